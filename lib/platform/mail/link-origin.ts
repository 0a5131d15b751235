import "server-only";
import type { SiteRow } from "@/lib/platform/services/find-site";

type OriginSite = Pick<SiteRow, "prodUrl" | "devUrl" | "domains">;

function hostnameOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The site's own URL (prod first) as an origin, for links when the request's host is not trusted. */
export function siteOrigin(site: OriginSite): string {
  for (const candidate of [site.prodUrl, site.devUrl]) {
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
 * (X-Forwarded-Host / Host, X-Forwarded-Proto), but only when it is one of the site's own hosts.
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
  const trusted = new Set(
    [...site.domains.map((d) => d.toLowerCase()), hostnameOf(site.prodUrl), hostnameOf(site.devUrl)].filter(
      (h): h is string => h !== null,
    ),
  );
  return trusted.has(candidate.hostname) ? candidate.origin : siteOrigin(site);
}
