/**
 * Next's build output under /_next/static/ (content-hashed, immutable) answered from files
 * compressed once at build time (scripts/precompress-static.ts: `.br` at brotli's best level and
 * `.gz`), kept in memory: no compression work per request, and smaller than what a per-request
 * compressor can afford. Anything without a precompressed twin is left to Next.
 */
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { negotiateEncoding } from "./content-encoding";

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};
const EXTENSIONS: Record<string, string> = { br: ".br", gzip: ".gz" };
/** Bound of the in-memory copies (the whole build output is a few MB). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

export function createStaticAssetServer(distDir: string) {
  const staticDir = path.resolve(distDir, "static");
  const cache = new Map<string, Buffer | null>();
  let cachedBytes = 0;

  const read = (file: string): Buffer | null => {
    if (cache.has(file)) return cache.get(file)!;
    let body: Buffer | null = null;
    try {
      body = fs.readFileSync(file);
    } catch {
      body = null;
    }
    if (cachedBytes + (body?.length ?? 0) <= MAX_CACHED_BYTES) {
      cache.set(file, body);
      cachedBytes += body?.length ?? 0;
    }
    return body;
  };

  /** Answers the request when it is a precompressed static file the client can take; false otherwise. */
  return (req: http.IncomingMessage, res: http.ServerResponse, headers: Record<string, string>): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = (req.url ?? "").split("?")[0]!;
    if (!url.startsWith(PREFIX) || !/^[\w\-./~]+$/.test(url) || url.includes("..")) return false;
    const type = TYPES[path.extname(url)];
    if (!type) return false;
    const encoding = negotiateEncoding(req.headers["accept-encoding"] as string | undefined);
    const extension = EXTENSIONS[encoding];
    if (!extension) return false;
    const file = path.resolve(staticDir, url.slice(PREFIX.length));
    if (!file.startsWith(staticDir + path.sep)) return false;
    const body = read(file + extension);
    if (!body) return false;
    res.writeHead(200, {
      ...headers,
      "Content-Type": type,
      "Content-Encoding": encoding,
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
