import "server-only";
import { formatDateTime } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import type { Order } from "@/lib/schemas/shop/order";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const CARD_PAYMENT_MAIL_KINDS = { ALERT: "CARD_PAYMENT_ALERT", LATE_PAYMENT: "CARD_LATE_PAYMENT" } as const;

/** Why a card payment needs the estate's attention (docs/api.md « Paiement par carte (Stripe) »). */
export type CardPaymentAlertReason = "CANCELLED_ORDER" | "ALREADY_PAID" | "AMOUNT_MISMATCH";

export interface CardPaymentAlert {
  reason: CardPaymentAlertReason;
  /** The Stripe PaymentIntent that succeeded (pi_…), to find it in the Stripe dashboard. */
  paymentIntentId: string;
  /** What the card was charged, in cents, and in which currency. */
  amount: number;
  currency: string;
}

function chargedAmount(alert: CardPaymentAlert): string {
  return alert.currency.toLowerCase() === "eur" ? formatEuros(alert.amount) : `${(alert.amount / 100).toFixed(2)} ${alert.currency.toUpperCase()}`;
}

function alertFacts(order: Order, alert: CardPaymentAlert): { subject: string; paragraphs: string[] } {
  const charged = chargedAmount(alert);
  const who = `${singleLine(`${order.customer.firstname} ${order.customer.lastname}`.trim() || order.customer.email)} (${order.customer.email}, ${order.phone})`;
  switch (alert.reason) {
    case "CANCELLED_ORDER":
      return {
        subject: `Paiement reçu pour la commande annulée ${order.reference} : remboursement à faire`,
        paragraphs: [
          `Le paiement par carte de ${charged} de ${who} pour la commande ${order.reference} a abouti après l'annulation de la commande (elle n'avait pas été réglée à temps et son stock a été remis en vente).`,
          "La commande reste annulée : remboursez ce paiement depuis votre tableau de bord Stripe, ou contactez le client pour reprendre sa commande si les produits sont encore disponibles (la commande devra alors être repassée).",
        ],
      };
    case "ALREADY_PAID":
      return {
        subject: `Second paiement pour la commande ${order.reference} : remboursement à faire`,
        paragraphs: [
          `La commande ${order.reference} de ${who} était déjà payée ; un second paiement par carte de ${charged} a abouti.`,
          "Remboursez ce second paiement depuis votre tableau de bord Stripe.",
        ],
      };
    case "AMOUNT_MISMATCH":
      return {
        subject: `Paiement à vérifier pour la commande ${order.reference}`,
        paragraphs: [
          `Un paiement par carte de ${charged} a abouti pour la commande ${order.reference} de ${who}, dont le total est de ${formatEuros(order.amounts.total)} : la commande n'a pas été marquée payée.`,
          "Vérifiez ce paiement dans votre tableau de bord Stripe, puis remboursez-le ou marquez la commande payée vous-même.",
        ],
      };
  }
}

/** To the business: a card payment arrived that the platform could not simply record (refund or check it). */
export function cardPaymentAlertMail(branding: MailBranding, order: Order, alert: CardPaymentAlert, link: string) {
  const { subject, paragraphs } = alertFacts(order, alert);
  const rendered = renderMail(branding, {
    title: "Paiement par carte à traiter",
    preheader: subject,
    greeting: "Bonjour,",
    paragraphs: [...paragraphs, `Référence du paiement chez Stripe : ${alert.paymentIntentId}.`],
    action: { label: "Voir les commandes", url: link },
    notes: [],
  });
  return { kind: CARD_PAYMENT_MAIL_KINDS.ALERT, subject, ...rendered };
}

/** To the customer: their card was charged after the order was cancelled; the estate will refund it. */
export function cardLatePaymentMail(branding: MailBranding, order: Order, alert: CardPaymentAlert, link: string, receivedAt: Date) {
  const subject = `Votre paiement pour la commande ${order.reference}`;
  const rendered = renderMail(branding, {
    title: "Paiement reçu après l'annulation",
    preheader: subject,
    greeting: `Bonjour ${singleLine(order.customer.firstname || order.address.billing.firstname)},`,
    paragraphs: [
      `Votre paiement par carte de ${chargedAmount(alert)} pour la commande ${order.reference} nous est parvenu le ${formatDateTime(receivedAt)}, après l'annulation de la commande (elle n'avait pas été réglée à temps).`,
      `${singleLine(branding.companyName)} a été prévenu : vous serez remboursé, ou contacté pour reprendre votre commande si les produits sont encore disponibles.`,
    ],
    action: { label: "Voir mes commandes", url: link },
    notes: [],
  });
  return { kind: CARD_PAYMENT_MAIL_KINDS.LATE_PAYMENT, subject, ...rendered };
}
