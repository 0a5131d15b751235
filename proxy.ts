import { NextResponse, type NextRequest } from "next/server";
import { createServerApi } from "@/lib/api-client/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { matchSecretLink, SECRET_COOKIE_MAX_AGE_SECONDS } from "@/lib/domain/secret-links";
import { logger } from "@/lib/log/logger";

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

/**
 * `?from=X` on any page (SPEC §2): records the visit (GET /site/visit/X through the platform
 * client) and answers 302 to the same URL without `from`, other query parameters kept. A visit
 * that cannot be recorded (invalid source, platform down) never blocks the visitor.
 */
export async function proxy(request: NextRequest) {
  const secret = matchSecretLink(request.nextUrl.pathname);
  if (secret) return hideSecretToken(request, secret);

  const url = request.nextUrl.clone();
  const from = url.searchParams.get("from");
  if (!from) return NextResponse.next();
  url.searchParams.delete("from");
  try {
    await createServerApi(request.cookies.get("token")?.value, request.headers.get(CLIENT_ADDRESS_HEADER)).get(`/site/visit/${encodeURIComponent(from)}`);
  } catch (error) {
    logger.warn("visit not recorded", { from: from.slice(0, 100), error: error instanceof Error ? error.message : String(error) });
  }
  return NextResponse.redirect(url, 302);
}

export const config = {
  matcher: [
    // Pages only (not the API, assets or images), and only when `from` is present.
    {
      source: "/((?!api/|_next/|images/|fonts/|vendor/|favicon.ico|robots.txt|sitemap.xml).*)",
      has: [{ type: "query", key: "from" }],
    },
    // E-mailed links with a token in the path (lib/domain/secret-links.ts).
    "/password/reset/:token",
    "/newsletter/confirmation/:token",
    "/email/verification/:token",
  ],
};
