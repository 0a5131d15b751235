import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import type { OrderStatus } from "@/lib/schemas/shop/order";

/**
 * The review request of a shop order (issue 10, SPEC §9 ORDER_REVIEW_DELAY): when an order reaches
 * DELIVERED or COLLECTED, the customer is e-mailed a single-use review link ORDER_REVIEW_DELAY
 * days later (the shop.request-order-review job), once per order, and only if the order is still
 * delivered or collected by then (a refund since cancels it).
 */
export const ORDER_REVIEW_DELAY_PARAMETER = "ORDER_REVIEW_DELAY";

const DAY_MS = 86_400_000;

/** The states the goods reached the customer in: a request is planned on entering them, sent only while in them. */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ["DELIVERED", "COLLECTED"];

export function isReviewableOrderStatus(status: OrderStatus): boolean {
  return REVIEWABLE_ORDER_STATUSES.includes(status);
}

/**
 * The delay in days from the site's stored ORDER_REVIEW_DELAY: `undefined` (no row) gives the
 * catalogue's default (7); empty, 0, a negative or unreadable value gives null (never ask).
 * Decimals are kept (0.5 = twelve hours).
 */
export function orderReviewDelayDays(stored: string | null | undefined): number | null {
  const raw = stored === undefined ? findParameterDefinition(ORDER_REVIEW_DELAY_PARAMETER)?.defaultValue : stored;
  const text = raw?.trim() ?? "";
  if (text === "") return null;
  const days = Number(text);
  return Number.isFinite(days) && days > 0 ? days : null;
}

/**
 * When the review request of an order moving to `to` at `now` is due, or null when none is planned
 * (not a delivered / collected state, or the delay says never).
 */
export function orderReviewRequestAt(to: OrderStatus, stored: string | null | undefined, now: Date): Date | null {
  if (!isReviewableOrderStatus(to)) return null;
  const days = orderReviewDelayDays(stored);
  return days === null ? null : new Date(now.getTime() + Math.round(days * DAY_MS));
}
