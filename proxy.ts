import { NextResponse, type NextRequest } from "next/server";
import { createServerApi } from "@/lib/api-client/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { logger } from "@/lib/log/logger";

/**
 * `?from=X` on any page (SPEC §2): records the visit (GET /site/visit/X through the platform
 * client) and answers 302 to the same URL without `from`, other query parameters kept. A visit
 * that cannot be recorded (invalid source, platform down) never blocks the visitor.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  const from = url.searchParams.get("from");
  url.searchParams.delete("from");
  if (from) {
    try {
      await createServerApi(request.cookies.get("token")?.value, request.headers.get(CLIENT_ADDRESS_HEADER)).get(`/site/visit/${encodeURIComponent(from)}`);
    } catch (error) {
      logger.warn("visit not recorded", { from: from.slice(0, 100), error: error instanceof Error ? error.message : String(error) });
    }
  }
  return NextResponse.redirect(url, 302);
}

export const config = {
  // Pages only (not the API, assets or images), and only when `from` is present.
  matcher: [
    {
      source: "/((?!api/|_next/|images/|fonts/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)",
      has: [{ type: "query", key: "from" }],
    },
  ],
};
