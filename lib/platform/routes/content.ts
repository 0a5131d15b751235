import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { idParam as id, routeParam as route } from "@/lib/platform/http/params";
import { parseList, parseParams } from "@/lib/platform/http/validate";
import { ELEMENT_LIST_SPEC, getElement, listElements } from "@/lib/platform/services/list-elements";
import { listNews, NEWS_LIST_SPEC } from "@/lib/platform/services/list-news";
import { getPage, getPageTree } from "@/lib/platform/services/pages";
import { withWorkshopSeats } from "@/lib/platform/services/workshop-seats";

export const contentRoutes = new Hono<AppEnv>()
  .get("/news", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await listNews(await getDb(), site.id, parseList(c, NEWS_LIST_SPEC))));
  })
  .get("/element/:route", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ route }));
    const db = await getDb();
    const list = await listElements(db, site.id, params.route, parseList(c, ELEMENT_LIST_SPEC));
    return c.json(ok({ ...list, items: await withWorkshopSeats(db, site.id, list.items) }));
  })
  .get("/element/:route/:id", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ route, id }));
    const db = await getDb();
    const element = await getElement(db, site.id, params.route, params.id);
    if (!element) throw new ApiError("NOT_FOUND", "Élément introuvable.");
    const [withSeats] = await withWorkshopSeats(db, site.id, [element]);
    return c.json(ok(withSeats));
  })
  .get("/page", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await getPageTree(await getDb(), site.id)));
  })
  .get("/page/:id", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ id }));
    const page = await getPage(await getDb(), site.id, params.id);
    if (!page) throw new ApiError("NOT_FOUND", "Page introuvable.");
    return c.json(ok(page));
  });
