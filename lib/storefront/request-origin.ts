import "server-only";
import { headers } from "next/headers";

/**
 * Origin the visitor used (https://www.elan-coaching.fr in production, http://127.0.0.1:3000 in a
 * test): canonical URLs, Open Graph and the sitemap follow the host that serves the site.
 */
export async function getRequestOrigin(fallback: string | null): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  if (!host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) return (fallback ?? "http://localhost").replace(/\/$/, "");
  const forwarded = h.get("x-forwarded-proto");
  const proto = forwarded === "https" || forwarded === "http" ? forwarded : host.startsWith("localhost") || /^[\d.]+(:\d+)?$/.test(host) ? "http" : "https";
  return `${proto}://${host}`;
}
