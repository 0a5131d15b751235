/**
 * Where a customer finds an order on the public site (issue 12): the confirmation after checkout,
 * the account's list and detail, the printable invoice. Shared by the pages, the proxy's 404
 * decision, the checkout and the card payment.
 */

/** The customer's orders (app/mon-compte/commandes). */
export const ORDERS_PATH = "/mon-compte/commandes";

/** The confirmation page's prefix (app/commande/confirmation/[id]). */
export const ORDER_CONFIRMATION_PREFIX = "/commande/confirmation";

/**
 * Added to the confirmation path when the customer has just paid by card on the page itself (no
 * redirect to the bank, so Stripe adds no parameter of its own): the page then waits for the
 * payment's confirmation instead of offering to pay again.
 */
export const AFTER_CARD_PAYMENT_PARAM = "paiement";
const AFTER_CARD_PAYMENT_VALUE = "carte";

/** `/mon-compte/commandes/12`. */
export function orderAccountPath(id: number): string {
  return `${ORDERS_PATH}/${id}`;
}

/** `/mon-compte/commandes/12/facture`: the invoice through the storefront (a link cannot send X-Site-Id). */
export function orderInvoicePath(id: number): string {
  return `${orderAccountPath(id)}/facture`;
}

/**
 * `/commande/confirmation/12`, or with `afterCardPayment` `/commande/confirmation/12?paiement=carte`:
 * the `confirmationPath` to give the card payment, so the page knows a payment was just made.
 */
export function orderConfirmationPath(id: number, options: { afterCardPayment?: boolean } = {}): string {
  const path = `${ORDER_CONFIRMATION_PREFIX}/${id}`;
  return options.afterCardPayment ? `${path}?${AFTER_CARD_PAYMENT_PARAM}=${AFTER_CARD_PAYMENT_VALUE}` : path;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * What the confirmation page's query string says about a card payment just made:
 * - `pending`: the customer paid (Stripe's return `payment_intent` with `redirect_status`
 *   succeeded or processing, or our own `paiement=carte`): wait for the server to record it;
 * - `failed`: Stripe came back with the payment refused or abandoned (`requires_payment_method`,
 *   `failed`, `canceled`): nothing was taken, offer to pay again;
 * - null: nothing was paid from here.
 */
export function cardPaymentReturn(params: SearchParams): "pending" | "failed" | null {
  const status = first(params.redirect_status);
  if (status === "requires_payment_method" || status === "failed" || status === "canceled") return "failed";
  if (status === "succeeded" || status === "processing") return "pending";
  if (first(params.payment_intent)) return "pending";
  return first(params[AFTER_CARD_PAYMENT_PARAM]) === AFTER_CARD_PAYMENT_VALUE ? "pending" : null;
}

/** Stripe's return parameters worth keeping through a login (never the client secret). */
const KEPT_PARAMS = ["payment_intent", "redirect_status", AFTER_CARD_PAYMENT_PARAM] as const;

/** The confirmation path with only the parameters the page reads: the return path of a login. */
export function confirmationReturnPath(id: number, params: SearchParams): string {
  const query = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = first(params[name]);
    if (value && /^[\w-]{1,100}$/.test(value)) query.set(name, value);
  }
  const search = query.toString();
  return `${orderConfirmationPath(id)}${search ? `?${search}` : ""}`;
}
