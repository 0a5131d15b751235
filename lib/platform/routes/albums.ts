import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseList, parseParams } from "@/lib/platform/http/validate";
import { getAlbum } from "@/lib/platform/services/get-album";
import { ALBUM_LIST_SPEC, listAlbums } from "@/lib/platform/services/list-albums";

/** Albums (SPEC §7 GET /album, GET /album/{id}; docs/api.md « Albums »). */
export const albumRoutes = new Hono<AppEnv>()
  .get("/album", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await listAlbums(await getDb(), site.id, parseList(c, ALBUM_LIST_SPEC))));
  })
  .get("/album/:id", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ id }));
    const album = await getAlbum(await getDb(), site.id, params.id);
    if (!album) throw new ApiError("NOT_FOUND", "Album introuvable.");
    return c.json(ok(album));
  });
