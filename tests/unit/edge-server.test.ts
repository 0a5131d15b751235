import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE_HEADER } from "@/lib/domain/not-found-page-header";
import { REQUEST_PATH_HEADER } from "@/lib/domain/request-path-header";
import { CLIENT_ADDRESS_HEADER, NO_TRUSTED_PROXY, trustedProxyMatcher, type ProxyMatcher } from "@/lib/domain/client-address";
import { hasMalformedPath, INVALID_HOST_MESSAGE, MALFORMED_PATH_MESSAGE } from "@/server/bad-request";
import { createEdgeHandler, type NextHandler } from "@/server/edge-handler";
import { PageCache } from "@/server/page-cache";
import { markRenderShared, markVisitorDependent, pendingRenderMarks, RENDER_ID_HEADER } from "@/lib/api-client/render-audience";
import { contentSecurityPolicy, HSTS_VALUE, nonceOf } from "@/server/security-headers";
import { handOverStaticHtml, openStaticHtmlHandoffs, takeHandedOverHtml } from "@/components/ui/static-html-handoff";

/** Plays Next: an HTML page whose script carries the nonce of the request's policy, and what it was told. */
const fakeNext: NextHandler = (req, res) => {
  // A page under /lent/ takes 150 ms to render, as a real page waiting on its data.
  if (req.url?.startsWith("/lent/") && !slowStarted.has(req)) {
    slowStarted.add(req);
    setTimeout(() => fakeNext(req, res), 150);
    return;
  }
  const nonce = nonceOf(req.headers["content-security-policy"] as string | undefined);
  renders += 1;
  if (req.url?.startsWith("/path/")) {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ path: req.headers[REQUEST_PATH_HEADER] }));
    return;
  }
  if (req.url === "/whoami") {
    res.setHeader("Content-Type", "application/json");
    res.end(
      JSON.stringify({
        address: req.headers[CLIENT_ADDRESS_HEADER],
        nonce,
        proto: req.headers["x-forwarded-proto"],
        host: req.headers["x-forwarded-host"] ?? null,
        notFoundMarker: req.headers[NOT_FOUND_PAGE_HEADER] ?? null,
      }),
    );
    return;
  }
  if (req.url === "/own-policy") {
    // A route with a stricter policy of its own (the printable invoice), given as Next gives a
    // route's headers: only those not already set (next/dist/server/send-response.js).
    if (!res.hasHeader("content-security-policy")) res.setHeader("Content-Security-Policy", "default-src 'none'");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end("<!doctype html><p>Facture</p>");
    return;
  }
  if (req.url === "/region") {
    // A page with a static region, as static-region.tsx hands it over (after a turn, as a render would).
    void Promise.resolve().then(() => {
      const key = handOverStaticHtml("<p>Région</p>");
      res.setHeader("Content-Type", req.headers.rsc === "1" ? "text/x-component" : "text/html; charset=utf-8");
      res.end(JSON.stringify({ key, html: key ? takeHandedOverHtml(key) : null, open: openStaticHtmlHandoffs() }));
    });
    return;
  }
  const renderId = req.headers[RENDER_ID_HEADER] as string | undefined;
  // The public pages declare their render shared (lib/storefront/shared-render.ts); a page under
  // /non-declaree/ forgot to.
  if (!req.url?.startsWith("/non-declaree/")) markRenderShared(renderId);
  // A page that reads the visitor's account, as /mon-compte or /auth do (lib/storefront/visitor-user.ts).
  if (req.url?.endsWith("/mon-compte")) markVisitorDependent(renderId);
  if (req.url?.endsWith("/facture")) {
    // A declared page that still says its answer is private (as the invoice route does).
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
  } else res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate"); // Next's own, on every dynamic render
  if (req.headers.rsc === "1") {
    // A client-side navigation's answer: it depends on the page the router comes from.
    res.setHeader("Content-Type", "text/x-component");
    res.end(`0:{"from":${JSON.stringify(req.headers["next-router-state-tree"] ?? null)}}`);
    return;
  }
  if (req.url === "/render-id") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<!doctype html><p data-render="${req.headers[RENDER_ID_HEADER]}">x</p>`);
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  // The page says which host it was rendered for (as the site's pages do, through their site).
  res.end(`<!doctype html><html><body data-host="${req.headers["x-forwarded-host"]}"><script nonce="${nonce}">self.ok=1</script></body></html>`);
};
let renders = 0;
const slowStarted = new WeakSet<http.IncomingMessage>();

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The edge handler around the fake Next, on 127.0.0.1 (a free port). */
async function start(trustedProxies: ProxyMatcher = NO_TRUSTED_PROXY, cacheTtlMs = 0): Promise<string> {
  const handler = createEdgeHandler({ handle: fakeNext, cache: new PageCache(cacheTtlMs), trustedProxies, generation: () => 1 });
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function whoami(base: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/whoami`, { headers });
  return { response, body: (await response.json()) as { address: string; nonce: string | null; proto: string; host: string | null; notFoundMarker: string | null } };
}

