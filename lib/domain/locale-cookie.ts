/**
 * The visitor's language (SPEC §9: a locale cookie kept 365 days), the user language header of the
 * browser's platform calls (SPEC §7). The sites are French only: it holds `fr`. Written by the
 * browser (components/app-shell/remember-locale.ts), never by a page answer, so that pages stay
 * storable by the page cache (a page that sets a cookie is never stored); not a session cookie, it
 * changes nothing of what a page shows. A preference of the interface: no consent needed (the cookie
 * policy lists it among the strictly necessary ones).
 */
export const LOCALE_COOKIE = "locale";
export const SITE_LOCALE = "fr";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A language tag as the cookie may hold it ("fr", "fr-FR"); anything else is ignored. */
const LANGUAGE_TAG = /^[a-z]{2}(-[A-Z]{2})?$/;

/** The `document.cookie` assignment that keeps the site's language for 365 days. */
export function localeCookieAssignment(secure: boolean): string {
  return `${LOCALE_COOKIE}=${SITE_LOCALE}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The language a Cookie header (or `document.cookie`) holds, when it is a language tag. */
export function readLocale(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2) as [string, string | undefined];
    if (name === LOCALE_COOKIE && value !== undefined && LANGUAGE_TAG.test(value)) return value;
  }
  return null;
}
