import { ORDER_MESSAGES } from "@/lib/schemas/shop/order";

/**
 * How many orders a customer may leave AWAITING_PAYMENT at once, every payment method counted
 * (each one holds stock and maybe a pickup slot until paid or released). An account whose e-mail
 * address nobody confirmed gets one: it may only pay by card, so one order at a time is all an
 * honest customer needs.
 */
export const OPEN_UNPAID_ORDER_LIMITS = { confirmedEmail: 2, unconfirmedEmail: 1 } as const;

export function openUnpaidOrderLimit(emailConfirmed: boolean): number {
  return emailConfirmed ? OPEN_UNPAID_ORDER_LIMITS.confirmedEmail : OPEN_UNPAID_ORDER_LIMITS.unconfirmedEmail;
}

/** Null when one more order may be placed with `open` orders awaiting payment, else the French refusal. */
export function openUnpaidOrdersProblem(open: number, emailConfirmed: boolean): string | null {
  const limit = openUnpaidOrderLimit(emailConfirmed);
  return open < limit ? null : ORDER_MESSAGES.tooManyUnpaidOrders(limit, emailConfirmed ? null : OPEN_UNPAID_ORDER_LIMITS.confirmedEmail);
}