/** A raw request, with a Host header of our choosing (fetch sets its own). */
function rawRequest(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; type: string; cache: string | undefined; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, headers, setHost: !("Host" in headers) }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, type: String(response.headers["content-type"]), cache: response.headers["x-page-cache"] as string | undefined, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("host handed to the app (it decides the site)", () => {
  it("is the Host header, normalised; a client's X-Forwarded-Host is replaced", async () => {
    const base = await start();
    const port = new URL(base).port;
    expect((await whoami(base)).body.host).toBe(`127.0.0.1:${port}`);
    expect((await whoami(base, { "X-Forwarded-Host": "vins.localhost" })).body.host).toBe(`127.0.0.1:${port}`);
    const named = await rawRequest(base, "/whoami", { Host: `VINS.Localhost.:${port}`, "X-Forwarded-Host": "localhost" });
    expect(JSON.parse(named.body).host).toBe(`vins.localhost:${port}`);
  });

  it("is a trusted proxy's X-Forwarded-Host, normalised", async () => {
    const base = await start(trustedProxyMatcher(["127.0.0.1"]));
    expect((await whoami(base, { "X-Forwarded-Host": "WWW.Domaine-des-trois-collines.fr." })).body.host).toBe("www.domaine-des-trois-collines.fr");
    expect((await whoami(base, { "X-Forwarded-Host": "[::1]:8443" })).body.host).toBe("[::1]:8443");
  });

  it("400 for a host that is no host name, without reaching Next: the envelope, or a French page for a browser", async () => {
    const base = await start();
    const before = renders;
    for (const host of ["evil.example/<x>", "a..fr", "localhost:99999", "user@localhost"]) {
      const answer = await rawRequest(base, "/whoami", { Host: host, Accept: "application/json" });
      expect(answer.status, host).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ success: false, data: null, message: INVALID_HOST_MESSAGE });
    }
    const proxied = await start(trustedProxyMatcher(["127.0.0.1"]));
    expect((await rawRequest(proxied, "/api/site/info", { "X-Forwarded-Host": "a b" })).status).toBe(400);
    const page = await rawRequest(base, "/", { Host: "a..fr", Accept: "text/html" });
    expect(page.status).toBe(400);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain("Adresse invalide");
    expect(renders).toBe(before);
  });

  it("the page cache replays a page only on the host it was rendered for, whatever X-Forwarded-Host a client sends", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const port = new URL(base).port;
    const get = (host: string, extra: Record<string, string> = {}) => rawRequest(base, "/accueil", { Host: `${host}:${port}`, Accept: "text/html", ...extra });
    const before = renders;
    const coaching = await get("localhost");
    const wine = await get("vins.localhost");
    expect([coaching.cache, wine.cache]).toEqual(["miss", "miss"]);
    expect(coaching.body).toContain(`data-host="localhost:${port}"`);
    expect(wine.body).toContain(`data-host="vins.localhost:${port}"`);
    // A client naming the other host in X-Forwarded-Host gets the page of its Host.
    const forged = await get("localhost", { "X-Forwarded-Host": `vins.localhost:${port}` });
    expect(forged.cache).toBe("hit");
    expect(forged.body).toBe(coaching.body);
    const again = await get("VINS.localhost.");
    expect(again.cache).toBe("hit");
    expect(again.body).toBe(wine.body);
    expect(renders - before).toBe(2);
  });
});

