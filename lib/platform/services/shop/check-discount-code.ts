import "server-only";
import { discountCodeAmounts, discountCodeProblem } from "@/lib/domain/shop/discount-code";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { DISCOUNT_MESSAGES, type DiscountQuote } from "@/lib/schemas/shop/order";
import { findCart } from "./find-cart";
import { countCustomerCodeUses, findDiscountCode } from "./find-discount-code";
import { loadCartView } from "./load-cart-view";
import { orderDiscountView } from "./order-discount-view";

/**
 * POST /order/discount: whether the code applies to this cart now, and the cart's totals with it.
 * Reads only (the use is counted by the order, atomically). A guest is checked against the total
 * limit only; the per-customer limit is checked again when the logged customer orders.
 */
export async function checkDiscountCode(db: Database, siteId: number, user: SessionUser | null, input: { code: string; idCart: string }, now: Date = new Date()): Promise<DiscountQuote> {
  const cart = await findCart(db, siteId, input.idCart, user, false);
  if (!cart) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
  const view = await loadCartView(db, siteId, cart);
  const rule = await findDiscountCode(db, siteId, input.code, false);
  if (!rule) throw ApiError.validation({ code: [DISCOUNT_MESSAGES.unknown] }, DISCOUNT_MESSAGES.unknown);
  const customerUses = user ? await countCustomerCodeUses(db, siteId, rule.id, user.id) : null;
  const problem = discountCodeProblem(rule, { now, productsToPay: view.totalProductToPay, customerUses });
  if (problem) throw ApiError.validation({ code: [problem] }, problem);
  const taken = discountCodeAmounts(rule, view.totalProductToPay, 0);
  return {
    discount: orderDiscountView(rule),
    totalProduct: view.totalProduct,
    totalProductToPay: view.totalProductToPay,
    discountAmount: taken.products,
    totalAfterDiscount: view.totalProductToPay - taken.products,
    freeShipping: rule.type === "FREE_SHIPPING",
  };
}
