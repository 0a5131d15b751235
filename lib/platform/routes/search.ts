import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseWith } from "@/lib/platform/http/validate";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { searchSite } from "@/lib/platform/services/search-site";
import { searchQuerySchema } from "@/lib/schemas/search";

/** Searches per client address and site, per minute (docs/api.md « Limits »). */
export const SEARCH_LIMIT = { perIp: 60, windowSeconds: 60 } as const;

/** GET /search?q=&page=&nbItem= : the site's pages, news, workshops, services, blog articles and products, in French. */
export const searchRoutes = new Hono<AppEnv>().get("/search", async (c) => {
  const site = await requireSite(c);
  const query = parseWith(searchQuerySchema, c.req.query(), "q");
  await checkRateLimit(`search:ip:${site.id}:${clientIp(c)}`, SEARCH_LIMIT.perIp, SEARCH_LIMIT.windowSeconds);
  return c.json(ok(await searchSite(await getDb(), site, query)));
});
