import { PlatformError } from "@/lib/api-client/platform-error";
import { createServerApi, getVisitor } from "@/lib/api-client/server";
import { INVOICE_CONTENT_SECURITY_POLICY } from "@/lib/domain/shop/invoice";
import { orderInvoicePath } from "@/lib/domain/shop/order-paths";
import { parseIdSegment } from "@/lib/domain/shop/product-path";

export const runtime = "nodejs";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

const notFound = () => new Response("Facture introuvable.", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The printable invoice of an order (issue 12), for the site of the request's host: a link cannot
 * send X-Site-Id, so the storefront asks the platform (GET /order/{id}/invoice with the visitor's
 * session: the order's customer or an administrator of the site) and passes the HTML page on with
 * the platform's own Content-Security-Policy. Never cached (customer data). Without a session, the
 * login page brings the visitor back here; anyone else's order, another site's, a shop-less site: 404.
 * The page cache never shares it: it reads the visitor (getVisitor) and says `private, no-store`.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseIdSegment((await params).id);
  if (id === null) return notFound();
  const visitor = await getVisitor();
  const login = () =>
    new Response(null, { status: 303, headers: { ...PRIVATE, Location: `/auth?retour=${encodeURIComponent(orderInvoicePath(id))}` } });
  if (!visitor.token) return login();
  try {
    const response = await createServerApi(visitor).get<string>(`/order/${id}/invoice`, { responseType: "text", headers: { Accept: "text/html" } });
    return new Response(response.data, {
      headers: {
        ...PRIVATE,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": String(response.headers["content-security-policy"] ?? INVOICE_CONTENT_SECURITY_POLICY),
      },
    });
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) return login();
    if (error instanceof PlatformError && (error.status === 404 || error.status === 422)) return notFound();
    throw error;
  }
}