describe("page cache and logged-in visitors", () => {
  const get = (base: string, path: string, cookie?: string) => rawRequest(base, path, { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) });

  it("a customer (token cookie) gets a page an anonymous visitor was shown, when its render read nothing of the visitor", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    const anonymous = await get(base, "/accueil");
    const customer = await get(base, "/accueil", "token=jeton-client; idSite=69");
    expect([anonymous.cache, customer.cache]).toEqual(["miss", "hit"]);
    expect(customer.body).toBe(anonymous.body);
    expect(renders - before).toBe(1);
  });

  it("staff (the staff cookie) always get a fresh render, never stored", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    await get(base, "/accueil");
    const before = renders;
    const staff = await get(base, "/accueil", "token=jeton-admin; idSite=69; staff=1");
    expect(staff.cache).toBeUndefined();
    expect((await get(base, "/ateliers", "token=jeton-admin; staff=1")).cache).toBeUndefined();
    expect((await get(base, "/ateliers")).cache).toBe("miss");
    expect(renders - before).toBe(3);
  });

  it("a customer's render is kept when it read nothing of them, never when it did", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    // A page first asked by a customer, the same for everyone: kept for the next visitors.
    expect((await get(base, "/ateliers", "token=jeton-client")).cache).toBe("miss");
    expect((await get(base, "/ateliers")).cache).toBe("hit");
    expect((await get(base, "/ateliers", "token=autre-client")).cache).toBe("hit");
    // Their account's page: rendered for them, not kept (the next visitor gets their own render).
    expect((await get(base, "/mon-compte", "token=jeton-client")).cache).toBe("miss");
    expect((await get(base, "/mon-compte")).cache).toBe("miss");
    expect(renders - before).toBe(3);
    expect(pendingRenderMarks()).toBe(0);
  });

  it("a page whose render read the visitor is never stored, for anyone (declared shared or not)", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    expect((await get(base, "/mon-compte")).cache).toBe("miss");
    expect((await get(base, "/mon-compte")).cache).toBe("miss");
    expect((await get(base, "/mon-compte", "token=jeton-client")).cache).toBe("miss");
    expect((await get(base, "/mon-compte", "token=autre-client")).cache).toBe("miss");
    expect(renders - before).toBe(4);
    expect(pendingRenderMarks()).toBe(0);
  });

  it("a page that did not declare its render shared is never stored: a forgotten declaration costs a render", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    const answers = [await get(base, "/non-declaree/page"), await get(base, "/non-declaree/page"), await get(base, "/non-declaree/page", "token=jeton-client")];
    expect(answers.map((answer) => answer.cache)).toEqual(["miss", "miss", "miss"]);
    expect(renders - before).toBe(3);
    expect(pendingRenderMarks()).toBe(0);
  });

  it("an answer saying `private, no-store` itself is never stored, even from a render declared shared", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    const owner = await get(base, "/mon-compte/commandes/3/facture", "token=jeton-client");
    const anonymous = await get(base, "/mon-compte/commandes/3/facture");
    const other = await get(base, "/mon-compte/commandes/3/facture", "token=autre-client");
    expect([owner.cache, anonymous.cache, other.cache]).toEqual(["miss", "miss", "miss"]);
    expect(renders - before).toBe(3);
  });

  it("a request with an Authorization header is neither answered from the cache nor stored", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    expect((await rawRequest(base, "/accueil", { Accept: "text/html", Authorization: "Bearer jeton-client" })).cache).toBeUndefined();
    expect((await get(base, "/accueil")).cache).toBe("miss");
    expect((await rawRequest(base, "/accueil", { Accept: "text/html", Authorization: "Bearer jeton-client" })).cache).toBeUndefined();
    expect(renders - before).toBe(3);
  });

  it("visitors asking at once for a page known not to be shared render at once, without waiting on each other", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    expect((await get(base, "/lent/mon-compte", "token=jeton-client")).cache).toBe("miss");
    const before = renders;
    const answers = await Promise.all(["token=a", "token=b", undefined].map((cookie) => get(base, "/lent/mon-compte", cookie)));
    expect(renders - before).toBe(3);
    // Each one its own render (a waiter turned away renders without the miss mark).
    expect(answers.map((answer) => answer.cache)).toEqual(["miss", "miss", "miss"]);
    expect(pendingRenderMarks()).toBe(0);
  });

  it("a replayed page carries each security header once", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    await get(base, "/une-page");
    const { hostname, port } = new URL(base);
    const rawHeaders = await new Promise<string[]>((resolve, reject) =>
      http.get({ hostname, port, path: "/une-page", headers: { Accept: "text/html" } }, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      }).on("error", reject),
    );
    const names = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    expect(rawHeaders[rawHeaders.findIndex((name) => name.toLowerCase() === "x-page-cache") + 1]).toBe("hit");
    for (const name of ["x-content-type-options", "referrer-policy", "permissions-policy", "content-security-policy", "cache-control"]) {
      expect(names.filter((seen) => seen === name), name).toHaveLength(1);
    }
  });

  it("client-side navigations (RSC) are stored and replayed too, one per page the router comes from", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const navigate = (from: string, hash: string, cookie?: string) =>
      rawRequest(base, `/accueil?_rsc=${hash}`, { Accept: "*/*", RSC: "1", "Next-Router-State-Tree": from, ...(cookie ? { Cookie: cookie } : {}) });
    const before = renders;
    const first = await navigate("arbre-a", "h1");
    const again = await navigate("arbre-a", "h2");
    const customer = await navigate("arbre-a", "h1", "token=jeton-client; idSite=69");
    const other = await navigate("arbre-b", "h3");
    expect([first.cache, again.cache, customer.cache, other.cache]).toEqual(["miss", "hit", "hit", "miss"]);
    expect([again.body, customer.body]).toEqual([first.body, first.body]);
    expect(other.body).toContain("arbre-b");
    expect(renders - before).toBe(2);
  });

  it("visitors asking at once for a page being rendered get that one render", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    const answers = await Promise.all([undefined, undefined, "token=jeton-client", undefined, undefined].map((cookie) => get(base, "/lent/accueil", cookie)));
    expect(renders - before).toBe(1);
    expect(answers.map((answer) => answer.cache).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.body).toContain("<script nonce=");
  });

  it("a visitor waiting on a render that stores nothing, or staff, get a render of their own", async () => {
    const base = await start(NO_TRUSTED_PROXY, 60_000);
    const before = renders;
    // The first customer's account page reads them: neither the second customer nor staff get it.
    const [first, second, staff] = await Promise.all([
      get(base, "/lent/mon-compte", "token=jeton-client"),
      get(base, "/lent/mon-compte", "token=autre-client"),
      get(base, "/lent/mon-compte", "token=jeton-admin; staff=1"),
    ]);
    expect(renders - before).toBe(3);
    expect([first.cache, second.cache, staff.cache]).toEqual(["miss", undefined, undefined]);
    expect(pendingRenderMarks()).toBe(0);
  });

  it("names each render itself: a client's own render id is replaced", async () => {
    const base = await start();
    const forged = await rawRequest(base, "/render-id", { Accept: "text/html", [RENDER_ID_HEADER]: "42" });
    const next = await rawRequest(base, "/render-id", { Accept: "text/html", [RENDER_ID_HEADER]: "42" });
    const ids = [forged.body, next.body].map((body) => /data-render="([^"]*)"/.exec(body)?.[1]);
    expect(ids[0]).toMatch(/^\d+$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids).not.toContain("42");
  });
});

