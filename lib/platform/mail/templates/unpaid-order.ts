import "server-only";
import { formatDate } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import type { Order } from "@/lib/schemas/shop/order";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";
import { customerGreeting, orderLineFacts, unpaidDeadlineSentence, type CustomerTextPolicy } from "./order";

/**
 * The e-mails of an offline order left unpaid (lib/domain/shop/unpaid-order-release.ts): the
 * reminder a day before its release, and the notice that it was cancelled and its products put
 * back on sale. Sent to confirmed addresses only (the jobs check it), like every offline order.
 */
export const UNPAID_ORDER_MAIL_KINDS = { REMINDER: "ORDER_PAYMENT_REMINDER", CANCELLED: "ORDER_CANCELLED_UNPAID" } as const;

const ALREADY_PAID = "Si vous avez déjà réglé, ne tenez pas compte de ce message : votre paiement est peut-être en cours de traitement.";

/** « Commande F000017 : paiement en attente » — or, to be paid at pickup, « à retirer ». */
export function unpaidOrderReminderMail(branding: MailBranding, order: Order, input: CustomerTextPolicy & { link: string; releaseAt: Date }) {
  const onSite = order.paymentMethod === "ON_SITE";
  const subject = onSite ? `Commande ${order.reference} : en attente de retrait` : `Commande ${order.reference} : paiement en attente`;
  const opening = onSite
    ? `Votre commande ${order.reference} du ${formatDate(order.createdAt)} (${formatEuros(order.amounts.total)}, à régler au retrait) vous attend toujours au domaine.`
    : `Nous n'avons pas encore reçu le paiement de votre commande ${order.reference} du ${formatDate(order.createdAt)} (${formatEuros(order.amounts.total)}, ${order.paymentMethodLabel.toLowerCase()}).`;
  const rendered = renderMail(branding, {
    title: onSite ? "Votre commande vous attend" : "Votre commande attend son paiement",
    preheader: subject,
    greeting: customerGreeting(order, input),
    paragraphs: [opening, unpaidDeadlineSentence(order, input.releaseAt), ...(order.paymentInstructions ? [order.paymentInstructions] : [])],
    action: { label: "Voir ma commande", url: input.link },
    notes: onSite ? [] : [ALREADY_PAID],
  });
  return { kind: UNPAID_ORDER_MAIL_KINDS.REMINDER, subject, ...rendered };
}

/** « Votre commande F000017 a été annulée faute de paiement ». */
export function unpaidOrderCancelledMail(branding: MailBranding, order: Order, input: CustomerTextPolicy & { shopLink: string }) {
  const subject = `Votre commande ${order.reference} a été annulée faute de paiement`;
  const why =
    order.paymentMethod === "ON_SITE"
      ? "n'ayant pas été retirée à temps"
      : `faute de paiement reçu à temps (${order.paymentMethodLabel.toLowerCase()})`;
  const rendered = renderMail(branding, {
    title: "Commande annulée",
    preheader: subject,
    greeting: customerGreeting(order, input),
    paragraphs: [
      `Votre commande ${order.reference} du ${formatDate(order.createdAt)} (${formatEuros(order.amounts.total)}), ${why}, est annulée : ses produits sont remis en vente.`,
      ...orderLineFacts(order, input),
      "Si vous avez réglé entre-temps, contactez-nous (en répondant à cet e-mail) : nous vous rembourserons ou rétablirons votre commande.",
    ],
    action: { label: "Retourner à la boutique", url: input.shopLink },
    notes: [],
  });
  return { kind: UNPAID_ORDER_MAIL_KINDS.CANCELLED, subject, ...rendered };
}
