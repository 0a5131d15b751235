/**
 * The production server (`npm start`, the browser suite, the bench): Next's request handler in a
 * plain Node HTTP server, with the anonymous full-page cache of server/page-cache.ts in front.
 * Next runs in this process, so the platform's writes (content generation) reach the cache.
 * Usage: node --import tsx server/serve.ts [--port N]
 */
import http from "node:http";
import path from "node:path";
import next from "next";
import { currentContentGeneration } from "../lib/platform/cache/content-generation";
import { parseEnvOrExit } from "../lib/env";
import { isStorable, PageCache, pageCacheKey } from "./page-cache";

(process.env as Record<string, string>).NODE_ENV = "production";

function portFromArgs(fallback: number): number {
  const index = process.argv.indexOf("--port");
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Records what Next writes, to store it once the response is complete. */
function captureBody(res: http.ServerResponse, onComplete: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function") {
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.on("finish", () => onComplete(Buffer.concat(chunks)));
}

async function main() {
  const env = parseEnvOrExit(process.env);
  const port = portFromArgs(env.PORT);
  const app = next({ dev: false, dir: path.resolve(__dirname, ".."), port, hostname: "0.0.0.0" });
  const handle = app.getRequestHandler();
  await app.prepare();
  const cache = new PageCache(env.PAGE_CACHE_TTL_MS);

  const server = http.createServer((req, res) => {
    const key = cache.enabled ? pageCacheKey(req) : null;
    if (key) {
      const generation = currentContentGeneration();
      const hit = cache.get(key, Date.now(), generation);
      if (hit) {
        res.writeHead(hit.status, { ...hit.headers, "content-length": String(hit.body.length), "x-page-cache": "hit" });
        res.end(req.method === "HEAD" ? undefined : hit.body);
        return;
      }
      if (req.method === "GET") {
        res.setHeader("x-page-cache", "miss");
        captureBody(res, (body) => {
          const headers = res.getHeaders() as Record<string, string | string[]>;
          if (!isStorable(res.statusCode, headers)) return;
          const { "transfer-encoding": _te, "content-length": _cl, "x-page-cache": _pc, ...kept } = headers;
          cache.set(key, { status: res.statusCode, headers: kept, body, storedAt: Date.now(), generation });
        });
      }
    }
    void handle(req, res);
  });
  server.listen(port, () => console.log(`Prêt : http://localhost:${port}`));
  // Stop accepting connections; the platform's own handler (lib/platform/boot.ts) closes the
  // database and exits.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close());
}

void main();
