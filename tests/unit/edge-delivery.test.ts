import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { markRenderShared, RENDER_ID_HEADER } from "@/lib/api-client/render-audience";
import { NO_TRUSTED_PROXY } from "@/lib/domain/client-address";
import { precompressStatic } from "@/scripts/precompress-static";
import { negotiateEncoding } from "@/server/content-encoding";
import { createEdgeHandler, type NextHandler } from "@/server/edge-handler";
import { PageCache } from "@/server/page-cache";
import { nonceOf } from "@/server/security-headers";
import { createStaticAssetServer } from "@/server/static-assets";

/** Plays Next as it streams a page: headers flushed first, then pieces, each followed by flush(). */
const streamingNext: NextHandler = async (req, res) => {
  const nonce = nonceOf(req.headers["content-security-policy"] as string | undefined);
  if (req.url === "/data") {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `élément ${i} <script src="/_next/static/chunks/x.js" async="">`) }));
    return;
  }
  // A public page: it declares its render shared, as lib/storefront/shared-render.ts does.
  markRenderShared(req.headers[RENDER_ID_HEADER] as string | undefined);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.flushHeaders();
  const pieces = [
    `<!DOCTYPE html><html lang="fr"><head><script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script>`,
    `<script src="/_next/static/chunks/pa`,
    `ge.js" async="" nonce="${nonce}"></script></head><body><h1>Élan — café</h1>${"<p>Du contenu pour dépasser le seuil de compression.</p>".repeat(40)}`,
    `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`,
  ];
  for (const piece of pieces) {
    // Multi-byte characters cut between two writes must survive the rewrite.
    const bytes = Buffer.from(piece);
    const cut = Math.floor(bytes.length / 2);
    res.write(bytes.subarray(0, cut));
    res.write(bytes.subarray(cut));
    (res as unknown as { flush?: () => void }).flush?.();
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  res.end();
};

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(options: { cacheTtlMs?: number; serveStatic?: ReturnType<typeof createStaticAssetServer> } = {}) {
  const handler = createEdgeHandler({
    handle: streamingNext,
    cache: new PageCache(options.cacheTtlMs ?? 0),
    trustedProxies: NO_TRUSTED_PROXY,
    generation: () => 1,
    serveStatic: options.serveStatic,
  });
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** Raw GET (fetch would decompress on its own): status, headers and the raw body. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks), status: response.statusCode! }));
      })
      .on("error", reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("content encoding", () => {
  it("brotli first, then gzip, as the client allows", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("zstd")).toBe("identity");
  });
});

describe("pages as Next streams them", () => {
  it.each(["br", "gzip", "identity"])("%s: compressed as asked, Next's scripts moved into one loader with the request's nonce", async (encoding) => {
    const base = await start();
    const answer = await rawGet(`${base}/`, { Accept: "text/html", "Accept-Encoding": encoding });
    expect(answer.headers["content-encoding"] ?? "identity").toBe(encoding);
    expect(answer.headers["content-length"]).toBeUndefined();
    const html = decode(answer.body, answer.headers["content-encoding"]);
    const nonce = nonceOf(answer.headers["content-security-policy"] as string);
    expect(html).toContain("<h1>Élan — café</h1>");
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(main|page)\.js"/);
    expect(html).toContain(`<script nonce="${nonce}" id="__deferred_scripts">`);
    expect(html).toContain('["/_next/static/chunks/main.js","/_next/static/chunks/page.js"]');
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("other answers are compressed but never rewritten", async () => {
    const base = await start();
    const answer = await rawGet(`${base}/data`, { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(decode(answer.body, "br")) as { items: string[] };
    expect(json.items[3]).toBe('élément 3 <script src="/_next/static/chunks/x.js" async="">');
  });

  it("the page cache keeps one copy per encoding and replays it as stored", async () => {
    const base = await start({ cacheTtlMs: 60_000 });
    const brMiss = await rawGet(`${base}/accueil`, { Accept: "text/html", "Accept-Encoding": "br" });
    const gzipMiss = await rawGet(`${base}/accueil`, { Accept: "text/html", "Accept-Encoding": "gzip" });
    const brHit = await rawGet(`${base}/accueil`, { Accept: "text/html", "Accept-Encoding": "gzip, br" });
    const gzipHit = await rawGet(`${base}/accueil`, { Accept: "text/html", "Accept-Encoding": "gzip" });
    expect([brMiss.headers["x-page-cache"], gzipMiss.headers["x-page-cache"], brHit.headers["x-page-cache"], gzipHit.headers["x-page-cache"]]).toEqual(["miss", "miss", "hit", "hit"]);
    expect(brHit.headers["content-encoding"]).toBe("br");
    expect(gzipHit.headers["content-encoding"]).toBe("gzip");
    expect(brHit.body.equals(brMiss.body)).toBe(true);
    expect(decode(gzipHit.body, "gzip")).toBe(decode(gzipMiss.body, "gzip"));
    expect(brHit.headers["content-security-policy"]).toBe(brMiss.headers["content-security-policy"]);
  });
});

describe("build files, precompressed", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "evolusite-dist-"));
  const source = `/* chunk */ ${"console.log('élan');".repeat(500)}`;
  fs.mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  fs.writeFileSync(path.join(dist, "static", "chunks", "app.js"), source);
  fs.writeFileSync(path.join(dist, "static", "chunks", "font.woff2"), Buffer.from([1, 2, 3]));
  fs.writeFileSync(path.join(dist, "secret.js"), "secret");
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("the build step writes a brotli and a gzip twin of every text file, and only of those", () => {
    expect(precompressStatic(dist)).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, "static/chunks/app.js.br"))).toString()).toBe(source);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, "static/chunks/app.js.gz"))).toString()).toBe(source);
    expect(fs.existsSync(path.join(dist, "static/chunks/font.woff2.br"))).toBe(false);
  });

  it("answered from the twin the client accepts, immutable, with the security headers; the rest is left to Next", async () => {
    precompressStatic(dist);
    const base = await start({ serveStatic: createStaticAssetServer(dist) });
    const br = await rawGet(`${base}/_next/static/chunks/app.js`, { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(decode(br.body, "br")).toBe(source);
    const gzip = await rawGet(`${base}/_next/static/chunks/app.js`, { "Accept-Encoding": "gzip" });
    expect(decode(gzip.body, gzip.headers["content-encoding"])).toBe(source);
    // Left to Next (here the fake, which answers a page): no twin, no encoding, a climb out of static/.
    for (const [url, encoding] of [["/_next/static/chunks/app.js", "identity"], ["/_next/static/chunks/missing.js", "br"], ["/_next/static/../secret.js", "br"], ["/_next/static/chunks/font.woff2", "br"]]) {
      const answer = await rawGet(`${base}${url}`, { "Accept-Encoding": encoding! });
      expect(answer.headers["cache-control"] ?? "").not.toContain("immutable");
    }
  });
});
