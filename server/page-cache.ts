/**
 * Full-page cache: a page rendered once for an anonymous visitor is served from memory to the next
 * visitors for PAGE_CACHE_TTL_MS, unless a write changed the site's content in between (content
 * generation). Logged-in customers get it too when its render read nothing of the visitor
 * (`sameForEveryVisitor`, lib/api-client/render-audience.ts): the layout no longer reads the user,
 * the browser does. A render is stored when made for an anonymous visitor, or for a customer when
 * it read nothing of them (then it is what an anonymous visitor gets); never a staff render. Client-side navigations (RSC) are stored
 * the same way, keyed by the router headers their answer depends on. Staff (the `staff` cookie:
 * drafts and the editor), query strings, the API, static files and the pages of e-mailed secret
 * links always go to Next.
 */
import { hasCookie, STAFF_COOKIE, TOKEN_COOKIE } from "../lib/domain/session-cookies";
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
  /** Its render read nothing of the visitor: a logged-in customer may be served it too. */
  sameForEveryVisitor: boolean;
}

const BYPASS_PREFIXES = ["/api/", "/_next/", "/images/", "/fonts/", "/vendor/"];

function header(request: RequestLike, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/** Who asks, as far as the page cache is concerned (from cookies only; nothing here is trusted for access). */
export type CacheAudience = "anonymous" | "customer" | "staff";

export function cacheAudience(request: RequestLike): CacheAudience {
  const cookies = header(request, "cookie");
  if (hasCookie(cookies, STAFF_COOKIE)) return "staff";
  return hasCookie(cookies, TOKEN_COOKIE) ? "customer" : "anonymous";
}

/** Whether a stored page may be replayed to this audience. */
export function mayServe(page: CachedPage, audience: CacheAudience): boolean {
  return audience === "anonymous" || (audience === "customer" && page.sameForEveryVisitor);
}

/**
 * The headers a client-side navigation's answer (RSC) depends on (Next lists them in its Vary, and
 * hashes them into `?_rsc=`): which page the router already shows, prefetch or not, which segment.
 */
const RSC_VARY = ["next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"] as const;

/** `/path?_rsc=<hash>` → `/path`; null for any other query string. */
function withoutRscParam(url: string): string | null {
  const match = /^([^?]*)\?_rsc=[\w-]*$/.exec(url);
  return match ? match[1]! : null;
}

/**
 * The cache key of a request, or null when the request must be rendered. Pages (HTML) and
 * client-side navigations to them (RSC, keyed by the headers their answer depends on): after the
 * first page, every link a visitor follows is an RSC request.
 */
export function pageCacheKey(request: RequestLike): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const rsc = header(request, "rsc") === "1";
  const url = rsc ? withoutRscParam(request.url ?? "") : (request.url ?? "");
  if (url === null || !url.startsWith("/") || url.includes("?") || url.includes("#")) return null;
  if (BYPASS_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  // Pages of e-mailed secret links render the visitor's token (read from a cookie this key
  // ignores): stored, they would hand it to the next visitor.
  if (isSecretLinkPath(url)) return null;
  // Files (robots.txt, sitemap.xml, favicon…) are cheap already and carry their own headers.
  if (/\.[a-z0-9]+$/i.test(url)) return null;
  if (!rsc && RSC_VARY.some((name) => header(request, name))) return null;
  if (!rsc && !/text\/html|\*\/\*/.test(header(request, "accept"))) return null;
  // The host decides the site (server/edge-handler.ts put the one it decided in X-Forwarded-Host):
  // a page is only ever replayed on the host it was rendered for. A domain moving to another
  // site is a write, which moves the content generation and drops every stored page.
  const host = parseHost(requestHostHeader((name) => header(request, name)));
  if (!host) return null;
  // Stored bytes are in the encoding the request negotiated (server/content-encoding.ts).
  const encoding = negotiateEncoding(header(request, "accept-encoding") || undefined);
  const variant = rsc ? `|rsc|${RSC_VARY.map((name) => header(request, name)).join("|")}` : "";
  return `${formatHost(host)}|${header(request, "x-forwarded-proto")}|${encoding}|${url}${variant}`;
}

/** What may be stored: a complete 200 page (HTML) or navigation answer (RSC) that sets no cookie. */
export function isStorable(status: number, headers: Record<string, unknown>): boolean {
  const type = String(headers["content-type"] ?? "");
  return status === 200 && (type.startsWith("text/html") || type.startsWith("text/x-component")) && headers["set-cookie"] === undefined;
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
