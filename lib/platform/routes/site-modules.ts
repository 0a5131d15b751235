import "server-only";
import { Hono } from "hono";
import { popupPageUrl } from "@/lib/domain/popup-pages";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { isComponentSlug } from "@/lib/schemas/component-config";
import { loadSvgSchema } from "@/lib/schemas/popup";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams, parseWith } from "@/lib/platform/http/validate";
import { getComponentConfig } from "@/lib/platform/services/get-component-config";
import { findPopup, listPopups } from "@/lib/platform/services/list-popups";
import { loadSiteSvg } from "@/lib/platform/services/load-site-svg";

const slugParam = z
  .string()
  .max(64, { error: "Nom de composant trop long." })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "Le composant doit être un identifiant en minuscules (ex. workshop-booking)." });

/** `?path=/` or `?path=/nous-contacter`: the page (as its url: "" for the home). */
const popupQuery = z.object({
  path: z
    .string()
    .max(500, { error: "Chemin trop long." })
    .regex(/^\/[^\s]*$/, { error: "Le chemin doit commencer par /." })
    .transform(popupPageUrl)
    .optional(),
});

/** GET /popup[/{id}], GET /component/conf/{slug}, POST /image/load-svg. */
export const siteModuleRoutes = new Hono<AppEnv>()
  .get("/popup", async (c) => {
    const site = await requireSite(c);
    const query = parseWith(popupQuery, { path: c.req.query("path") });
    return c.json(ok(await listPopups(await getDb(), site.id, query.path ?? null)));
  })
  .get("/popup/:id", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ id }));
    const popup = await findPopup(await getDb(), site.id, params.id);
    if (!popup) throw new ApiError("NOT_FOUND", "Fenêtre introuvable.");
    return c.json(ok(popup));
  })
  .get("/component/conf/:slug", async (c) => {
    const site = await requireSite(c);
    const { slug } = parseParams(c, z.object({ slug: slugParam }));
    if (!isComponentSlug(slug)) throw new ApiError("NOT_FOUND", "Composant inconnu.");
    return c.json(ok({ slug, config: await getComponentConfig(await getDb(), site.id, slug) }));
  })
  .post("/image/load-svg", async (c) => {
    const site = await requireSite(c);
    const { url } = await parseJsonBody(c, loadSvgSchema);
    return c.json(ok(await loadSiteSvg(await getDb(), site, url)));
  });
