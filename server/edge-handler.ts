/**
 * What the production server does with each request before and around Next (server/serve.ts):
 * 1. the client's address, from the socket or a trusted proxy, in an internal header it always
 *    overwrites (lib/domain/client-address.ts), and so is the path asked for
 *    (lib/domain/request-path-header.ts); a client's copy of the proxy's not-found marker is
 *    dropped (lib/domain/not-found-page-header.ts);
 * 2. the host the visitor asked for (which decides the site), in X-Forwarded-Host, which it always
 *    overwrites (lib/domain/site-host.ts): a client's own X-Forwarded-Host is believed only from a
 *    trusted proxy;
 * 3. a 400 for a path Next cannot decode or a host that is no host name;
 * 4. security headers, with a fresh CSP nonce handed to Next on the request;
 * 5. the build's static files, precompressed (server/static-assets.ts);
 * 6. the page cache: a render is kept only when the page declared it shared and it read nothing
 *    of the visitor — every request Next renders gets an id (RENDER_ID_HEADER) under which the
 *    render says so (lib/api-client/render-audience.ts) — and its answer allows it
 *    (server/page-cache.ts `isStorable`); it is replayed with the CSP (nonce) it was rendered with
 *    to anonymous visitors and logged-in customers, never to staff. Its key holds that decided
 *    host, so a page of one site is never replayed on another's host. Requests for a page already
 *    being rendered wait for that render instead of rendering it again (a page expiring under load
 *    is rendered once, not once per waiting visitor);
 * 7. page renders (not API calls, images nor Next's own files) at most a few at a time, the
 *    others waiting their turn (server/render-slots.ts);
 * 8. for what Next answers: compression (brotli or gzip, `compress` is off in next.config.ts) and,
 *    in HTML, Next's scripts loaded after the first paint (server/deferred-scripts.ts), with Next's
 *    many small writes gathered per turn of the event loop (server/coalesce-writes.ts);
 * 9. for a document, the handoff of its static regions' HTML from the page's render to its HTML
 *    pass, which keeps that HTML out of the payload inlined in the page
 *    (components/ui/static-html-handoff.ts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import type { TLSSocket } from "node:tls";
import { cameOverHttps, CLIENT_ADDRESS_HEADER, type ConnectionFacts, type ProxyMatcher, resolveClientAddress } from "../lib/domain/client-address";
import { NOT_FOUND_PAGE_HEADER } from "../lib/domain/not-found-page-header";
import { REQUEST_PATH_HEADER, requestPathOf } from "../lib/domain/request-path-header";
import { decideRequestHost, formatHost } from "../lib/domain/site-host";
import { hasMalformedPath, invalidHostAnswer, malformedPathAnswer } from "./bad-request";
import { coalesceWrites } from "./coalesce-writes";
import { DYNAMIC_BROTLI_QUALITY } from "./content-encoding";
import { createScriptDeferrer } from "./deferred-scripts";
import { RENDER_ID_HEADER, takeRenderSharing } from "../lib/api-client/render-audience";
import { type CachedPage, isStaffRequest, isStorable, type PageCache, pageCacheKey } from "./page-cache";
import { createRenderFlights } from "./render-flights";
import type { RenderSlots } from "./render-slots";
import { rewriteHtmlResponse } from "./rewrite-html-response";
import { captureBody, keepOwnPolicy, lowerCaseNames, onResponseEnd, withoutPerRequestHeaders } from "./response-hooks";
import { contentSecurityPolicy, createNonce, staticSecurityHeaders } from "./security-headers";
import { closeStaticHtmlHandoff, openStaticHtmlHandoff, setRenderIdScope } from "../components/ui/static-html-handoff";

export type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export interface EdgeOptions {
  handle: NextHandler;
  cache: PageCache;
  /** Answers a precompressed build file (server/static-assets.ts); false to let Next answer. */
  serveStatic?: (req: http.IncomingMessage, res: http.ServerResponse, headers: Record<string, string>) => boolean;
  trustedProxies: ProxyMatcher;
  /** Content generation now (see lib/platform/cache/content-generation). */
  generation: () => number;
  /** Page renders in turn (server/render-slots.ts); none: every request renders at once. */
  renderSlots?: RenderSlots;
  now?: () => number;
}

/** Paths Next answers without rendering a page: the platform API, the images, Next's own files. */
function isPageRender(url: string | undefined): boolean {
  return !/^\/(api|images|_next)(\/|\?|$)/.test(url ?? "/");
}

/**
 * A request Next answers with a whole HTML document: a page asked for without the router's `rsc`
 * header (which asks for the payload alone), by GET or HEAD (no server action).
 */
