import type { OrderAmounts } from "@/lib/schemas/shop/order";
import { discountCodeAmounts, type DiscountCodeRule } from "./discount-code";

/**
 * The amounts of an order (cents), from the cart's totals (lib/domain/shop/cart-pricing.ts), the
 * shipping fee of the chosen carrier (lib/domain/shop/shipping-fee.ts) and the discount code:
 * total = products to pay − the code's discount + (shipping fee − the code's shipping discount).
 */
export function orderAmounts(input: {
  totalProduct: number;
  totalProductToPay: number;
  shippingFee: number;
  discount: Pick<DiscountCodeRule, "type" | "amount"> | null;
}): OrderAmounts {
  const taken = input.discount ? discountCodeAmounts(input.discount, input.totalProductToPay, input.shippingFee) : { products: 0, shipping: 0 };
  const shipping = input.shippingFee - taken.shipping;
  return {
    totalProduct: input.totalProduct,
    totalProductToPay: input.totalProductToPay,
    discount: taken.products,
    shippingFee: input.shippingFee,
    shippingDiscount: taken.shipping,
    shipping,
    total: input.totalProductToPay - taken.products + shipping,
  };
}
