import { parseByteRange } from "@/lib/domain/byte-range";
import { parseVariantFile } from "@/lib/domain/image-variants";
import { fetchImage, type ImageFile } from "@/lib/api-client/images";
import { createServerApi } from "@/lib/api-client/server";
import { resolveSiteId } from "@/lib/api-client/site-resolver";
import { requestHostHeader } from "@/lib/domain/site-host";

export const runtime = "nodejs";

/** Re-encodes a path segment; a malformed escape (e.g. "100%.svg") just fails to match. */
function safeEncode(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return "";
  }
}

const notFound = () => new Response("Image introuvable.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The file, or the one byte range the request asks (album videos: players read them by ranges). */
function serve(image: ImageFile, request: Request): Response {
  const headers: Record<string, string> = {
    "Content-Type": image.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=31536000, immutable",
    // SVGs are served as images only: no script may run if opened directly.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  const size = image.bytes.length;
  const range = parseByteRange(request.headers.get("range"), size);
  if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  if (range) {
    const part = image.bytes.subarray(range.start, range.end + 1);
    return new Response(part, {
      status: 206,
      headers: { ...headers, "Content-Length": String(part.length), "Content-Range": `bytes ${range.start}-${range.end}/${size}` },
    });
  }
  return new Response(image.bytes, { headers: { ...headers, "Content-Length": String(size) } });
}

/**
 * Image CDN path /images/<id>/<seo-name>.<ext>, and its responsive variants
 * /images/<id>/<seo-name>-<width>.<webp|avif>: the bytes come from the platform API (GET /image/:id,
 * in-process or PLATFORM_API_URL) for the site of the request's host, which serves its own images
 * only; a wrong name redirects to the canonical one.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return notFound();
  const api = createServerApi({ siteId: await resolveSiteId(requestHostHeader((name) => request.headers.get(name))) });
  const requested = `/images/${id}/${safeEncode(file)}`;
  const variant = parseVariantFile(file);
  if (variant) {
    const made = await fetchImage(api, Number(id), variant);
    if (made?.canonicalPath === requested) return serve(made, request);
    // The original itself may be called "…-640.webp"; otherwise an old name of the variant.
    if (made?.canonicalPath) {
      const original = await fetchImage(api, Number(id));
      if (original?.canonicalPath === requested) return serve(original, request);
      return new Response(null, { status: 301, headers: { Location: made.canonicalPath } });
    }
  }
  const image = await fetchImage(api, Number(id));
  if (!image) return notFound();
  if (image.canonicalPath && image.canonicalPath !== requested) {
    return new Response(null, { status: 301, headers: { Location: image.canonicalPath } });
  }
  return serve(image, request);
}
