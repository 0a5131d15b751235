import type { Discount } from "@/lib/schemas/shop/product";

/** What the unit-price rule reads of a discount (a stored discount or a contract one). */
export type UnitPriceDiscount = Pick<Discount, "type" | "amount" | "detailType">;

/**
 * The unit price to pay after a discount (SPEC §3 Product: `price` from `fixedPrice`), in integer
 * cents. Only PRODUCT discounts lower the unit price (SHIPPING_FEES ones lower the shipping fees at
 * checkout). EURO takes `amount` cents off; PERCENT takes `amount` % off, the result rounded half
 * up. Never below 0. Used by the catalogue (declination and product prices) and the cart.
 */
export function discountedUnitPrice(fixedPrice: number, discount: UnitPriceDiscount | null): number {
  const base = Math.max(0, Math.round(fixedPrice));
  if (discount === null || discount.detailType !== "PRODUCT" || discount.amount <= 0) return base;
  if (discount.type === "EURO") return Math.max(0, base - Math.round(discount.amount));
  const percent = Math.min(100, discount.amount);
  // Integer arithmetic: base × (100 − percent) / 100, rounded half up.
  return Math.max(0, Math.floor((base * (100 - percent) + 50) / 100));
}

/** The discount that sets a declination's price: its own when it has one, else the product's. */
export function effectiveDiscount<D>(declinationDiscount: D | null, productDiscount: D | null): D | null {
  return declinationDiscount ?? productDiscount;
}
