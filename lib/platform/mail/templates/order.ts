import "server-only";
import { formatDate, formatDateTime } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import type { Order } from "@/lib/schemas/shop/order";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const ORDER_MAIL_KINDS = { CONFIRMATION: "ORDER_CONFIRMATION", NOTIFICATION: "ORDER_NOTIFICATION" } as const;

/**
 * What an e-mail to the customer may repeat of what they typed (first name, addresses, message,
 * customization answers): only when their address is confirmed (order-address-confirmed.ts).
 * Otherwise the e-mail holds only the shop's own words (products, amounts, carrier, the estate's
 * pickup place, its payment instructions) and sends the customer to their account for the rest.
 */
export interface CustomerTextPolicy {
  customerText: boolean;
}

/** The order's lines as lines of text (every value escaped by the layout). */
export function orderLineFacts(order: Order, { customerText }: CustomerTextPolicy): string[] {
  return order.lines.map((line) => {
    const label = [line.name, line.declinationLabel].filter((part) => part !== "").join(" – ");
    const extras = customerText ? line.customizations.map((c) => `${c.label} : ${c.value}`).join(" ; ") : line.customizations.map((c) => c.label).join(", ");
    const suffix = extras ? ` (${customerText ? singleLine(extras) : `personnalisation : ${singleLine(extras)}`})` : "";
    return `${line.quantity} × ${singleLine(label)} : ${formatEuros(line.totalToPay)}${suffix}`;
  });
}

/** The order's lines, totals and delivery as lines of text. */
function orderFacts(order: Order, policy: CustomerTextPolicy): string[] {
  const amounts = order.amounts;
  const totals = [
    `Produits : ${formatEuros(amounts.totalProductToPay)}`,
    ...(order.discount && amounts.discount > 0 ? [`Code promo ${order.discount.code} : −${formatEuros(amounts.discount)}`] : []),
    `Livraison : ${amounts.shipping === 0 ? "offerte" : formatEuros(amounts.shipping)}${order.discount && amounts.shippingDiscount > 0 ? ` (code promo ${order.discount.code})` : ""}`,
    `Total TTC : ${formatEuros(amounts.total)}`,
  ];
  return [...orderLineFacts(order, policy), totals.join(" · "), deliveryFact(order, policy)];
}

function deliveryFact(order: Order, { customerText }: CustomerTextPolicy): string {
  const { delivery } = order;
  if (delivery.type === "CLICK_AND_COLLECT" && delivery.pickup) {
    const place = delivery.pickup.address ? ` (${singleLine(delivery.pickup.address.name)}, ${singleLine(delivery.pickup.address.address)}, ${delivery.pickup.address.postalCode} ${singleLine(delivery.pickup.address.city)})` : "";
    return `Retrait au domaine le ${formatDate(delivery.pickup.day)}, ${delivery.pickup.label}${place}.`;
  }
  if (delivery.type === "PICKUP" && delivery.accessPoint) {
    const point = delivery.accessPoint;
    return `Livraison en point relais (${singleLine(delivery.carrier?.name ?? "")}) : ${singleLine(point.name)}, ${singleLine(point.addLine1)}, ${point.zipCode} ${singleLine(point.city)}.`;
  }
  if (delivery.type === "DELIVERY" && order.address.delivery) {
    const a = order.address.delivery;
    const carrier = `Livraison à domicile (${singleLine(delivery.carrier?.name ?? "")})`;
    if (!customerText) return `${carrier} : à l'adresse indiquée dans votre commande.`;
    return `${carrier} : ${singleLine(`${a.firstname} ${a.lastname}`)}, ${singleLine(a.address)}${a.addressPart2 ? `, ${singleLine(a.addressPart2)}` : ""}, ${a.postalCode} ${singleLine(a.city)}, ${a.country.name}.`;
  }
  return "Aucune livraison : produits dématérialisés.";
}

/** « Bonjour Camille, » when the customer's words may be repeated, else « Bonjour, ». */
export function customerGreeting(order: Order, { customerText }: CustomerTextPolicy): string {
  const firstname = singleLine(order.customer.firstname || order.address.billing.firstname).trim();
  return customerText && firstname ? `Bonjour ${firstname},` : "Bonjour,";
}

const UNCONFIRMED_NOTE =
  "Votre adresse e-mail n'étant pas encore confirmée, cet e-mail ne reprend pas ce que vous avez saisi (adresses, message, personnalisations) : retrouvez le détail de la commande dans votre compte.";

/**
 * To the customer: the order is recorded, what it holds, how to pay, and (offline payment) by
 * when: `paymentDeadline`, the release of the unpaid order (lib/domain/shop/unpaid-order-release.ts).
 */
export function orderConfirmationMail(branding: MailBranding, order: Order, link: string, options: CustomerTextPolicy & { paymentDeadline?: Date | null }) {
  const subject = `Commande ${order.reference} enregistrée`;
  const deadline = options.paymentDeadline && order.paymentInstructions ? options.paymentDeadline : null;
  const rendered = renderMail(branding, {
    title: "Merci pour votre commande",
    preheader: subject,
    greeting: customerGreeting(order, options),
    paragraphs: [
      `Votre commande ${order.reference} du ${formatDate(order.createdAt)} est enregistrée. Moyen de paiement : ${order.paymentMethodLabel}.`,
      ...(order.paidAt ? [`Paiement de ${formatEuros(order.amounts.total)} reçu le ${formatDateTime(order.paidAt)}.`] : []),
      ...orderFacts(order, options),
      ...(order.paymentInstructions ? [order.paymentInstructions] : []),
      ...(deadline ? [unpaidDeadlineSentence(order, deadline)] : []),
      ...(options.customerText && order.message ? [`Votre message : ${singleLine(order.message)}`] : []),
      ...(options.customerText ? [] : [UNCONFIRMED_NOTE]),
    ],
    action: { label: "Suivre ma commande", url: link },
    notes: ["Votre facture est disponible depuis votre compte, rubrique « Mes commandes »."],
  });
  return { kind: ORDER_MAIL_KINDS.CONFIRMATION, subject, ...rendered };
}

/** « Sans paiement reçu d'ici le 12/12/2026 18:30:00, la commande sera annulée… » (retrait: « sans retrait ni paiement »). */
export function unpaidDeadlineSentence(order: Order, deadline: Date): string {
  const when = formatDateTime(deadline);
  return order.paymentMethod === "ON_SITE"
    ? `Sans retrait de la commande d'ici le ${when}, elle sera annulée et ses produits remis en vente.`
    : `Sans paiement reçu d'ici le ${when}, la commande sera annulée et ses produits remis en vente.`;
}

/** To the business: a new order to prepare. */
export function orderNotificationMail(branding: MailBranding, order: Order, link: string) {
  const subject = `Nouvelle commande ${order.reference} : ${formatEuros(order.amounts.total)}`;
  const b = order.address.billing;
  const rendered = renderMail(branding, {
    title: `Nouvelle commande ${order.reference}`,
    preheader: subject,
    greeting: "Bonjour,",
    paragraphs: [
      `${singleLine(`${b.firstname} ${b.lastname}`)} (${order.customer.email}, ${order.phone}) a passé la commande ${order.reference} : ${order.paymentMethodLabel}, ${order.statusLabel.toLowerCase()}.`,
      ...orderFacts(order, { customerText: true }),
      ...(order.message ? [`Message du client : ${singleLine(order.message)}`] : []),
    ],
    action: { label: "Voir les commandes", url: link },
    notes: [],
  });
  return { kind: ORDER_MAIL_KINDS.NOTIFICATION, subject, ...rendered };
}
