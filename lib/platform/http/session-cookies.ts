import "server-only";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { getEnv } from "@/lib/env";
import { SESSION_TTL_SECONDS } from "@/lib/platform/services/session-token";
import type { AppEnv } from "./app-env";
import { isStaffRole, SITE_COOKIE, STAFF_COOKIE, TOKEN_COOKIE } from "@/lib/domain/session-cookies";

export { SITE_COOKIE };

/** https as seen by the client: the URL, or the reverse proxy's X-Forwarded-Proto. */
function isHttps(c: Context<AppEnv>): boolean {
  const forwarded = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded ? forwarded === "https" : new URL(c.req.url).protocol === "https:";
}

/** Secure only in production over https: a dev server on http://localhost must still get the cookie. */
export function secureCookies(c: Context<AppEnv>): boolean {
  return getEnv().NODE_ENV === "production" && isHttps(c);
}

/**
 * token (HttpOnly: scripts never see it) and idSite, both for SESSION_TTL_SECONDS; for an ADMIN or
 * SUPER_ADMIN also `staff`, which keeps the page cache from replaying visitors' pages to them
 * (lib/domain/session-cookies.ts), and which a customer's session drops.
 */
export function setSessionCookies(c: Context<AppEnv>, token: string, siteId: number, role: string): void {
  const common = { path: "/", sameSite: "Lax", maxAge: SESSION_TTL_SECONDS, secure: secureCookies(c) } as const;
  setCookie(c, TOKEN_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, SITE_COOKIE, String(siteId), common);
  if (isStaffRole(role)) setCookie(c, STAFF_COOKIE, "1", common);
  else if (getCookie(c, STAFF_COOKIE) !== undefined) deleteCookie(c, STAFF_COOKIE, { path: "/", sameSite: "Lax", secure: secureCookies(c) });
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  const common = { path: "/", sameSite: "Lax", secure: secureCookies(c) } as const;
  deleteCookie(c, TOKEN_COOKIE, { ...common, httpOnly: true });
  deleteCookie(c, SITE_COOKIE, common);
  deleteCookie(c, STAFF_COOKIE, common);
}

/** Every session token the request carries: the Bearer header and the token cookie (logout ends both). */
export function requestTokens(c: Context<AppEnv>): string[] {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization")?.trim() ?? "")?.[1];
  const cookie = getCookie(c, TOKEN_COOKIE);
  return [...new Set([bearer, cookie].filter((t): t is string => Boolean(t)))];
}
