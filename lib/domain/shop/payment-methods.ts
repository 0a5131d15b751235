import type { OrderDeliveryType, PaymentMethod } from "@/lib/schemas/shop/order";

/**
 * The payment methods an order may use (PAYMENT_METHOD, SPEC §9):
 * - CARD: card (Stripe), only when the platform has its Stripe keys (cardPaymentSettings);
 * - BANK_TRANSFER: bank transfer or cheque (the offline methods of a wine estate);
 * - CARD_OR_BANK_TRANSFER: both of the above;
 * - ON_SITE: paid at the estate when collecting (click and collect only); orders delivered
 *   elsewhere then pay by bank transfer or cheque.
 * Payment at pickup (ON_SITE) is never offered for an order that is shipped.
 */
export function offeredPaymentMethods(setting: string | null, options: { cardAvailable: boolean; deliveryType: OrderDeliveryType | null }): PaymentMethod[] {
  const card: PaymentMethod[] = options.cardAvailable ? ["CARD"] : [];
  const offline: PaymentMethod[] = ["BANK_TRANSFER", "CHEQUE"];
  switch (setting) {
    case "BANK_TRANSFER":
      return offline;
    case "CARD_OR_BANK_TRANSFER":
      return [...card, ...offline];
    case "ON_SITE":
      return options.deliveryType === "CLICK_AND_COLLECT" ? ["ON_SITE"] : offline;
    case "CARD":
    default:
      return card;
  }
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: "Carte bancaire",
  BANK_TRANSFER: "Virement bancaire",
  CHEQUE: "Chèque",
  ON_SITE: "Paiement au retrait",
};

/**
 * The methods that leave an order unpaid for days (bank transfer, cheque, payment at pickup): they
 * hold bottles and slots on the customer's word, so only an account whose e-mail address is
 * confirmed may use them (a card takes the money at once).
 */
export const OFFLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ["BANK_TRANSFER", "CHEQUE", "ON_SITE"];

export function needsConfirmedEmail(method: PaymentMethod): boolean {
  return OFFLINE_PAYMENT_METHODS.includes(method);
}

/**
 * The offered methods split for one customer: the ones usable now, and the offline ones that wait
 * for a confirmed e-mail address (none when it is confirmed).
 */
export function customerPaymentMethods(offered: readonly PaymentMethod[], emailConfirmed: boolean): { usable: PaymentMethod[]; awaitingEmail: PaymentMethod[] } {
  if (emailConfirmed) return { usable: [...offered], awaitingEmail: [] };
  return { usable: offered.filter((method) => !needsConfirmedEmail(method)), awaitingEmail: offered.filter(needsConfirmedEmail) };
}
