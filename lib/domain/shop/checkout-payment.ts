import type { PaymentMethod } from "@/lib/schemas/shop/order";

/** The methods as a sentence says them (« le virement bancaire »). */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  CARD: "la carte bancaire",
  BANK_TRANSFER: "le virement bancaire",
  CHEQUE: "le chèque",
  ON_SITE: "le paiement au retrait",
};

/** « le virement bancaire », « le virement bancaire et le chèque », « a, b et c ». */
function joinNames(methods: readonly PaymentMethod[]): string {
  const names = methods.map((method) => METHOD_NAMES[method]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the payment step tells a customer whose e-mail address is not confirmed about the offline
 * methods the site offers (the server's `unavailablePaymentMethods`, reason EMAIL_NOT_CONFIRMED):
 * why they are not offered and how to get them. `othersUsable`: a method (card) is usable now.
 */
export function emailConfirmationNotice(methods: readonly PaymentMethod[], othersUsable: boolean): string {
  const plural = methods.length > 1;
  const offered = `${joinNames(methods)} ${plural ? "vous seront proposés" : "vous sera proposé"} dès que votre adresse e-mail sera confirmée`;
  const how = "suivez le lien reçu par e-mail à votre inscription (pensez à regarder dans les courriers indésirables), puis revenez sur cette page.";
  return othersUsable
    ? `${capitalised(offered)} : ${how}`
    : `Pour passer commande, confirmez d'abord votre adresse e-mail : ${offered}. Pour cela, ${how}`;
}
