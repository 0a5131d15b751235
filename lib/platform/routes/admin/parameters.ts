import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { LEGAL_TEXT_TYPES } from "@/lib/domain/legal-text";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams, parseWith } from "@/lib/platform/http/validate";
import { getLegalChecklist } from "@/lib/platform/services/admin/get-legal-checklist";
import { listAdminFonts } from "@/lib/platform/services/admin/list-admin-fonts";
import { listAdminParameters } from "@/lib/platform/services/admin/list-admin-parameters";
import { resetParameter } from "@/lib/platform/services/admin/reset-parameter";
import { updateFont } from "@/lib/platform/services/admin/update-font";
import { updateParameter } from "@/lib/platform/services/admin/update-parameter";
import { FONT_TYPES, fontInputSchema, parameterInputSchema } from "@/lib/schemas/admin/parameters";

const typeParam = z.object({
  type: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, { error: "Clé de paramètre invalide (majuscules, chiffres et « _ »)." }),
});
const fontParam = z.object({ type: z.enum(FONT_TYPES, { error: "Police inconnue (TITLE, CONTENT ou MENU)." }) });
const checklistQuery = z.object({
  text: z.enum(LEGAL_TEXT_TYPES, { error: `Texte légal inconnu (${LEGAL_TEXT_TYPES.join(", ")}).` }).optional(),
});

/** Theme and parameters of the site (ADMIN, SUPER_ADMIN): catalogue, values, reset, fonts, legal checklist. */
export const adminParametersRoutes = new Hono<AppEnv>()
  .get("/admin/parameters", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listAdminParameters(await getDb(), site.id)));
  })
  .put("/admin/parameter/:type", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { type } = parseParams(c, typeParam);
    const { value } = await parseJsonBody(c, parameterInputSchema);
    return c.json(ok(await updateParameter(await getDb(), site.id, user, type, value)));
  })
  .delete("/admin/parameter/:type", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { type } = parseParams(c, typeParam);
    return c.json(ok(await resetParameter(await getDb(), site.id, user, type)));
  })
  .get("/admin/fonts", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listAdminFonts(await getDb(), site.id)));
  })
  .put("/admin/font/:type", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { type } = parseParams(c, fontParam);
    const input = await parseJsonBody(c, fontInputSchema);
    return c.json(ok(await updateFont(await getDb(), site.id, user, type, input)));
  })
  .get("/admin/legal/checklist", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { text } = parseWith(checklistQuery, { text: c.req.query("text") || undefined }, "text");
    return c.json(ok(await getLegalChecklist(await getDb(), site, text)));
  });
