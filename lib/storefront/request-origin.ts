import "server-only";
import { headers } from "next/headers";
import { formatHost, isLocalHostname, parseHost, requestHostHeader } from "@/lib/domain/site-host";

/**
 * Origin the visitor used (https://www.elan-coaching.fr in production, http://vins.localhost:3000
 * locally, http://127.0.0.1:3000 in a test): canonical URLs, Open Graph and the sitemap follow the
 * host that serves the site — the one server/edge-handler.ts decided (X-Forwarded-Host), which is
 * also the host the site was resolved from.
 */
export async function getRequestOrigin(fallback: string | null): Promise<string> {
  const h = await headers();
  const host = parseHost(requestHostHeader((name) => h.get(name)));
  if (!host) return (fallback ?? "http://localhost").replace(/\/$/, "");
  const forwarded = h.get("x-forwarded-proto");
  const local = isLocalHostname(host.hostname) || /^[\d.]+$/.test(host.hostname) || host.hostname.startsWith("[");
  const proto = forwarded === "https" || forwarded === "http" ? forwarded : local ? "http" : "https";
  return `${proto}://${formatHost(host)}`;
}
