import "server-only";
import { formatDate } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import { readText, toParameterMap } from "@/lib/domain/parameter-map";
import { splitVat, VAT_RATE_PERCENT } from "@/lib/domain/shop/invoice";
import type { Database } from "@/lib/platform/db/types";
import { escapeHtml } from "@/lib/platform/mail/escape";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import type { Order, OrderAddress } from "@/lib/schemas/shop/order";

/** The legal mention on late payment: the order's customers are consumers (see docs/api.md « Commandes », invoice). */
export const CONSUMER_LATE_PAYMENT_MENTION =
  "Vente à un consommateur : les pénalités de retard et l'indemnité forfaitaire de 40 € pour frais de recouvrement (articles L441-10 et D441-5 du Code de commerce) ne s'appliquent qu'entre professionnels et ne sont pas dues. Pas d'escompte pour paiement anticipé.";

interface InvoiceRow {
  label: string;
  quantity: number;
  unitTtc: number;
  totalTtc: number;
}

const e = escapeHtml;

function addressLines(address: OrderAddress): string {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.address,
    address.addressPart2,
    `${address.postalCode} ${address.city}`,
    address.country.name,
  ]
    .filter((line): line is string => Boolean(line))
    .map(e)
    .join("<br>");
}

/**
 * The invoice of an order as a printable HTML page (French invoice mentions, Code de commerce
 * L441-9 and CGI art. 242 nonies A): the seller (legal name, form, capital, head office, SIRET,
 * RCS, intra-community VAT number), the customer and addresses, the invoice number (sequential per
 * site, without gaps) and date, each line with its unit price HT, VAT rate, amounts HT and TTC,
 * the discount and shipping, totals HT / TVA 20 % / TTC, the payment method and terms, and the
 * late-payment mention for consumers. Amounts are the order's snapshot: never recomputed.
 */
export async function renderInvoice(db: Database, site: SiteRow, order: Order): Promise<string> {
  const map = toParameterMap(await listSiteParameters(db, site.id));
  const text = (key: string) => readText(map, key);
  const seller = text("LEGAL_COMPANY_NAME") ?? text("COMPANY_NAME") ?? site.name;
  const identity = [
    text("CORPORATE_FORM") && text("SHARE_CAPITAL") ? `${text("CORPORATE_FORM")} au capital de ${text("SHARE_CAPITAL")}` : text("CORPORATE_FORM"),
    text("HEAD_OFFICE") ? `Siège social : ${text("HEAD_OFFICE")}` : null,
    text("SIRET_NUMBER") ? `SIRET : ${text("SIRET_NUMBER")}` : null,
    text("RCS_NUMBER") ? `RCS : ${text("RCS_NUMBER")}` : null,
    text("INTRA_COMMUNITY_VAT") ? `N° de TVA intracommunautaire : ${text("INTRA_COMMUNITY_VAT")}` : null,
    [text("COMPANY_PHONE"), text("COMPANY_EMAIL")].filter(Boolean).join(" · ") || null,
  ].filter((line): line is string => Boolean(line));

  const rows: InvoiceRow[] = order.lines.map((line) => ({
    label: [line.name, line.declinationLabel, ...line.customizations.map((c) => `${c.label} : ${c.value}`)].filter((part) => part !== "").join(" – "),
    quantity: line.quantity,
    unitTtc: line.unitPrice,
    totalTtc: line.totalToPay,
  }));
  if (order.amounts.discount > 0) rows.push({ label: `Remise (code ${order.discount?.code ?? ""})`, quantity: 1, unitTtc: -order.amounts.discount, totalTtc: -order.amounts.discount });
  if (order.delivery.type === "DELIVERY" || order.delivery.type === "PICKUP") {
    rows.push({ label: `Livraison : ${order.delivery.carrier?.name ?? ""}${order.amounts.shippingDiscount > 0 ? " (offerte par le code promo)" : ""}`, quantity: 1, unitTtc: order.amounts.shipping, totalTtc: order.amounts.shipping });
  }
  const ht = (ttc: number) => (ttc < 0 ? -splitVat(-ttc).ht : splitVat(ttc).ht);
  const totalHt = rows.reduce((sum, row) => sum + ht(row.totalTtc), 0);
  const totalVat = order.amounts.total - totalHt;

  const paid = order.paidAt ? `Payée le ${formatDate(order.paidAt)} (${order.paymentMethodLabel}).` : `À régler par ${order.paymentMethodLabel.toLowerCase()}, à réception.`;
  const cancelled = order.status === "CANCELLED" ? "<p class=\"flag\">Commande annulée : cette facture est annulée.</p>" : order.status === "REFUNDED" ? "<p class=\"flag\">Commande remboursée.</p>" : "";

  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Facture ${e(order.reference)} – ${e(seller)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#222;margin:2rem auto;max-width:56rem;padding:0 1rem;font-size:14px}
h1{font-size:1.6rem;margin:0 0 .25rem}
.head{display:flex;justify-content:space-between;gap:2rem;flex-wrap:wrap}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
.totals td{border:none}
.small{font-size:12px;color:#555}
.flag{font-weight:bold;color:#a00}
@media print{body{margin:0}}
</style>
</head>
<body>
<div class="head">
<div><strong>${e(seller)}</strong><br>${identity.map(e).join("<br>")}</div>
<div><h1>Facture ${e(order.reference)}</h1>Date de facture : ${e(formatDate(order.createdAt))}<br>Commande n° ${e(order.reference)} du ${e(formatDate(order.createdAt))}</div>
</div>
${cancelled}
<div class="head">
<div><strong>Facturé à</strong><br>${addressLines(order.address.billing)}<br>${e(order.customer.email)}</div>
${order.address.delivery ? `<div><strong>Livré à</strong><br>${addressLines(order.address.delivery)}</div>` : ""}
</div>
<table>
<thead><tr><th>Désignation</th><th class="n">Qté</th><th class="n">PU HT</th><th class="n">TVA</th><th class="n">Total HT</th><th class="n">Total TTC</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td>${e(row.label)}</td><td class="n">${row.quantity}</td><td class="n">${e(formatEuros(ht(row.unitTtc)))}</td><td class="n">${VAT_RATE_PERCENT} %</td><td class="n">${e(formatEuros(ht(row.totalTtc)))}</td><td class="n">${e(formatEuros(row.totalTtc))}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>
<table class="totals">
<tr><td></td><td class="n">Total HT</td><td class="n">${e(formatEuros(totalHt))}</td></tr>
<tr><td></td><td class="n">TVA ${VAT_RATE_PERCENT} %</td><td class="n">${e(formatEuros(totalVat))}</td></tr>
<tr><td></td><td class="n"><strong>Total TTC</strong></td><td class="n"><strong>${e(formatEuros(order.amounts.total))}</strong></td></tr>
</table>
<p>Conditions de paiement : ${e(paid)}</p>
<p class="small">${e(CONSUMER_LATE_PAYMENT_MENTION)}</p>
<p class="small">Prix en euros. TVA au taux normal de ${VAT_RATE_PERCENT} % (vins, accessoires et livraison).</p>
</body>
</html>
`;
}
