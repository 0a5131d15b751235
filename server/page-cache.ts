/**
 * Full-page cache: a page rendered once is served from memory to the next visitors, anonymous or
 * logged in, for PAGE_CACHE_TTL_MS, unless a write changed the site's content in between (content
 * generation). Storing is opt-in: only a render the page declared shared and that read nothing of
 * the visitor (lib/api-client/render-audience.ts), answered 200 as HTML or RSC, setting no cookie
 * and not saying `private` or `no-store` itself. A forgotten declaration costs a render, never a
 * visitor's data. Client-side navigations (RSC) are stored the same way, keyed by the router
 * headers their answer depends on. Staff (the `staff` cookie: drafts and the editor), requests
 * with credentials of their own (`Authorization`), query strings, the API, static files and the
 * pages of e-mailed secret links always go to Next.
 */
import { hasCookie, STAFF_COOKIE } from "../lib/domain/session-cookies";
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

/**
 * Staff (the `staff` cookie, set at an admin's login) get drafts and the editor: always a render of
 * their own, never stored. From the cookie only: a forged one costs a render, never a leak.
 */
export function isStaffRequest(request: RequestLike): boolean {
  return hasCookie(header(request, "cookie"), STAFF_COOKIE);
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
  // Credentials of its own: whatever answers it may be theirs alone.
  if (header(request, "authorization")) return null;
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

/**
 * The Cache-Control Next writes on every dynamic render when nothing chose one
 * (next/dist/server/lib/cache-control.js, `revalidate: 0`): it says nothing of the visitor (a
 * test pins it against Next's own function). Any other `private` or `no-store` was said on purpose
 * (the invoice, an account answer) and is obeyed.
 */
export const NEXT_DYNAMIC_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

function forbidsSharing(cacheControl: unknown): boolean {
  const value = Array.isArray(cacheControl) ? cacheControl.join(",") : String(cacheControl ?? "");
  if (value.trim() === NEXT_DYNAMIC_CACHE_CONTROL) return false;
  return /(^|[\s,])(private|no-store)\b/i.test(value);
}

/**
 * What may be stored, once the render was declared shared: a complete 200 page (HTML) or
 * navigation answer (RSC) that sets no cookie and does not say `private` or `no-store` itself.
 */
export function isStorable(status: number, headers: Record<string, unknown>): boolean {
  const type = String(headers["content-type"] ?? "");
  if (status !== 200 || !(type.startsWith("text/html") || type.startsWith("text/x-component"))) return false;
  return headers["set-cookie"] === undefined && !forbidsSharing(headers["cache-control"]);
}

interface Unshared {
  storedAt: number;
  generation: number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Keys whose last render could not be shared: visitors asking at once need not wait on each other. */
  private readonly unshared = new Map<string, Unshared>();

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
    this.unshared.delete(key);
    putBounded(this.pages, key, page, this.maxEntries);
  }

  /** The render of `key` could not be shared (the visitor's page, or no declaration). */
  rememberUnshared(key: string, now: number, generation: number): void {
    if (this.enabled) putBounded(this.unshared, key, { storedAt: now, generation }, this.maxEntries);
  }

  /** Whether the last render of `key`, in this generation and within the TTL, could not be shared. */
  knownUnshared(key: string, now: number, generation: number): boolean {
    const entry = this.unshared.get(key);
    if (!entry) return false;
    if (entry.generation === generation && now - entry.storedAt < this.ttlMs) return true;
    this.unshared.delete(key);
    return false;
  }

  get size(): number {
    return this.pages.size;
  }
}

/** Sets `key`, dropping the oldest entry first when the map is full. */
function putBounded<T>(map: Map<string, T>, key: string, value: T, maxEntries: number): void {
  if (!map.has(key) && map.size >= maxEntries) map.delete(map.keys().next().value as string);
  map.set(key, value);
}
