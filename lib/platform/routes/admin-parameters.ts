import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams } from "@/lib/platform/http/validate";
import { updateSiteParameter } from "@/lib/platform/services/update-site-parameter";

const typeParam = z.object({
  type: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, { error: "Clé de paramètre invalide (majuscules, chiffres et « _ »)." }),
});
const body = z.strictObject({
  value: z.string().max(200_000, { error: "La valeur est trop longue (200 000 caractères au plus)." }).nullable(),
});

/** Site owners' settings (ADMIN, SUPER_ADMIN): one parameter at a time. */
export const adminParameterRoutes = new Hono<AppEnv>().put("/admin/parameter/:type", async (c) => {
  const site = await requireSite(c);
  await requireRole(c, ADMIN_ROLES);
  const { type } = parseParams(c, typeParam);
  const { value } = await parseJsonBody(c, body);
  return c.json(ok(await updateSiteParameter(await getDb(), site.id, type, value)));
});
