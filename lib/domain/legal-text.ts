import { readText, type ParameterMap } from "./parameter-map";

/**
 * Legal texts (LEGAL_NOTICE, PRIVACY_POLICY, COOKIE_POLICY, USE_TERMS, SALE_TERMS) are HTML with
 * `{{KEY}}` placeholders for company data (SPEC §1). They are filled at render time, so a change of
 * company data shows everywhere at once. A value that is missing never shows as a raw token.
 */

export const LEGAL_PAGES = {
  LEGAL_NOTICE: { path: "/legal-notice", title: "Mentions légales" },
  PRIVACY_POLICY: { path: "/privacy-policy", title: "Politique de confidentialité" },
  COOKIE_POLICY: { path: "/cookie-policy", title: "Politique des cookies" },
  USE_TERMS: { path: "/use-terms", title: "Conditions générales d'utilisation" },
  SALE_TERMS: { path: "/sale-terms", title: "Conditions générales de vente" },
} as const;

export type LegalTextKey = keyof typeof LEGAL_PAGES;

/** Placeholders a legal text may contain, each read from the parameter of the same name. */
export const LEGAL_PLACEHOLDERS = [
  "LEGAL_AGENT",
  "LEGAL_COMPANY_NAME",
  "CORPORATE_FORM",
  "SIRET_NUMBER",
  "HEAD_OFFICE",
  "COMPANY_PHONE",
  "COMPANY_EMAIL",
  "COMPANY_NAME",
  "SHARE_CAPITAL",
  "RCS_NUMBER",
  "HOSTING_PROVIDER",
] as const;

/** Shown in place of a company detail the owner has not filled in. */
export const MISSING_VALUE_TEXT = "[information non renseignée]";

const PLACEHOLDER = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g;

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** "84712390800018" → "847 123 908 00018" (SIREN + NIC), other values unchanged. */
export function formatSiret(value: string): string {
  const digits = value.replace(/\s+/g, "");
  return /^\d{14}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}` : value;
}

/** The values of the placeholders, with the fallbacks a visitor would expect. */
export function legalPlaceholderValues(map: ParameterMap, siteName: string): Record<string, string | null> {
  const companyName = readText(map, "COMPANY_NAME") ?? siteName;
  const siret = readText(map, "SIRET_NUMBER");
  return {
    LEGAL_AGENT: readText(map, "LEGAL_AGENT"),
    LEGAL_COMPANY_NAME: readText(map, "LEGAL_COMPANY_NAME") ?? companyName,
    CORPORATE_FORM: readText(map, "CORPORATE_FORM"),
    SIRET_NUMBER: siret ? formatSiret(siret) : null,
    HEAD_OFFICE: readText(map, "HEAD_OFFICE"),
    COMPANY_PHONE: readText(map, "COMPANY_PHONE"),
    COMPANY_EMAIL: readText(map, "COMPANY_EMAIL"),
    COMPANY_NAME: companyName,
    SHARE_CAPITAL: readText(map, "SHARE_CAPITAL"),
    RCS_NUMBER: readText(map, "RCS_NUMBER"),
    HOSTING_PROVIDER: readText(map, "HOSTING_PROVIDER"),
  };
}

/**
 * Replaces every placeholder with its HTML-escaped value. Unknown or empty placeholders become
 * MISSING_VALUE_TEXT; a mailto:/tel: link whose address is missing loses its href.
 */
export function fillLegalText(html: string, values: Record<string, string | null>): string {
  const withoutDeadLinks = html.replace(/href="(mailto:|tel:)\{\{\s*([A-Z0-9_]+)\s*\}\}"/g, (match, scheme: string, key: string) => {
    const value = values[key];
    return value ? `href="${scheme}${encodeURI(value.replace(/\s+/g, scheme === "tel:" ? "" : " "))}"` : "";
  });
  return withoutDeadLinks.replace(PLACEHOLDER, (_match, key: string) => {
    const value = values[key];
    return value ? escapeHtml(value) : MISSING_VALUE_TEXT;
  });
}

/**
 * Legal texts open with their own <h2> title while the page already shows it as its h1: the
 * duplicate is dropped and the remaining headings move up one level (h3 → h2, h4 → h3), so the
 * outline has no gap.
 */
export function promoteLegalHeadings(html: string): string {
  const withoutTitle = html.replace(/^\s*<h2>[\s\S]*?<\/h2>\s*/, "");
  if (withoutTitle === html) return html;
  if (/<h2[\s>]/.test(withoutTitle)) return withoutTitle;
  return withoutTitle.replace(/<(\/?)h([34])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);
}

/** The legal text parameter types (the TEXT parameters of the LEGAL theme). */
export const LEGAL_TEXT_TYPES = Object.keys(LEGAL_PAGES) as LegalTextKey[];

export function isLegalTextType(type: string): type is LegalTextKey {
  return Object.hasOwn(LEGAL_PAGES, type);
}

/** The known placeholders a text uses, each once, in order of first use. */
export function placeholdersIn(html: string | null): string[] {
  const found = new Set<string>();
  for (const match of (html ?? "").matchAll(PLACEHOLDER)) {
    const key = match[1]!;
    if ((LEGAL_PLACEHOLDERS as readonly string[]).includes(key)) found.add(key);
  }
  return [...found];
}

/**
 * The French legal autopilot: the company parameters a legal text's placeholders need that are
 * still empty (each placeholder reads the parameter of the same name; COMPANY_NAME and
 * LEGAL_COMPANY_NAME fall back to the site's name, as on the page). Visitors would otherwise read
 * MISSING_VALUE_TEXT in their place.
 */
export function missingLegalParameters(html: string | null, map: ParameterMap, siteName: string): string[] {
  const values = legalPlaceholderValues(map, siteName);
  return placeholdersIn(html).filter((key) => !values[key]);
}
