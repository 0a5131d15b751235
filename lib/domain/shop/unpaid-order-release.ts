import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import type { PaymentMethod } from "@/lib/schemas/shop/order";

/**
 * How long an order AWAITING_PAYMENT keeps its stock and pickup slot. The shop.release-unpaid-order
 * job queued with the order cancels it and gives them back when it is still unpaid by then:
 * - CARD: 30 minutes (a card payment is done in the checkout or abandoned);
 * - BANK_TRANSFER, CHEQUE: UNPAID_ORDER_HOLD_DAYS days, set by the site (default 5: a SEPA
 *   transfer made over a weekend or a cheque in the post arrives within that; the estate marks the
 *   order PAID when the money is there);
 * - ON_SITE: 3 days after the end of the pickup slot (the customer pays when collecting).
 * An offline order is reminded by e-mail UNPAID_ORDER_REMINDER_LEAD_MS before it is released.
 */
export const UNPAID_CARD_ORDER_RELEASE_MS = 30 * 60_000;
export const UNCOLLECTED_ON_SITE_ORDER_RELEASE_MS = 3 * 24 * 3_600_000;
export const UNPAID_ORDER_HOLD_PARAMETER = "UNPAID_ORDER_HOLD_DAYS";
/** The hold a site may set, in days: shorter leaves no time to pay, longer keeps bottles off sale. */
export const UNPAID_ORDER_HOLD_RANGE = { min: 1, max: 30 } as const;
export const UNPAID_ORDER_REMINDER_LEAD_MS = 24 * 3_600_000;
/** No reminder for an order younger than this when it would go out (it would say what the confirmation just said). */
const REMINDER_MIN_AGE_MS = 12 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/**
 * The hold of bank-transfer and cheque orders in days, from the site's stored
 * UNPAID_ORDER_HOLD_DAYS: the catalogue's default (5) when absent, empty, zero, negative or
 * unreadable; otherwise kept within UNPAID_ORDER_HOLD_RANGE. Decimals are kept (1.5 = 36 hours).
 */
export function unpaidOrderHoldDays(stored: string | null | undefined): number {
  const fallback = Number(findParameterDefinition(UNPAID_ORDER_HOLD_PARAMETER)?.defaultValue ?? 5);
  const days = Number(stored?.trim() || Number.NaN);
  if (!Number.isFinite(days) || days <= 0) return fallback;
  return Math.min(UNPAID_ORDER_HOLD_RANGE.max, Math.max(UNPAID_ORDER_HOLD_RANGE.min, days));
}

/** When an unpaid order's stock goes back (`pickupEnd`: the end of its pickup slot, if any; `holdDays`: unpaidOrderHoldDays). */
export function unpaidOrderReleaseAt(method: PaymentMethod, createdAt: Date, pickupEnd: Date | null, holdDays: number): Date {
  if (method === "CARD") return new Date(createdAt.getTime() + UNPAID_CARD_ORDER_RELEASE_MS);
  if (method === "ON_SITE" && pickupEnd) return new Date(pickupEnd.getTime() + UNCOLLECTED_ON_SITE_ORDER_RELEASE_MS);
  return new Date(createdAt.getTime() + Math.round(holdDays * DAY_MS));
}

/**
 * When the « paiement en attente » reminder of an offline order is due: a day before its release,
 * or null (a card order: paid at once or released; an order whose reminder would come less than
 * 12 hours after it was placed).
 */
export function unpaidOrderReminderAt(method: PaymentMethod, createdAt: Date, releaseAt: Date): Date | null {
  if (method === "CARD") return null;
  const at = new Date(releaseAt.getTime() - UNPAID_ORDER_REMINDER_LEAD_MS);
  return at.getTime() - createdAt.getTime() >= REMINDER_MIN_AGE_MS ? at : null;
}
