import "server-only";
import { priceCartLine } from "@/lib/domain/shop/cart-pricing";
import { defaultDeclination } from "@/lib/domain/shop/default-declination";
import type { ShippingDiscount } from "@/lib/domain/shop/shipping-fee";
import { ApiError, type FieldErrors } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { CapacityUnit, ProductType } from "@/lib/schemas/shop/product";
import { SHIPPING_MESSAGES, type ShippingFeesInput } from "@/lib/schemas/shop/shipping";
import { loadCatalogue } from "./load-catalogue";

/** A line to ship, priced by the server from the catalogue. */
export interface ShipmentLinePriced {
  type: ProductType;
  quantity: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  setQuantity: number;
  isDematerialized: boolean;
  hasShippingFees: boolean;
  /** quantity × unit price to pay (cents), decreasing discounts included, no customization. */
  totalToPay: number;
  shippingDiscounts: ShippingDiscount[];
}

/**
 * The products of a shipping calculation, read from the site's published catalogue (a product of
 * another site, unpublished or unknown is a 422 on `products.<i>.idProduct`; a declination not of
 * the product on `products.<i>.idDeclination`). A line without a declination is the product's
 * default one (lib/domain/shop/default-declination.ts, as the product sheet opens). The same
 * product and declination given twice add up.
 */
export async function priceShipmentLines(db: Database, siteId: number, products: ShippingFeesInput["products"]): Promise<ShipmentLinePriced[]> {
  const catalogue = await loadCatalogue(db, siteId);
  const errors: FieldErrors = {};
  const quantities = new Map<number, { productId: number; quantity: number }>();
  products.forEach((line, index) => {
    const product = catalogue.byId.get(line.idProduct);
    if (!product) {
      errors[`products.${index}.idProduct`] = [SHIPPING_MESSAGES.productUnknown];
      return;
    }
    const declination =
      line.idDeclination == null ? defaultDeclination(product.declinations) : product.declinations.find((d) => d.id === line.idDeclination);
    if (!declination) {
      errors[`products.${index}.idDeclination`] = [SHIPPING_MESSAGES.declinationUnknown];
      return;
    }
    const previous = quantities.get(declination.id);
    quantities.set(declination.id, { productId: product.id, quantity: (previous?.quantity ?? 0) + line.quantity });
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors, Object.values(errors)[0]![0]);
  return [...quantities].map(([declinationId, { productId, quantity }]) => {
    const product = catalogue.byId.get(productId)!;
    const declination = product.declinations.find((d) => d.id === declinationId)!;
    const price = priceCartLine({
      fixedPrice: declination.fixedPrice,
      declinationDiscount: declination.discount,
      productDiscount: product.discount,
      decreasingDiscounts: product.decreasingDiscounts,
      quantity,
      answeredCustomizations: [],
    });
    const shippingDiscounts = [declination.discount, product.discount].flatMap((discount) =>
      discount && discount.detailType === "SHIPPING_FEES" ? [{ type: discount.type, amount: discount.amount, label: discount.label }] : [],
    );
    return {
      type: product.type.type,
      quantity,
      capacity: declination.capacity,
      capacityUnit: declination.capacityUnit,
      setQuantity: declination.setQuantity,
      isDematerialized: product.isDematerialized,
      hasShippingFees: product.hasShippingFees,
      totalToPay: price.totalToPay,
      shippingDiscounts,
    };
  });
}
