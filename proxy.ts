import { NextResponse, type NextRequest } from "next/server";
import { getData } from "@/lib/api-client/create-api-client";
import { createServerApi } from "@/lib/api-client/server";
import { logger } from "@/lib/platform/logger";
import { isMissingPage, NOT_FOUND_ROUTE } from "@/lib/storefront/missing-page";
import type { MenuPage } from "@/lib/storefront/types";

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
      await createServerApi(request.cookies.get("token")?.value).get(`/site/visit/${encodeURIComponent(from)}`);
    } catch (error) {
      logger.warn("visit not recorded", { from: from.slice(0, 100), error: error instanceof Error ? error.message : String(error) });
    }
  }
  return NextResponse.redirect(url, 302);
}

/** A path with no site page is rendered by Next's not-found route: a server-rendered 404. */
async function notFoundRewrite(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const api = createServerApi(request.cookies.get("token")?.value);
  try {
    if (await isMissingPage(request.nextUrl.pathname, () => getData<MenuPage[]>(api, "/page"))) {
      return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url));
    }
  } catch (error) {
    // Platform down: the page itself answers (its error page), as before.
    logger.warn("page lookup failed in the proxy", { error: error instanceof Error ? error.message : String(error) });
  }
  return null;
}

export async function proxy(request: NextRequest) {
  if (request.nextUrl.searchParams.has("from")) return recordVisit(request);
  return (await notFoundRewrite(request)) ?? NextResponse.next();
}

export const config = {
  // Pages only (not the API, assets or images).
  matcher: ["/((?!api/|_next/|images/|fonts/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
