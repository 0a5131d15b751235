/**
 * E-mailed links that carry a secret token in their path (`/password/reset/<token>`, …). The token
 * must never stay in the address bar, where analytics page views and Referer headers would read
 * it: proxy.ts moves it into a short-lived HttpOnly cookie scoped to the tokenless page and
 * answers 303 to that page, which reads the cookie on the server. The page cache never stores
 * these pages (server/page-cache.ts).
 */
export interface SecretLink {
  /** The tokenless page, e.g. /password/reset. */
  page: string;
  /** The cookie holding the token, scoped to `page`. */
  cookie: string;
  /** Segments under `page` that are pages of their own, not tokens. */
  reserved: readonly string[];
}

export const SECRET_LINKS: readonly SecretLink[] = [
  { page: "/password/reset", cookie: "reset_token", reserved: ["ask"] },
  { page: "/newsletter/confirmation", cookie: "newsletter_token", reserved: [] },
  { page: "/email/verification", cookie: "email_token", reserved: [] },
  { page: "/rendez-vous", cookie: "appointment_token", reserved: [] },
  { page: "/donner-mon-avis", cookie: "review_token", reserved: [] },
  { page: "/ateliers/annulation", cookie: "workshop_cancel_token", reserved: [] },
  { page: "/ateliers/confirmation", cookie: "workshop_confirm_token", reserved: [] },
  { page: "/ateliers/place-proposee", cookie: "workshop_offer_token", reserved: [] },
];

/** The token cookie lives 15 minutes: long enough to fill a form, short enough not to linger. */
export const SECRET_COOKIE_MAX_AGE_SECONDS = 15 * 60;

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The link and its token when `pathname` is `<page>/<token>`, else null. */
export function matchSecretLink(pathname: string): { link: SecretLink; token: string } | null {
  for (const link of SECRET_LINKS) {
    if (!pathname.startsWith(`${link.page}/`)) continue;
    const token = pathname.slice(link.page.length + 1);
    if (TOKEN.test(token) && !link.reserved.includes(token)) return { link, token };
  }
  return null;
}

/**
 * Whether a path is one of these pages or a link to them (rendered for one visitor only, never
 * cached); their reserved sub-pages (/password/reset/ask) are ordinary pages.
 */
export function isSecretLinkPath(pathname: string): boolean {
  return SECRET_LINKS.some(
    (link) => pathname === link.page || (pathname.startsWith(`${link.page}/`) && !link.reserved.includes(pathname.slice(link.page.length + 1))),
  );
}
