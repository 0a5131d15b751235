import { describe, expect, it } from "vitest";
import { bumpContentGeneration, currentContentGeneration } from "@/lib/platform/cache/content-generation";
import { invalidateTags } from "@/lib/platform/cache/read-cache";
import { getCacheControlHeader } from "next/dist/server/lib/cache-control";
import { isStaffRequest, isStorable, NEXT_DYNAMIC_CACHE_CONTROL, PageCache, pageCacheKey, type CachedPage } from "@/server/page-cache";

const html = { accept: "text/html,application/xhtml+xml", host: "127.0.0.1:3000", "accept-encoding": "gzip, br" };
const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers: { ...html, ...headers } });
const page = (generation: number, storedAt = 1000): CachedPage => ({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: Buffer.from("<p>x</p>"), storedAt, generation });

describe("who the page cache may answer", () => {
  it("tells staff (the staff cookie) from everyone else by their cookies", () => {
    expect(isStaffRequest(request("/"))).toBe(false);
    expect(isStaffRequest(request("/", { cookie: "tarteaucitron=!gtag=false; token=abc; idSite=69" }))).toBe(false);
    expect(isStaffRequest(request("/", { cookie: "mystaff=1" }))).toBe(false);
    expect(isStaffRequest(request("/", { cookie: "token=abc; idSite=69; staff=1" }))).toBe(true);
    // A staff cookie alone (forged, or left after the session) still goes to Next: it costs a render, never a leak.
    expect(isStaffRequest(request("/", { cookie: "staff=1" }))).toBe(true);
  });
});

describe("which requests the page cache may answer", () => {
  it("anonymous GET/HEAD of a page, keyed by host, encoding and path", () => {
    expect(pageCacheKey(request("/coach-de-vie"))).toBe("127.0.0.1:3000||br|/coach-de-vie");
    expect(pageCacheKey(request("/", { "accept-encoding": "gzip, deflate" }))).toBe("127.0.0.1:3000||gzip|/");
    expect(pageCacheKey(request("/", { "accept-encoding": "br;q=0.5, gzip" }))).toBe("127.0.0.1:3000||gzip|/");
    expect(pageCacheKey(request("/", { "accept-encoding": "" }))).toBe("127.0.0.1:3000||identity|/");
    expect(pageCacheKey(request("/", {}, "HEAD"))).not.toBeNull();
  });

  it.each([
    ["a POST", request("/", {}, "POST")],
    ["a query string (campaigns, ?from=)", request("/?from=lettre")],
    ["the API", request("/api/parameter")],
    ["Next assets", request("/_next/static/chunks/a.js")],
    ["images", request("/images/1/logo.svg")],
    ["files", request("/sitemap.xml")],
    ["an RSC request without Next's ?_rsc= (Next redirects it)", request("/coach-de-vie", { rsc: "1" })],
    ["an RSC request with another query string", request("/coach-de-vie?_rsc=ab12&from=lettre", { rsc: "1" })],
    ["router headers on a page request", request("/coach-de-vie", { "next-router-prefetch": "1" })],
    ["non-HTML requests", request("/", { accept: "application/json" })],
    ["a malformed host", request("/", { host: "evil.example/<x>" })],
    ["a request with credentials of its own (Authorization)", request("/mon-compte/commandes/3/facture", { authorization: "Bearer abc" })],
  ])("never %s", (_label, req) => {
    expect(pageCacheKey(req)).toBeNull();
  });

  it("client-side navigations (RSC, ?_rsc=): keyed by the router headers their answer depends on, not by the hash", () => {
    const tree = "%5B%22%22%2C%7B%22children%22%3A%5B%22legal-notice%22%5D%7D%5D";
    const navigation = request("/?_rsc=gkV319ksjVkb2yaQ", { rsc: "1", "next-router-state-tree": tree, "next-url": "/legal-notice", accept: "*/*" });
    const key = pageCacheKey(navigation);
    expect(key).toBe(`127.0.0.1:3000||br|/|rsc|${tree}|||/legal-notice`);
    expect(pageCacheKey({ ...navigation, url: "/?_rsc=autre-hash" })).toBe(key);
    // Another page the router comes from, a prefetch, a segment: each its own answer.
    const variants = [
      { "next-router-state-tree": "%5B%22%22%5D" },
      { "next-router-prefetch": "1" },
      { "next-router-segment-prefetch": "/_tree" },
    ].map((extra) => pageCacheKey({ ...navigation, headers: { ...navigation.headers, ...extra } }));
    expect(new Set([key, ...variants]).size).toBe(4);
    expect(pageCacheKey(request("/")) === key).toBe(false);
    expect(pageCacheKey(request("/password/reset?_rsc=x", { rsc: "1" }))).toBeNull();
  });

  it("stores navigation answers (text/x-component) as it stores pages", () => {
    expect(isStorable(200, { "content-type": "text/x-component" })).toBe(true);
    expect(isStorable(307, { "content-type": "text/x-component" })).toBe(false);
  });

  it.each(["/password/reset", "/password/reset/jeton-secret-0123456789", "/newsletter/confirmation", "/email/verification"])(
    "never caches %s, a page that renders a visitor's secret token (read from a cookie the key ignores)",
    (url) => {
      expect(pageCacheKey(request(url))).toBeNull();
      expect(pageCacheKey(request(url, { cookie: "reset_token=abc; newsletter_token=def; email_token=ghi" }))).toBeNull();
    },
  );

  it("keys by the host the edge decided (it decides the site), normalised: one page per host, never shared", () => {
    const wine = pageCacheKey(request("/", { host: "127.0.0.1:3000", "x-forwarded-host": "vins.localhost:3000" }));
    expect(wine).toBe("vins.localhost:3000||br|/");
    expect(pageCacheKey(request("/", { host: "VINS.Localhost.:3000" }))).toBe(wine);
    expect(pageCacheKey(request("/", { host: "localhost:3000" }))).not.toBe(wine);
    expect(pageCacheKey(request("/", { host: "[::1]:3000" }))).toBe("[::1]:3000||br|/");
    expect(pageCacheKey(request("/", { host: "localhost:3000", "x-forwarded-host": "a..fr" }))).toBeNull();
  });

  it("keeps the consent cookie out of the decision (same page for every anonymous visitor)", () => {
    expect(pageCacheKey(request("/", { cookie: "tarteaucitron=!gtag=true" }))).toBe(pageCacheKey(request("/")));
  });
});

