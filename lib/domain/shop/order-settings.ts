import { readBoolean, readText, type ParameterMap } from "@/lib/domain/parameter-map";
import { UNPAID_ORDER_HOLD_PARAMETER, unpaidOrderHoldDays } from "./unpaid-order-release";

/** The parameters an order reads (SPEC §9), typed once. */
export interface OrderSettings {
  /** PAYMENT_METHOD: CARD, BANK_TRANSFER, CARD_OR_BANK_TRANSFER or ON_SITE (lib/domain/shop/payment-methods.ts). */
  paymentMethod: string | null;
  /** BALANCE_PAYMENT_CONDITIONS: the estate's payment instructions (bank details for a transfer…). */
  paymentConditions: string | null;
  blockMinors: boolean;
  mobileOnly: boolean;
  /** Where the business gets the new-order notification: COMPANY_EMAIL, else SEND_MAIL_AS_MAIL. */
  businessEmail: string | null;
  /** Payee of cheques: LEGAL_COMPANY_NAME, else COMPANY_NAME. */
  payee: string | null;
  /** Where cheques are sent: HEAD_OFFICE. */
  postalAddress: string | null;
  /** UNPAID_ORDER_HOLD_DAYS: the days a bank-transfer or cheque order waits for its payment (unpaid-order-release.ts). */
  unpaidHoldDays: number;
}

export function readOrderSettings(map: ParameterMap): OrderSettings {
  return {
    paymentMethod: readText(map, "PAYMENT_METHOD"),
    paymentConditions: readText(map, "BALANCE_PAYMENT_CONDITIONS"),
    blockMinors: readBoolean(map, "BLOCK_MINORS_FROM_REGISTERING"),
    mobileOnly: readBoolean(map, "ALLOW_ONLY_MOBILE_PHONE"),
    businessEmail: readText(map, "COMPANY_EMAIL") ?? readText(map, "SEND_MAIL_AS_MAIL"),
    payee: readText(map, "LEGAL_COMPANY_NAME") ?? readText(map, "COMPANY_NAME"),
    postalAddress: readText(map, "HEAD_OFFICE"),
    unpaidHoldDays: unpaidOrderHoldDays(readText(map, UNPAID_ORDER_HOLD_PARAMETER)),
  };
}

/**
 * What the customer is told to do to pay an unpaid order (confirmation e-mail, order page): the
 * bank details of BALANCE_PAYMENT_CONDITIONS for a transfer, the payee and address for a cheque,
 * the estate for a payment at pickup; null for a card or a paid order.
 */
export function paymentInstructions(method: string, reference: string, total: string, settings: OrderSettings): string | null {
  const conditions = settings.paymentConditions ? ` ${settings.paymentConditions}` : "";
  switch (method) {
    case "BANK_TRANSFER":
      return `Réglez ${total} par virement bancaire en indiquant la référence ${reference} en libellé.${conditions} Votre commande est préparée dès réception du virement.`;
    case "CHEQUE":
      return `Réglez ${total} par chèque à l'ordre de ${settings.payee ?? "l'entreprise"}, en indiquant la référence ${reference} au dos, à envoyer à ${settings.postalAddress ?? "notre adresse"}.${conditions} Votre commande est préparée dès réception du chèque.`;
    case "ON_SITE":
      return `Réglez ${total} au domaine lors du retrait de votre commande (référence ${reference}).`;
    default:
      return null;
  }
}
