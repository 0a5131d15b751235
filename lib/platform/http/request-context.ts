import "server-only";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import { findSite, type SiteRow } from "@/lib/platform/services/find-site";
import { findSessionUser, type SessionUser } from "@/lib/platform/services/find-session-user";
import type { UserRole } from "@/lib/platform/services/find-session-user";
import { TOKEN_COOKIE } from "@/lib/domain/session-cookies";
import type { AppEnv } from "./app-env";

export const SITE_HEADER = "X-Site-Id";
export { TOKEN_COOKIE };

/** The site of the request (X-Site-Id), or 400. Every site-scoped handler starts here. */
/** What a shop call on a site whose shop is off answers (404: there is no shop to find). */
export const NO_SHOP_MESSAGE = "Ce site n'a pas de boutique en ligne.";

/** The site of the request, which must have its shop on (isECommerce): every catalogue and cart call. */
export async function requireShop(c: Context<AppEnv>): Promise<SiteRow> {
  const site = await requireSite(c);
  if (!site.isECommerce) throw new ApiError("NOT_FOUND", NO_SHOP_MESSAGE);
  return site;
}

export async function requireSite(c: Context<AppEnv>): Promise<SiteRow> {
  const cached = c.get("site");
  if (cached) return cached;
  const raw = c.req.header(SITE_HEADER)?.trim();
  if (!raw) throw new ApiError("SITE_REQUIRED");
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError("UNKNOWN_SITE", "L'en-tête X-Site-Id doit être un identifiant numérique.");
  const site = await findSite(await getDb(), Number(raw));
  if (!site) throw new ApiError("UNKNOWN_SITE");
  c.set("site", site);
  return site;
}

/** The bearer token from `Authorization: Bearer …`, else the token cookie. */
function readToken(c: Context<AppEnv>): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization")?.trim() ?? "");
  return bearer?.[1] ?? getCookie(c, TOKEN_COOKIE) ?? null;
}

/** The logged-in user of this site, or null. A token of another site is not a login here. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get("user");
  if (cached !== undefined) return cached;
  const site = await requireSite(c);
  const token = readToken(c);
  const user = token ? await findSessionUser(await getDb(), site.id, token) : null;
  c.set("user", user);
  return user;
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new ApiError("UNAUTHORIZED");
  return user;
}

export const ADMIN_ROLES: readonly UserRole[] = ["ADMIN", "SUPER_ADMIN"];

export async function requireRole(c: Context<AppEnv>, roles: readonly UserRole[]): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!roles.includes(user.role)) throw new ApiError("FORBIDDEN");
  return user;
}