describe("static regions' handoff (components/ui/static-html-handoff.ts)", () => {
  it("a document's render hands its regions' HTML to its HTML pass, by a key of its own render; closed with the response", async () => {
    const base = await start();
    const first = JSON.parse((await rawRequest(base, "/region", { Accept: "text/html" })).body);
    const second = JSON.parse((await rawRequest(base, "/region", { Accept: "text/html" })).body);
    expect(first).toEqual({ key: expect.stringMatching(/^\d+\.0$/), html: "<p>Région</p>", open: 1 });
    expect(second.key).not.toBe(first.key);
    expect(takeHandedOverHtml(first.key)).toBeUndefined();
    expect(openStaticHtmlHandoffs()).toBe(0);
  });

  it("a client-side navigation (RSC) or a POST gets none: the HTML crosses its payload", async () => {
    const base = await start();
    const navigation = JSON.parse((await rawRequest(base, "/region", { rsc: "1" })).body);
    expect(navigation).toEqual({ key: null, html: null, open: 0 });
    const posted = await fetch(`${base}/region`, { method: "POST" });
    expect(await posted.json()).toEqual({ key: null, html: null, open: 0 });
    // Outside any render (a module's top level, another request's timer): none either.
    expect(handOverStaticHtml("<p>x</p>")).toBeNull();
  });
});

