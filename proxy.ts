import { NextResponse, type NextRequest } from "next/server";
import { getParsed } from "@/lib/api-client/create-api-client";
import { createServerApi, readPublic, type Visitor } from "@/lib/api-client/server";
import { resolveSiteId } from "@/lib/api-client/site-resolver";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { requestHostHeader } from "@/lib/domain/site-host";
import { matchSecretLink, SECRET_COOKIE_MAX_AGE_SECONDS } from "@/lib/domain/secret-links";
import { logger } from "@/lib/log/logger";
import { isMissingPage, NOT_FOUND_PAGE_HEADER, NOT_FOUND_ROUTE } from "@/lib/storefront/missing-page";
import { pageRedirectSchema, pageTreeSchema, siteInfoSchema } from "@/lib/schemas/site";
import { productSchema } from "@/lib/schemas/shop/product";
import { PlatformError } from "@/lib/api-client/platform-error";
import { isMissingShopPage } from "@/lib/storefront/shop/missing-shop-page";
import { isMissingOrderPage } from "@/lib/storefront/shop/missing-order-page";

/**
 * `/password/reset/<token>` and the other e-mailed links with a secret (lib/domain/secret-links.ts):
 * the token goes into an HttpOnly cookie scoped to the tokenless page, and a 303 leads there, so
 * the token is never in the address bar (analytics page views, Referer) nor in the history.
 */
function hideSecretToken(request: NextRequest, match: NonNullable<ReturnType<typeof matchSecretLink>>) {
  const url = request.nextUrl.clone();
  url.pathname = match.link.page;
  url.search = "";
  const response = NextResponse.redirect(url, 303);
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  response.cookies.set(match.link.cookie, match.token, {
    path: match.link.page,
    httpOnly: true,
    sameSite: "lax",
    maxAge: SECRET_COOKIE_MAX_AGE_SECONDS,
    secure: (forwardedProto ?? request.nextUrl.protocol.replace(":", "")) === "https",
  });
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

/** The request's visitor: the site of its host (as the page will resolve it), token and address. */
async function visitorOf(request: NextRequest): Promise<Visitor> {
  return {
    siteId: await resolveSiteId(requestHostHeader((name) => request.headers.get(name))),
    token: request.cookies.get("token")?.value,
    clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER),
  };
}

/**
 * `?from=X` on any page (SPEC §2): records the visit (GET /site/visit/X through the platform
 * client) and answers 302 to the same URL without `from`, other query parameters kept. A visit
 * that cannot be recorded (invalid source, platform down) never blocks the visitor.
 */
async function recordVisit(request: NextRequest) {
  const url = request.nextUrl.clone();
  const from = url.searchParams.get("from");
  url.searchParams.delete("from");
  if (from) {
    try {
      // The visit counts for the site of the host it came to.
      await createServerApi(await visitorOf(request)).get(`/site/visit/${encodeURIComponent(from)}`);
    } catch (error) {
      logger.warn("visit not recorded", { from: from.slice(0, 100), error: error instanceof Error ? error.message : String(error) });
    }
  }
  return NextResponse.redirect(url, 302);
}

/** Whether the site's GET /product/{id} answers a product (shared with the page's own read). */
async function productExists(visitor: Visitor, id: number): Promise<boolean> {
  try {
    await readPublic(`/product/${id}`, productSchema, undefined, visitor);
    return true;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return false;
    throw error;
  }
}

/** Whether GET /order/{id} gives the visitor (their session) that order; a lapsed session is left to the page (login). */
async function orderExists(visitor: Visitor, id: number): Promise<boolean> {
  try {
    await createServerApi(visitor).get(`/order/${id}`);
    return true;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 422)) return false;
    if (error instanceof PlatformError && error.status === 401) return true;
    throw error;
  }
}

/** The proxy's rewrite to Next's not-found route, rendered on the server with the chrome and status 404. */
function notFoundPage(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(NOT_FOUND_PAGE_HEADER, "1");
  return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } });
}

/**
 * A path with no site page: a 308 to the page's new url when it is an old one, else Next's
 * not-found route renders a server-side 404.
 */
async function notFoundRewrite(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  try {
    // Resolved only when a page must be looked up (isMissingPage skips the app's own routes).
    let visitor: Promise<Visitor> | undefined;
    const visitorOnce = () => (visitor ??= visitorOf(request));
    const shopEnabled = async () => (await readPublic("/site/info", siteInfoSchema, undefined, await visitorOnce())).isECommerce;
    // Shop paths (/boutique…): 404 on a site that does not sell, or for a product the site does not have.
    const shopMissing = await isMissingShopPage(request.nextUrl.pathname, {
      shopEnabled,
      productExists: async (id) => productExists(await visitorOnce(), id),
    });
    if (shopMissing) return notFoundPage(request);
    // Order pages (/commande/confirmation/{id}, /mon-compte/commandes…): shop sites only, and only the visitor's own orders.
    const orderMissing = await isMissingOrderPage(request.nextUrl.pathname, {
      shopEnabled,
      loggedIn: Boolean(request.cookies.get("token")?.value),
      orderExists: async (id) => orderExists(await visitorOnce(), id),
    });
    if (orderMissing) return notFoundPage(request);
    // The page tree the page itself reads, of the host's site (shared in process: parsed once while unchanged).
    if (await isMissingPage(request.nextUrl.pathname, async () => readPublic("/page", pageTreeSchema, undefined, await visitorOnce()))) {
      // An old url of a page whose url changed (page_redirects): permanent redirect to the page.
      const moved = await getParsed(createServerApi(await visitorOnce()), "/page-redirect", pageRedirectSchema, { path: request.nextUrl.pathname });
      if (moved) {
        const target = request.nextUrl.clone();
        target.pathname = `/${moved.url}`;
        return NextResponse.redirect(target, 308);
      }
      return notFoundPage(request);
    }
  } catch (error) {
    // Platform down: the page itself answers (its error page), as before.
    logger.warn("page lookup failed in the proxy", { error: error instanceof Error ? error.message : String(error) });
  }
  return null;
}

export async function proxy(request: NextRequest) {
  const secret = matchSecretLink(request.nextUrl.pathname);
  if (secret) return hideSecretToken(request, secret);
  if (request.nextUrl.searchParams.has("from")) return recordVisit(request);
  const rewrite = await notFoundRewrite(request);
  if (rewrite) return rewrite;
  // The not-found marker is the proxy's alone: a visitor's copy is dropped.
  if (!request.headers.has(NOT_FOUND_PAGE_HEADER)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(NOT_FOUND_PAGE_HEADER);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only (not the API, assets or images).
  matcher: [
    // Every page but the home: secret links, the not-found rewrite, `?from=`.
    "/((?!api/|_next/|images/|fonts/|vendor/|favicon.ico|robots.txt|sitemap.xml).+)",
    // The home (always a page, never a secret link) only for `?from=`: Next's proxy machinery is
    // about 1 ms of CPU, 5–7 % of the home's uncached render. Its not-found marker, which the proxy
    // strips elsewhere, is dropped by server/edge-handler.ts.
    { source: "/", has: [{ type: "query", key: "from" }] },
  ],
};
