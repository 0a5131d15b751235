import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseWith } from "@/lib/platform/http/validate";
import { findPageRedirect } from "@/lib/platform/services/find-page-redirect";

const query = z.object({ path: z.string({ error: "Le chemin est obligatoire." }).max(500, { error: "Chemin trop long." }) });

/** GET /page-redirect?path=old/url: where an old page url leads now (the proxy answers 308 there). */
export const pageRedirectRoutes = new Hono<AppEnv>().get("/page-redirect", async (c) => {
  const site = await requireSite(c);
  const { path } = parseWith(query, c.req.query());
  const url = await findPageRedirect(await getDb(), site.id, path);
  return c.json(ok(url === null ? null : { url }));
});