describe("client address handed to the app", () => {
  it("is the socket address; a forged X-Forwarded-For or internal header changes nothing", async () => {
    const base = await start();
    const plain = await whoami(base);
    expect(plain.body.address).toBe("127.0.0.1");
    const forged = await whoami(base, { "X-Forwarded-For": "203.0.113.66", [CLIENT_ADDRESS_HEADER]: "198.51.100.1", "X-Real-IP": "192.0.2.1" });
    expect(forged.body.address).toBe("127.0.0.1");
  });

  it("tells the app the path asked for, without its query; a client's own claim is replaced", async () => {
    const base = await start();
    const asked = await fetch(`${base}/path/prestations?q=1&_rsc=abc`, { headers: { [REQUEST_PATH_HEADER]: "/mon-compte" } });
    expect(await asked.json()).toEqual({ path: "/path/prestations" });
  });

  it("never hands on a client's copy of the proxy's not-found marker (the proxy does not run on the home)", async () => {
    const base = await start();
    const forged = await whoami(base, { [NOT_FOUND_PAGE_HEADER]: "1" });
    expect(forged.body.notFoundMarker).toBeNull();
  });

  it("tells the app the scheme it decided: a client's X-Forwarded-Proto is replaced, a trusted proxy's is kept", async () => {
    const direct = await start();
    expect((await whoami(direct, { "X-Forwarded-Proto": "https" })).body.proto).toBe("http");
    const behindProxy = await start(trustedProxyMatcher(["127.0.0.1"]));
    expect((await whoami(behindProxy, { "X-Forwarded-Proto": "https" })).body.proto).toBe("https");
    expect((await whoami(behindProxy)).body.proto).toBe("http");
  });

  it("from a trusted proxy, the right-most X-Forwarded-For entry that is not a proxy", async () => {
    const base = await start(trustedProxyMatcher(["127.0.0.1", "10.0.0.0/8"]));
    expect((await whoami(base, { "X-Forwarded-For": "1.1.1.1, 203.0.113.7, 10.0.0.3" })).body.address).toBe("203.0.113.7");
    expect((await whoami(base)).body.address).toBe("127.0.0.1");
  });
});

