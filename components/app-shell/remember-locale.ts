import { localeCookieAssignment, readLocale, SITE_LOCALE } from "@/lib/domain/locale-cookie";

/**
 * Keeps the site's language in the `locale` cookie for 365 days (SPEC §9), written once when the
 * visitor has none or another one; a visit with it already set writes nothing. Secure on https.
 */
export function rememberLocale(doc: Document = document): void {
  if (readLocale(doc.cookie) === SITE_LOCALE) return;
  doc.cookie = localeCookieAssignment(doc.location.protocol === "https:");
}
