import type { PaymentMethod } from "@/lib/schemas/shop/order";

/**
 * How long an order AWAITING_PAYMENT keeps its stock (issue 12). The shop.release-unpaid-order job
 * queued with the order cancels it and gives its stock back when it is still unpaid by then:
 * - CARD: 30 minutes (a card payment is done in the checkout or abandoned);
 * - BANK_TRANSFER, CHEQUE: 10 days (a SEPA transfer takes 1–3 working days, a cheque comes by
 *   post and must be cashed; the estate marks the order PAID when the money is there);
 * - ON_SITE: 3 days after the end of the pickup slot (the customer pays when collecting).
 */
export const UNPAID_CARD_ORDER_RELEASE_MS = 30 * 60_000;
export const UNPAID_OFFLINE_ORDER_RELEASE_MS = 10 * 24 * 3_600_000;
export const UNCOLLECTED_ON_SITE_ORDER_RELEASE_MS = 3 * 24 * 3_600_000;

/** When an unpaid order's stock goes back (`pickupEnd`: the end of its pickup slot, if any). */
export function unpaidOrderReleaseAt(method: PaymentMethod, createdAt: Date, pickupEnd: Date | null): Date {
  if (method === "CARD") return new Date(createdAt.getTime() + UNPAID_CARD_ORDER_RELEASE_MS);
  if (method === "ON_SITE" && pickupEnd) return new Date(pickupEnd.getTime() + UNCOLLECTED_ON_SITE_ORDER_RELEASE_MS);
  return new Date(createdAt.getTime() + UNPAID_OFFLINE_ORDER_RELEASE_MS);
}
