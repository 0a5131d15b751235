import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { parseParams } from "@/lib/platform/http/validate";
import { readImage } from "@/lib/platform/services/read-image";

/**
 * GET /image/:id — the bytes of a stored image (not an envelope: the body is the file, with its
 * content type); errors are envelopes. Images are public, served by id whatever the site header.
 * `Link: <path>; rel="canonical"` gives the SEO path the storefront serves it at.
 */
export const imageRoutes = new Hono<AppEnv>().get("/image/:id", async (c) => {
  const params = parseParams(c, z.object({ id }));
  const image = await readImage(await getDb(), params.id);
  if (!image) throw new ApiError("NOT_FOUND", "Image introuvable.");
  return c.body(new Uint8Array(image.bytes), 200, {
    "Content-Type": image.mimeType,
    "Content-Length": String(image.bytes.length),
    Link: `<${image.path}>; rel="canonical"`,
    // SVGs are served as images only: no script may run if opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
