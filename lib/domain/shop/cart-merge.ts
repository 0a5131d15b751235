import { MAX_CART_QUANTITY } from "@/lib/schemas/shop/cart";

/**
 * The merge rule of a guest cart into a customer's cart at login (docs/api.md « Panier »): the
 * quantities of the same declination with the same answers add up; when the sum breaks a §5 rule
 * it is lowered to the largest multiple of `sellByMultipleOf` within the stock left (the stock
 * minus the customer's other lines of that declination) and 1000; the customer's own quantity is
 * never lowered by a merge. 0 means the guest line is dropped (nothing left to add).
 */
export function mergedQuantity(existing: number, added: number, sellByMultipleOf: number, stockLeft: number | null): number {
  const requested = existing + Math.max(0, added);
  const ceiling = Math.min(MAX_CART_QUANTITY, stockLeft === null ? MAX_CART_QUANTITY : Math.max(0, stockLeft));
  const allowed = Math.floor(Math.min(requested, ceiling) / sellByMultipleOf) * sellByMultipleOf;
  return Math.max(existing, allowed);
}