function isDocumentRender(req: http.IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.headers.rsc !== "1" && isPageRender(req.url);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

function connectionFacts(req: http.IncomingMessage): ConnectionFacts {
  return {
    peer: req.socket.remoteAddress,
    forwardedFor: firstHeader(req.headers["x-forwarded-for"]),
    forwardedProto: firstHeader(req.headers["x-forwarded-proto"]),
    encrypted: (req.socket as Partial<TLSSocket>).encrypted === true,
  };
}

export function createEdgeHandler(options: EdgeOptions): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const now = options.now ?? Date.now;
  const { cache } = options;
  let renders = 0;
  /** Renders under way whose page may be stored, by content generation and cache key. */
  const rendering = createRenderFlights<CachedPage>();
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } });
  const renderIdScope = new AsyncLocalStorage<string>();
  setRenderIdScope(renderIdScope);
  return (req, res) => {
    const facts = connectionFacts(req);
    // Overwritten on every request: what the client sent under this name is never believed.
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(facts, options.trustedProxies);
    // The proxy's marker of a missing page, never a client's (the proxy does not run on the home).
    delete req.headers[NOT_FOUND_PAGE_HEADER];
    // The path the chrome marks its current links by: the one asked for, never a client's claim.
    req.headers[REQUEST_PATH_HEADER] = requestPathOf(req.url);
    const https = cameOverHttps(facts, options.trustedProxies);
    // The app (session cookies' Secure flag, page cache key, links) reads the scheme from this
    // header: it says what this server decided, never what a client claimed.
    req.headers["x-forwarded-proto"] = https ? "https" : "http";
    const security = staticSecurityHeaders(https);
    // The site comes from the host: the app (site resolver, page cache key, canonical URLs, e-mail
    // links) reads it from X-Forwarded-Host, which says what this server decided.
    const host = decideRequestHost({ peer: facts.peer, host: req.headers.host, forwardedHost: firstHeader(req.headers["x-forwarded-host"]) }, options.trustedProxies);
    if (host.kind === "valid") req.headers["x-forwarded-host"] = formatHost(host.host);
    else delete req.headers["x-forwarded-host"];

    const malformedPath = hasMalformedPath(req.url);
    if (malformedPath || host.kind === "invalid") {
      const accept = firstHeader(req.headers.accept);
      const answer = malformedPath ? malformedPathAnswer(req.url, accept) : invalidHostAnswer(req.url, accept);
      const policy = contentSecurityPolicy(createNonce());
      res.writeHead(400, { ...security, "Content-Security-Policy": policy, "Content-Type": answer.contentType, "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(answer.body) });
      res.end(req.method === "HEAD" ? undefined : answer.body);
      return;
    }

    if (options.serveStatic?.(req, res, security)) return;

    // Overwritten on every request, like the client address: a client cannot name a render.
    const renderId = String(++renders);
    req.headers[RENDER_ID_HEADER] = renderId;
    res.once("close", () => takeRenderSharing(renderId));

    const key = cache.enabled && !isStaffRequest(req) ? pageCacheKey(req) : null;
    const serveStored = (page: CachedPage) => {
      // The stored headers carry the CSP whose nonce is in the stored HTML; they are lower-cased
      // (getHeaders), so the security headers are too, or both would be sent.
      res.writeHead(page.status, { ...page.headers, ...lowerCaseNames(security), "content-length": String(page.body.length), "x-page-cache": "hit" });
      res.end(req.method === "HEAD" ? undefined : page.body);
    };
    const renderNow = (release?: () => void) => {
      const nonce = createNonce();
      const policy = contentSecurityPolicy(nonce);
      // Next reads the nonce from the request's policy and puts it on every script it renders.
      req.headers["content-security-policy"] = policy;
      keepOwnPolicy(res, policy);
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
      // Wrapped in this order: Next writes into the coalescer (one write and flush per turn), which
      // writes into the HTML rewrite, which writes into the compressor, which writes into the page
      // cache's capture (below), which writes to the socket.
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
        rewriteHtmlResponse(res, () => createScriptDeferrer(nonce));
        coalesceWrites(res);
        if (release) onResponseEnd(res, release);
        if (!isDocumentRender(req)) return void options.handle(req, res);
        openStaticHtmlHandoff(renderId);
        res.once("close", () => closeStaticHtmlHandoff(renderId));
        renderIdScope.run(renderId, () => void options.handle(req, res));
      });
    };
    const slots = options.renderSlots;
    const render = () => {
      if (!slots || !isPageRender(req.url)) return renderNow();
      slots.run((release) => {
        // A visitor gone while waiting: nothing to render.
        if (res.destroyed) return release();
        res.once("close", release);
        renderNow(release);
      });
    };
    if (!key) return render();

    const generation = options.generation();
    const hit = cache.get(key, now(), generation);
    if (hit) return serveStored(hit);
    if (req.method !== "GET") return render();
    const renderKey = `${generation}|${key}`;
    // A page known not to be shared: waiting on another visitor's render would only delay this one.
    const underway = cache.knownUnshared(key, now(), generation) ? undefined : rendering.pending(renderKey);
    if (underway) {
      // What that render stores; a render of its own when it stores nothing.
      void underway.then((page) => {
        if (res.destroyed) return;
        if (page) serveStored(page);
        else render();
      });
      return;
    }
    const done = rendering.begin(renderKey);
    res.once("close", () => done(null)); // aborted, or finished without a storable page
    res.setHeader("x-page-cache", "miss");
    captureBody(res, (body) => {
      const headers = res.getHeaders() as Record<string, string | string[]>;
      // Opt-in: only a render its page declared shared, that read nothing of the visitor, and
      // whose answer allows it.
      if (!takeRenderSharing(renderId) || !isStorable(res.statusCode, headers)) {
        cache.rememberUnshared(key, now(), generation);
        return done(null);
      }
      const page: CachedPage = { status: res.statusCode, headers: withoutPerRequestHeaders(headers), body, storedAt: now(), generation };
      cache.set(key, page);
      done(page);
    });
    render();
  };
}