describe("security headers", () => {
  it("every answer: CSP with a fresh nonce (also given to Next on the request), nosniff, referrer, permissions, no HSTS over http", async () => {
    const base = await start();
    const first = await whoami(base);
    const second = await whoami(base);
    const policy = first.response.headers.get("content-security-policy")!;
    expect(policy).toBe(contentSecurityPolicy(first.body.nonce!));
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/style-src|default-src/);
    expect(first.body.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(second.body.nonce).not.toBe(first.body.nonce);
    expect(first.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.response.headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(first.response.headers.get("strict-transport-security")).toBeNull();
  });

  it("an answer with a policy of its own keeps it (the site's is not added)", async () => {
    const base = await start();
    const own = await fetch(`${base}/own-policy`);
    expect(own.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("HSTS only when a trusted proxy says the visitor came over https; a client saying so is ignored", async () => {
    const direct = await start();
    expect((await whoami(direct, { "X-Forwarded-Proto": "https" })).response.headers.get("strict-transport-security")).toBeNull();
    const proxied = await start(trustedProxyMatcher(["127.0.0.1"]));
    expect((await whoami(proxied, { "X-Forwarded-Proto": "https" })).response.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    expect((await whoami(proxied, { "X-Forwarded-Proto": "http" })).response.headers.get("strict-transport-security")).toBeNull();
  });

  it("a page from the anonymous cache is replayed with the CSP its nonce was rendered with", async () => {
    const base = await start(trustedProxyMatcher(["127.0.0.1"]), 60_000);
    const before = renders;
    const miss = await fetch(`${base}/accueil`, { headers: { Accept: "text/html", "X-Forwarded-Proto": "https" } });
    const missHtml = await miss.text();
    const hit = await fetch(`${base}/accueil`, { headers: { Accept: "text/html", "X-Forwarded-Proto": "https" } });
    const hitHtml = await hit.text();
    expect(renders - before).toBe(1);
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hitHtml).toBe(missHtml);
    const nonce = nonceOf(hit.headers.get("content-security-policy") ?? undefined);
    expect(nonce).not.toBeNull();
    expect(hit.headers.get("content-security-policy")).toBe(miss.headers.get("content-security-policy"));
    expect(hitHtml).toContain(`nonce="${nonce}"`);
    // HSTS is not stored with the page: it is added for the request that gets the copy.
    expect(hit.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
  });
});

describe("malformed percent-encoding in the path", () => {
  it.each(["/%E0%A4%A", "/api/%", "/%", "/%zz", "/%FF", "/a%2"])("%s is malformed", (path) => {
    expect(hasMalformedPath(path)).toBe(true);
  });
  it.each(["/", "/caf%C3%A9", "/a%20b?x=%", "/api/site/info"])("%s is fine", (path) => {
    expect(hasMalformedPath(path)).toBe(false);
  });

  /** Raw request: fetch would re-encode the path. */
  function rawGet(base: string, path: string, accept: string): Promise<{ status: number; type: string; body: string }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const request = http.request({ hostname, port, path, headers: { Accept: accept } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, type: String(response.headers["content-type"]), body }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  it("400 with the envelope for the API and non-HTML clients, without reaching Next", async () => {
    const base = await start();
    const before = renders;
    for (const [path, accept] of [["/api/%", "text/html"], ["/%E0%A4%A", "application/json"], ["/%E0%A4%A", "*/*"]] as const) {
      const answer = await rawGet(base, path, accept);
      expect(answer.status).toBe(400);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ success: false, data: null, message: MALFORMED_PATH_MESSAGE });
    }
    expect(renders).toBe(before);
  });

  it("400 with a short French page for a browser", async () => {
    const base = await start();
    const answer = await rawGet(base, "/%E0%A4%A", "text/html,application/xhtml+xml");
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('<html lang="fr">');
    expect(answer.body).toContain("Adresse invalide");
  });
});
