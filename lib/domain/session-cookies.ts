/**
 * The cookies of a session (SPEC §4: login sets token and site id cookies, one day), named once for
 * the platform that sets them, the edge's page cache that reads them and the browser.
 *
 * - `token`: the secret, HttpOnly.
 * - `idSite`: readable by scripts; its presence tells the browser it holds a session (the account
 *   link, then GET /user for the profile), the page being the same for every customer.
 * - `staff`: readable, set for ADMIN and SUPER_ADMIN sessions only: the page cache never replays a
 *   page to them (they get drafts and the editor). Not a secret and never trusted for access: a
 *   forged one only costs its sender a fresh render, a missing one shows an admin the visitors' page
 *   until the browser puts it back (components/app-shell/session-loader.tsx).
 */
export const TOKEN_COOKIE = "token";
export const SITE_COOKIE = "idSite";
export const STAFF_COOKIE = "staff";

const STAFF_ROLES: ReadonlySet<string> = new Set(["ADMIN", "SUPER_ADMIN"]);

/** Roles that edit the site (the `staff` cookie, the admin toolbar). */
export function isStaffRole(role: string): boolean {
  return STAFF_ROLES.has(role);
}

/** Whether a Cookie header holds a cookie of that name with a value. */
export function hasCookie(cookieHeader: string, name: string): boolean {
  const prefix = `${name}=`;
  return cookieHeader.split(";").some((part) => {
    const trimmed = part.trim();
    return trimmed.startsWith(prefix) && trimmed.length > prefix.length;
  });
}
