import { PlatformError } from "@/lib/api-client/platform-error";
import { createServerApi } from "@/lib/api-client/server";
import { resolveSiteId } from "@/lib/api-client/site-resolver";
import { parseIdSegment } from "@/lib/domain/shop/product-path";
import { requestHostHeader } from "@/lib/domain/site-host";

export const runtime = "nodejs";

const notFound = () =>
  new Response("Fiche technique introuvable.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" } });

/**
 * The technical sheet (PDF) of one declination, for the site of the request's host: a plain link
 * of the product sheet cannot send X-Site-Id, so the storefront asks the platform
 * (GET /product/generate/file/{id}/{declinationId}, in process or PLATFORM_API_URL) and passes the
 * file on with its name.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; declinationId: string }> }) {
  const { id: rawId, declinationId: rawDeclination } = await params;
  const id = parseIdSegment(rawId);
  const declinationId = parseIdSegment(rawDeclination);
  if (id === null || declinationId === null) return notFound();
  const api = createServerApi({ siteId: await resolveSiteId(requestHostHeader((name) => request.headers.get(name))) });
  try {
    const response = await api.get<ArrayBuffer>(`/product/generate/file/${id}/${declinationId}`, { responseType: "arraybuffer" });
    const bytes = new Uint8Array(response.data);
    return new Response(bytes, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.length),
        "Content-Disposition": String(response.headers["content-disposition"] ?? 'attachment; filename="fiche-technique.pdf"'),
        "Cache-Control": "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 422)) return notFound();
    throw error;
  }
}
