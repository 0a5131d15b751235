/**
 * Full-page cache for anonymous visitors: a page rendered once is served from memory to the next
 * visitors for PAGE_CACHE_TTL_MS, unless a write changed the site's content in between (content
 * generation). Logged-in visitors (token cookie), client-side navigations (RSC requests), query
 * strings, the API, static files and the pages of e-mailed secret links always go to Next.
 */
import { isSecretLinkPath } from "../lib/domain/secret-links";
import { formatHost, parseHost, requestHostHeader } from "../lib/domain/site-host";
import { negotiateEncoding } from "./content-encoding";

export interface RequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  generation: number;
}

const BYPASS_PREFIXES = ["/api/", "/_next/", "/images/", "/fonts/", "/vendor/"];

function header(request: RequestLike, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

function hasTokenCookie(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim().startsWith("token="));
}

/** The cache key of a request, or null when the request must be rendered. */
export function pageCacheKey(request: RequestLike): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.includes("?") || url.includes("#")) return null;
  if (BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  // Pages of e-mailed secret links render the visitor's token (read from a cookie this key
  // ignores): stored, they would hand it to the next visitor.
  if (isSecretLinkPath(url)) return null;
  // Files (robots.txt, sitemap.xml, favicon…) are cheap already and carry their own headers.
  if (/\.[a-z0-9]+$/i.test(url)) return null;
  if (header(request, "rsc") || header(request, "next-router-prefetch") || header(request, "next-router-state-tree")) return null;
  if (hasTokenCookie(header(request, "cookie"))) return null;
  if (!/text\/html|\*\/\*/.test(header(request, "accept"))) return null;
  // The host decides the site (server/edge-handler.ts put the one it decided in X-Forwarded-Host):
  // a page is only ever replayed on the host it was rendered for. A domain moving to another
  // site is a write, which moves the content generation and drops every stored page.
  const host = parseHost(requestHostHeader((name) => header(request, name)));
  if (!host) return null;
  // Stored bytes are in the encoding the request negotiated (server/content-encoding.ts).
  const encoding = negotiateEncoding(header(request, "accept-encoding") || undefined);
  return `${formatHost(host)}|${header(request, "x-forwarded-proto")}|${encoding}|${url}`;
}

/** What may be stored: a complete 200 HTML page that sets no cookie. */
export function isStorable(status: number, headers: Record<string, unknown>): boolean {
  const type = String(headers["content-type"] ?? "");
  return status === 200 && type.startsWith("text/html") && headers["set-cookie"] === undefined;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now: number, generation: number): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.generation !== generation || now - page.storedAt >= this.ttlMs) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    if (!this.pages.has(key) && this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }
}