describe("what is stored", () => {
  it("only complete 200 HTML pages that set no cookie", () => {
    expect(isStorable(200, { "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(isStorable(404, { "content-type": "text/html; charset=utf-8" })).toBe(false);
    expect(isStorable(500, { "content-type": "text/html" })).toBe(false);
    expect(isStorable(200, { "content-type": "application/json" })).toBe(false);
    expect(isStorable(200, { "content-type": "text/html", "set-cookie": ["token=x"] })).toBe(false);
  });

  it.each(["private, no-store", "no-store", "private", "private, max-age=0", "public, no-store", "Private", "no-cache, no-store, max-age=0"])(
    "never an answer that says `%s` itself (the invoice, an account answer)",
    (cacheControl) => {
      expect(isStorable(200, { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl })).toBe(false);
      expect(isStorable(200, { "content-type": "text/x-component", "cache-control": [cacheControl] })).toBe(false);
    },
  );

  it("a page with Next's own Cache-Control of a dynamic render (it says nothing of the visitor), or another that allows it", () => {
    expect(isStorable(200, { "content-type": "text/html; charset=utf-8", "cache-control": NEXT_DYNAMIC_CACHE_CONTROL })).toBe(true);
    expect(isStorable(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" })).toBe(true);
    expect(isStorable(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60" })).toBe(true);
  });

  it("knows Next's Cache-Control of a dynamic render as Next writes it (an upgrade that changes it fails here)", () => {
    expect(getCacheControlHeader({ revalidate: 0, expire: undefined })).toBe(NEXT_DYNAMIC_CACHE_CONTROL);
  });
});

describe("PageCache", () => {
  it("remembers a key whose render could not be shared, for the TTL and the generation", () => {
    const cache = new PageCache(2000);
    cache.rememberUnshared("k", 1000, 3);
    expect(cache.knownUnshared("k", 2999, 3)).toBe(true);
    expect(cache.knownUnshared("k", 2999, 4)).toBe(false);
    cache.rememberUnshared("k", 1000, 3);
    expect(cache.knownUnshared("k", 3000, 3)).toBe(false);
    cache.rememberUnshared("k", 1000, 3);
    cache.set("k", page(3, 1000));
    expect(cache.knownUnshared("k", 1500, 3)).toBe(false);
  });

  it("serves a page until its TTL, then renders again", () => {
    const cache = new PageCache(2000);
    cache.set("k", page(0, 1000));
    expect(cache.get("k", 2999, 0)).not.toBeNull();
    expect(cache.get("k", 3000, 0)).toBeNull();
  });

  it("drops a page as soon as the content generation moved (a write happened)", () => {
    const cache = new PageCache(60_000);
    cache.set("k", page(4));
    expect(cache.get("k", 1001, 5)).toBeNull();
  });

  it("is off with a TTL of 0 and bounded in size", () => {
    const off = new PageCache(0);
    off.set("k", page(0));
    expect(off.get("k", 1000, 0)).toBeNull();
    const small = new PageCache(60_000, 2);
    small.set("a", page(0));
    small.set("b", page(0));
    small.set("c", page(0));
    expect(small.size).toBe(2);
    expect(small.get("a", 1000, 0)).toBeNull();
  });

  it("a platform write bumps the content generation (read cache invalidation)", () => {
    const before = currentContentGeneration();
    invalidateTags("parameters:69");
    expect(currentContentGeneration()).toBe(before + 1);
    bumpContentGeneration();
    expect(currentContentGeneration()).toBe(before + 2);
  });
});
