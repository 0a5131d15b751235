/**
 * French invoice arithmetic (issue 12). Prices are all taxes included (TTC); wine, accessories and
 * shipping carry the standard VAT rate of 20 % (CGI art. 278). The tax of an amount is taken out of
 * it: HT = TTC / 1.2 rounded half up to the cent, TVA = TTC − HT (so HT + TVA is always the amount paid).
 */
export const VAT_RATE_PERCENT = 20;

export function splitVat(ttc: number, ratePercent: number = VAT_RATE_PERCENT): { ht: number; vat: number; ttc: number } {
  const ht = Math.floor((ttc * 100 * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  return { ht, vat: ttc - ht, ttc };
}

/** « F000042 »: the invoice number as printed (sequential per site, without gaps). */
export function invoiceReference(invoiceNumber: number): string {
  return `F${String(invoiceNumber).padStart(6, "0")}`;
}

/**
 * The printable invoice page's own policy (the platform's answer and the storefront route that
 * passes it on): no script, no request anywhere, no form sent anywhere, framed by the site only.
 */
export const INVOICE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";
