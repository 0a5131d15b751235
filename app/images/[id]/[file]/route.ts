import { fetchImage } from "@/lib/api-client/images";
import { createServerApi } from "@/lib/api-client/server";

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

/**
 * Image CDN path /images/<id>/<seo-name>.<ext>: the bytes come from the platform API
 * (GET /image/:id, in-process or PLATFORM_API_URL); a wrong name redirects to the canonical one.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return notFound();
  const image = await fetchImage(createServerApi(undefined), Number(id));
  if (!image) return notFound();
  if (image.canonicalPath && image.canonicalPath !== `/images/${id}/${safeEncode(file)}`) {
    return new Response(null, { status: 301, headers: { Location: image.canonicalPath } });
  }
  return new Response(image.bytes, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      // SVGs are served as images only: no script may run if opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
