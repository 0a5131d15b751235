import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { listAdminForms } from "@/lib/platform/services/admin/list-admin-forms";

/** Forms defined as data in the admin (docs/api.md « GET /admin/forms »): ADMIN / SUPER_ADMIN of the site. */
export const adminFormRoutes = new Hono<AppEnv>().get("/admin/forms", async (c) => {
  const site = await requireSite(c);
  await requireRole(c, ADMIN_ROLES);
  return c.json(ok(await listAdminForms(await getDb(), site.id)));
});
