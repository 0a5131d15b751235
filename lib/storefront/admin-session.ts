import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getParsed } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { markVisitorDependent } from "@/lib/api-client/render-audience";
import { createServerApi, getVisitor } from "@/lib/api-client/server";
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
  const token = (await cookies()).get("token")?.value;
  if (!token) return null;
  const visitor = await getVisitor();
  try {
    const admin = await getParsed(createServerApi(visitor), "/admin/session", adminSessionSchema);
    // A customer's page is the visitors' one (unmarked, the page cache may keep it); an admin's
    // holds the toolbar and drafts.
    markVisitorDependent(visitor.renderId);
    return admin;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 401 || error.status === 403)) return null;
    logger.warn("admin session not resolved", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});
