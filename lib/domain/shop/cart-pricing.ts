import type { CustomizationAnswer } from "@/lib/schemas/shop/customization";
import type { DecreasingDiscount } from "@/lib/schemas/shop/product";
import { freeShippingBottleCount, type BottleCountLine } from "./free-shipping";
import { discountedUnitPrice, effectiveDiscount, type UnitPriceDiscount } from "./unit-price";

/**
 * The amounts of a cart line and of a cart (SPEC §3 Cart, Cart product), in integer cents, computed
 * by the server only (the browser never sends a price). Order of the steps, each rounded to a whole
 * cent half up before the next:
 *
 * 1. The PRODUCT discount: the declination's own discount when it has one, else the product's
 *    (`effectiveDiscount`, the catalogue's rule), through `discountedUnitPrice` (EURO: cents off;
 *    PERCENT: percent off, half up; never below 0). A SHIPPING_FEES discount leaves the unit price.
 * 2. The decreasing discount by quantity: of the tiers the line's quantity reaches
 *    (`minQuantity ≤ quantity`), the one giving the lowest unit price, applied to the price of step 1.
 * 3. The customization cost per unit, added for each customization with at least one answered
 *    field: EURO = its amount in cents; PERCENT = its amount in percent of the unit price of
 *    step 2, half up; NONE = 0.
 *
 * unitPrice = step 2 + step 3; total = quantity × (fixedPrice + customization cost) (the price
 * before any discount); totalToPay = quantity × unitPrice.
 */

export interface PricedCustomization {
  id: number;
  costType: "EURO" | "PERCENT" | "NONE";
  /** EURO: cents per unit; PERCENT: whole percent; NONE: 0. */
  amount: number;
}

export interface CartLinePriceInput {
  /** Catalogue unit price of the declination (cents). */
  fixedPrice: number;
  declinationDiscount: UnitPriceDiscount | null;
  productDiscount: UnitPriceDiscount | null;
  decreasingDiscounts: readonly Pick<DecreasingDiscount, "minQuantity" | "type" | "amount">[];
  quantity: number;
  /** The product's customizations that hold at least one answer on this line. */
  answeredCustomizations: readonly PricedCustomization[];
}

export interface CartLinePrice {
  /** Unit price after the PRODUCT discount (step 1). */
  discountedPrice: number;
  /** Unit price after the decreasing discount too (step 2). */
  quantityPrice: number;
  /** Customization cost per unit (step 3). */
  customizationCost: number;
  /** quantityPrice + customizationCost. */
  unitPrice: number;
  /** quantity × (fixedPrice + customizationCost). */
  total: number;
  /** quantity × unitPrice. */
  totalToPay: number;
}

const cents = (value: number) => Math.max(0, Math.round(value));

/** Percent of an amount in cents, rounded half up (integer arithmetic). */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((cents(amountCents) * Math.max(0, Math.round(percent)) + 50) / 100);
}

/** Step 2: the lowest unit price over the decreasing-discount tiers `quantity` reaches. */
export function decreasingDiscountPrice(price: number, quantity: number, tiers: CartLinePriceInput["decreasingDiscounts"]): number {
  let best = cents(price);
  for (const tier of tiers) {
    if (quantity < tier.minQuantity) continue;
    best = Math.min(best, discountedUnitPrice(price, { type: tier.type, amount: tier.amount, detailType: "PRODUCT" }));
  }
  return best;
}

/** Step 3: the customization cost of one unit whose price (after discounts) is `unitPrice`. */
export function customizationCostPerUnit(unitPrice: number, answered: readonly PricedCustomization[]): number {
  let cost = 0;
  for (const customization of answered) {
    if (customization.costType === "EURO") cost += cents(customization.amount);
    else if (customization.costType === "PERCENT") cost += percentOf(unitPrice, customization.amount);
  }
  return cost;
}

/** The amounts of one cart line. */
export function priceCartLine(input: CartLinePriceInput): CartLinePrice {
  const fixedPrice = cents(input.fixedPrice);
  const quantity = Math.max(0, Math.trunc(input.quantity));
  const discountedPrice = discountedUnitPrice(fixedPrice, effectiveDiscount(input.declinationDiscount, input.productDiscount));
  const quantityPrice = decreasingDiscountPrice(discountedPrice, quantity, input.decreasingDiscounts);
  const customizationCost = customizationCostPerUnit(quantityPrice, input.answeredCustomizations);
  const unitPrice = quantityPrice + customizationCost;
  return {
    discountedPrice,
    quantityPrice,
    customizationCost,
    unitPrice,
    total: quantity * (fixedPrice + customizationCost),
    totalToPay: quantity * unitPrice,
  };
}

/** The customizations holding at least one answered field (a blank text or an unticked box is no answer). */
export function answeredCustomizations<C extends { id: number }>(
  customizations: readonly C[],
  answers: readonly Pick<CustomizationAnswer, "id" | "textValue" | "checkboxValue" | "selectValue" | "filename">[],
): C[] {
  const answered = new Set(answers.filter(isAnswered).map((answer) => answer.id));
  return customizations.filter((customization) => answered.has(customization.id));
}

/** True when an answer says something (text not blank, box ticked, a choice, a file). */
export function isAnswered(answer: Pick<CustomizationAnswer, "textValue" | "checkboxValue" | "selectValue" | "filename"> & { fileId?: number }): boolean {
  return (
    (answer.textValue !== undefined && answer.textValue.trim() !== "") ||
    answer.checkboxValue === true ||
    answer.selectValue !== undefined ||
    (answer.filename !== undefined && answer.filename !== "") ||
    answer.fileId !== undefined
  );
}

export interface CartTotalsLine extends BottleCountLine {
  total: number;
  totalToPay: number;
}

export interface CartTotals {
  /** Σ line totals (before discounts). */
  totalProduct: number;
  /** Σ line totals to pay. */
  totalProductToPay: number;
  /** Units over all lines. */
  itemCount: number;
  /** Bottles counted for free shipping (§5). */
  bottleCount: number;
}

/** The cart's totals from its priced lines. */
export function cartTotals(lines: readonly CartTotalsLine[]): CartTotals {
  return {
    totalProduct: lines.reduce((sum, line) => sum + line.total, 0),
    totalProductToPay: lines.reduce((sum, line) => sum + line.totalToPay, 0),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    bottleCount: freeShippingBottleCount(lines),
  };
}
