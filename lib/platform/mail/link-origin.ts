import "server-only";
import { getEnv } from "@/lib/env";
import type { SiteRow } from "@/lib/platform/services/find-site";

type OriginSite = Pick<SiteRow, "prodUrl" | "devUrl" | "domains">;

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's URLs that links may use: the prod URL, and the dev URL except in production. In
 * production the dev URL (typically http://localhost:3000) is no origin of the site: a reset asked
 * with `Host: localhost:3000` would otherwise mail a token over plain http to whatever listens on
 * the victim's own port 3000.
 */
function configuredUrls(site: OriginSite): (string | null)[] {
  return getEnv().NODE_ENV === "production" ? [site.prodUrl] : [site.prodUrl, site.devUrl];
}

/**
 * The site's configured origins, in full (scheme, host, port): its prod URL, its dev URL outside
 * production, and https on the default port for each of its domains. A host of the site on
 * another port or over plain http is not one of them.
 */
export function siteOrigins(site: OriginSite): Set<string> {
  return new Set(
    [...configuredUrls(site).map(originOf), ...site.domains.map((d) => originOf(`https://${d}`))].filter((o): o is string => o !== null),
  );
}

/** The site's own URL (prod first) as an origin, for links when the request's host is not trusted. */
export function siteOrigin(site: OriginSite): string {
  for (const candidate of configuredUrls(site)) {
    if (!candidate) continue;
    try {
      return new URL(candidate).origin;
    } catch {
      // malformed: try the next one
    }
  }
  return `https://${site.domains[0] ?? "localhost"}`;
}

/**
 * The origin for links in e-mails (`<origin>/password/reset/<token>`): the host the visitor used
 * (X-Forwarded-Host / Host, X-Forwarded-Proto), but only when its full origin (scheme, host,
 * port) is one of the site's configured origins (siteOrigins).
 * Anything else falls back to the site's URL: a forged Host header must never put an attacker's
 * domain in a reset link (the token would leak to it).
 */
export function linkOrigin(
  site: OriginSite,
  request: { url: string; header: (name: string) => string | undefined },
): string {
  const requestUrl = new URL(request.url);
  const forwardedHost = request.header("X-Forwarded-Host")?.split(",")[0]?.trim();
  const host = (forwardedHost || request.header("Host")?.trim() || requestUrl.host).toLowerCase();
  const forwardedProto = request.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : requestUrl.protocol.replace(":", "");

  let candidate: URL;
  try {
    candidate = new URL(`${protocol}://${host}`);
  } catch {
    return siteOrigin(site);
  }
  if (candidate.username || candidate.password || candidate.pathname !== "/") return siteOrigin(site);
  return siteOrigins(site).has(candidate.origin) ? candidate.origin : siteOrigin(site);
}
