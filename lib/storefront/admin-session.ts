import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getParsed } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { markVisitorDependent } from "@/lib/api-client/render-audience";
import { createServerApi, getRequestSite } from "@/lib/api-client/server";
import { TOKEN_COOKIE } from "@/lib/domain/session-cookies";
import { logger } from "@/lib/log/logger";
import { adminSessionSchema, type AdminSession } from "@/lib/schemas/admin/layouts";

export type { AdminSession };

/**
 * The admin (ADMIN / SUPER_ADMIN of this site) behind the page request's `token` cookie, or null.
 * A visitor without the cookie costs nothing (no API call, no database); with one, a single
 * GET /admin/session through the one API client, once per request (React `cache`). 401 / 403 (a
 * customer, an expired or foreign session) → null; so does an unreachable platform (logged): the
 * visitor's page is served, without the panel or the draft.
 */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => {
  // The token is read without getVisitor on purpose: a customer's page is every visitor's (the
  // page cache may share it), so only finding an admin makes the render the visitor's.
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  if (!token) return null;
  const visitor = { ...(await getRequestSite()), token };
  try {
    const admin = await getParsed(createServerApi(visitor), "/admin/session", adminSessionSchema);
    // An admin's page holds the toolbar and drafts.
    markVisitorDependent(visitor.renderId);
    return admin;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 401 || error.status === 403)) return null;
    logger.warn("admin session not resolved", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});
