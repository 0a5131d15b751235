import { formatEuros } from "@/lib/domain/money";
import { DISCOUNT_MESSAGES, type DiscountCodeType } from "@/lib/schemas/shop/order";
import { percentOf } from "./cart-pricing";

/**
 * Discount codes (issue 12): EURO (cents off the products), PERCENT (percent of the products to
 * pay, half up) or FREE_SHIPPING (the shipping fee is taken off); a minimum amount of products to
 * pay, validity dates, total and per-customer use limits. Pure: the order's transaction holds the
 * code's row lock while it reads these facts and counts the use (lib/platform/services/shop).
 */

export interface DiscountCodeRule {
  code: string;
  type: DiscountCodeType;
  amount: number;
  minimumAmount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  isActive: boolean;
}

/** A code as typed, as stored: trimmed, inner spaces dropped, upper case. */
export function normaliseDiscountCode(raw: string): string {
  return raw.trim().replace(/\s+/g, "").toUpperCase();
}

export interface DiscountContext {
  now: Date;
  /** Products to pay (cents), the minimum amount is compared with it. */
  productsToPay: number;
  /** Orders of this customer that used the code; null for a guest (checked again at order time). */
  customerUses: number | null;
}

/**
 * Null when the code applies, else why not (French, in the order a customer reads them). A code
 * switched off, not started yet or expired answers as an unknown one (« n'existe pas ou n'est pas
 * valable en ce moment ») and counts as a guess: telling them apart would confirm to a guesser that
 * the word is a code of the shop (and its naming scheme), while the customer who typed a real but
 * stale code learns all they can act on — it does not apply today.
 */
export function discountCodeProblem(rule: DiscountCodeRule, context: DiscountContext): string | null {
  if (!rule.isActive) return DISCOUNT_MESSAGES.unknown;
  if (rule.startsAt && context.now < rule.startsAt) return DISCOUNT_MESSAGES.unknown;
  if (rule.endsAt && context.now >= rule.endsAt) return DISCOUNT_MESSAGES.unknown;
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return DISCOUNT_MESSAGES.exhausted;
  if (rule.maxUsesPerCustomer !== null && context.customerUses !== null && context.customerUses >= rule.maxUsesPerCustomer) return DISCOUNT_MESSAGES.alreadyUsed;
  if (rule.minimumAmount !== null && context.productsToPay < rule.minimumAmount) {
    return DISCOUNT_MESSAGES.minimum(formatEuros(rule.minimumAmount), formatEuros(rule.minimumAmount - context.productsToPay));
  }
  return null;
}

/** What a code takes off: from the products (never more than they cost) and from the shipping fee. */
export function discountCodeAmounts(rule: Pick<DiscountCodeRule, "type" | "amount">, productsToPay: number, shippingFee: number): { products: number; shipping: number } {
  const products = Math.max(0, productsToPay);
  switch (rule.type) {
    case "EURO":
      return { products: Math.min(products, Math.max(0, rule.amount)), shipping: 0 };
    case "PERCENT":
      return { products: Math.min(products, percentOf(products, Math.min(100, rule.amount))), shipping: 0 };
    case "FREE_SHIPPING":
      return { products: 0, shipping: Math.max(0, shippingFee) };
  }
}

/** « 10 € de remise », « −10 % », « Livraison offerte »: how a code reads when no label is given. */
export function discountCodeDefaultLabel(rule: Pick<DiscountCodeRule, "type" | "amount">): string {
  if (rule.type === "EURO") return `${formatEuros(rule.amount)} de remise`;
  if (rule.type === "PERCENT") return `${rule.amount} % de remise`;
  return "Livraison offerte";
}
