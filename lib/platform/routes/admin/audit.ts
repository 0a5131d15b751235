import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseList } from "@/lib/platform/http/validate";
import { AUDIT_LIST_SPEC, listAudit } from "@/lib/platform/services/admin/list-audit";

/** The site's audit log: every admin write, who, when, before / after (ADMIN, SUPER_ADMIN). */
export const adminAuditRoutes = new Hono<AppEnv>().get("/admin/audit", async (c) => {
  const site = await requireSite(c);
  await requireRole(c, ADMIN_ROLES);
  return c.json(ok(await listAudit(await getDb(), site.id, parseList(c, AUDIT_LIST_SPEC))));
});
