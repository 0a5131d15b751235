import "server-only";
import { formatDate, formatDateTime } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import type { Order } from "@/lib/schemas/shop/order";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const ORDER_MAIL_KINDS = { CONFIRMATION: "ORDER_CONFIRMATION", NOTIFICATION: "ORDER_NOTIFICATION" } as const;

/** The order's lines, totals and delivery as lines of text (every value escaped by the layout). */
function orderFacts(order: Order): string[] {
  const lines = order.lines.map((line) => {
    const label = [line.name, line.declinationLabel].filter((part) => part !== "").join(" – ");
    const extras = line.customizations.map((c) => `${c.label} : ${c.value}`).join(" ; ");
    return `${line.quantity} × ${singleLine(label)} : ${formatEuros(line.totalToPay)}${extras ? ` (${singleLine(extras)})` : ""}`;
  });
  const amounts = order.amounts;
  const totals = [
    `Produits : ${formatEuros(amounts.totalProductToPay)}`,
    ...(order.discount && amounts.discount > 0 ? [`Code promo ${order.discount.code} : −${formatEuros(amounts.discount)}`] : []),
    `Livraison : ${amounts.shipping === 0 ? "offerte" : formatEuros(amounts.shipping)}${order.discount && amounts.shippingDiscount > 0 ? ` (code promo ${order.discount.code})` : ""}`,
    `Total TTC : ${formatEuros(amounts.total)}`,
  ];
  return [...lines, totals.join(" · "), deliveryFact(order)];
}

function deliveryFact(order: Order): string {
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
    return `Livraison à domicile (${singleLine(delivery.carrier?.name ?? "")}) : ${singleLine(`${a.firstname} ${a.lastname}`)}, ${singleLine(a.address)}${a.addressPart2 ? `, ${singleLine(a.addressPart2)}` : ""}, ${a.postalCode} ${singleLine(a.city)}, ${a.country.name}.`;
  }
  return "Aucune livraison : produits dématérialisés.";
}

/** To the customer: the order is recorded, what it holds, how to pay. */
export function orderConfirmationMail(branding: MailBranding, order: Order, link: string) {
  const subject = `Commande ${order.reference} enregistrée`;
  const rendered = renderMail(branding, {
    title: "Merci pour votre commande",
    preheader: subject,
    greeting: `Bonjour ${singleLine(order.customer.firstname || order.address.billing.firstname)},`,
    paragraphs: [
      `Votre commande ${order.reference} du ${formatDate(order.createdAt)} est enregistrée. Moyen de paiement : ${order.paymentMethodLabel}.`,
      ...(order.paidAt ? [`Paiement de ${formatEuros(order.amounts.total)} reçu le ${formatDateTime(order.paidAt)}.`] : []),
      ...orderFacts(order),
      ...(order.paymentInstructions ? [order.paymentInstructions] : []),
      ...(order.message ? [`Votre message : ${singleLine(order.message)}`] : []),
    ],
    action: { label: "Suivre ma commande", url: link },
    notes: ["Votre facture est disponible depuis votre compte, rubrique « Mes commandes »."],
  });
  return { kind: ORDER_MAIL_KINDS.CONFIRMATION, subject, ...rendered };
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
      ...orderFacts(order),
      ...(order.message ? [`Message du client : ${singleLine(order.message)}`] : []),
    ],
    action: { label: "Voir les commandes", url: link },
    notes: [],
  });
  return { kind: ORDER_MAIL_KINDS.NOTIFICATION, subject, ...rendered };
}
