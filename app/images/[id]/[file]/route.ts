import { getDb } from "@/lib/platform/db/client";
import { findImage } from "@/lib/platform/services/find-image";
import { imageUrl } from "@/lib/platform/services/image-url";
import { readImageFile } from "@/lib/platform/storage/read-image-file";

export const runtime = "nodejs";

/** Re-encodes a path segment; a malformed escape (e.g. "100%.svg") just fails to match. */
function safeEncode(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return "";
  }
}

/** Image CDN path /images/<id>/<seo-name>.<ext>; a wrong name redirects to the canonical one. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  if (!/^\d{1,9}$/.test(id)) return new Response("Image introuvable.", { status: 404 });
  const image = await findImage(await getDb(), Number(id));
  if (!image) return new Response("Image introuvable.", { status: 404 });
  const canonical = imageUrl(image);
  if (canonical !== `/images/${id}/${safeEncode(file)}`) {
    return new Response(null, { status: 301, headers: { Location: canonical } });
  }
  const bytes = await readImageFile(image);
  if (!bytes) return new Response("Image introuvable.", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": image.mimeType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      // SVGs are served as images only: no script may run if opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
