import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { listDomains } from "@/lib/platform/services/admin/list-domains";

/** The host names the site answers on (ADMIN, SUPER_ADMIN; read only). */
export const adminDomainRoutes = new Hono<AppEnv>().get("/admin/domains", async (c) => {
  const site = await requireSite(c);
  await requireRole(c, ADMIN_ROLES);
  return c.json(ok(await listDomains(await getDb(), site.id)));
});
