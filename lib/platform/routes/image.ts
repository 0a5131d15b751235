import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { VARIANT_FORMATS } from "@/lib/domain/image-variants";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { requireSite, SITE_HEADER } from "@/lib/platform/http/request-context";
import { parseParams, parseWith } from "@/lib/platform/http/validate";
import { readImage } from "@/lib/platform/services/read-image";

/** `?width=640&format=webp`: one responsive variant instead of the original (both or neither). */
const variantQuery = z
  .object({
    width: z.string().regex(/^\d{1,5}$/, { error: "La largeur doit être un entier." }).transform(Number).optional(),
    format: z.enum(VARIANT_FORMATS, { error: "Format inconnu (webp ou avif)." }).optional(),
  })
  .refine((q) => (q.width === undefined) === (q.format === undefined), { error: "Donnez la largeur et le format ensemble.", path: ["width"] });

/**
 * GET /image/:id — the bytes of a stored image (not an envelope: the body is the file, with its
 * content type); errors are envelopes. Images are public: without X-Site-Id any image is served by
 * id; with it (the storefront's image route sends its host's site), only that site's images, so a
 * site's host never serves another site's files.
 * `Link: <path>; rel="canonical"` gives the SEO path the storefront serves it at.
 */
export const imageRoutes = new Hono<AppEnv>().get("/image/:id", async (c) => {
  const params = parseParams(c, z.object({ id }));
  const query = parseWith(variantQuery, { width: c.req.query("width"), format: c.req.query("format") });
  const variant = query.width !== undefined && query.format !== undefined ? { width: query.width, format: query.format } : undefined;
  const site = c.req.header(SITE_HEADER) === undefined ? null : await requireSite(c);
  const image = await readImage(await getDb(), params.id, variant, site?.id);
  if (!image) throw new ApiError("NOT_FOUND", "Image introuvable.");
  return c.body(new Uint8Array(image.bytes), 200, {
    "Content-Type": image.mimeType,
    "Content-Length": String(image.bytes.length),
    Link: `<${image.path}>; rel="canonical"`,
    // SVGs are served as images only: no script may run if opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
