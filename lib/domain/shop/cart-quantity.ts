import type { ProductType } from "@/lib/schemas/shop/product";
import { MAX_CART_QUANTITY } from "@/lib/schemas/shop/cart";

/**
 * The quantity rules of SPEC §5, once: the server checks every cart write with `quantityError`, the
 * stepper and the quantity menu of the storefront use the same functions.
 */

export interface QuantityRule {
  type: ProductType;
  sellByMultipleOf: number;
  /** Units in stock; null when stock is not tracked. */
  stock: number | null;
}

/** §9: quantity choices are at most 20 multiples, within 1 to 1000. */
export const MAX_QUANTITY_CHOICES = 20;

function plural(count: number, one: string, many: string): string {
  return count > 1 ? many : one;
}

/** The French message for a quantity that breaks a §5 rule, or null when it is allowed. */
export function quantityError(quantity: number, rule: QuantityRule): string | null {
  if (!Number.isInteger(quantity)) return "La quantité doit être un nombre entier.";
  if (quantity <= 0) return "La quantité doit être supérieure à 0.";
  if (quantity > MAX_CART_QUANTITY) return `La quantité ne peut dépasser ${MAX_CART_QUANTITY}.`;
  const multiple = rule.sellByMultipleOf;
  if (quantity % multiple !== 0) {
    return rule.type === "WINE"
      ? `Ce vin ne peut être ajouté que par multiple de ${multiple} ${plural(multiple, "bouteille", "bouteilles")}.`
      : `Ce produit ne peut être ajouté que par multiple de ${multiple}.`;
  }
  if (rule.stock !== null && quantity > rule.stock) {
    return rule.stock === 0
      ? "Ce produit n'est plus en stock."
      : `Il ne reste que ${rule.stock} ${plural(rule.stock, "article", "articles")} en stock.`;
  }
  return null;
}

/** §5: what a quantity field holds once read: a non-number resets to the multiple, never below it. */
export function normaliseQuantityInput(raw: unknown, sellByMultipleOf: number): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return sellByMultipleOf;
  const rounded = Math.round(value / sellByMultipleOf) * sellByMultipleOf;
  return Math.min(Math.max(rounded, sellByMultipleOf), largestMultiple(sellByMultipleOf));
}

/** The stepper's next value: one multiple up or down, never below the multiple nor above the limit. */
export function stepQuantity(current: number, direction: 1 | -1, sellByMultipleOf: number): number {
  const base = normaliseQuantityInput(current, sellByMultipleOf);
  const next = base + direction * sellByMultipleOf;
  return Math.min(Math.max(next, sellByMultipleOf), largestMultiple(sellByMultipleOf));
}

/** §9: the quantity menu: up to 20 multiples within 1–1000, and no more than the stock when tracked. */
export function quantityChoices(rule: Pick<QuantityRule, "sellByMultipleOf" | "stock">): number[] {
  const ceiling = Math.min(MAX_CART_QUANTITY, rule.stock ?? MAX_CART_QUANTITY);
  const choices: number[] = [];
  for (let n = rule.sellByMultipleOf; n <= ceiling && choices.length < MAX_QUANTITY_CHOICES; n += rule.sellByMultipleOf) {
    choices.push(n);
  }
  return choices;
}

function largestMultiple(sellByMultipleOf: number): number {
  return Math.max(sellByMultipleOf, Math.floor(MAX_CART_QUANTITY / sellByMultipleOf) * sellByMultipleOf);
}
