/**
 * The production server (`npm start`, the browser suite, the bench): Next's request handler in a
 * plain Node HTTP server, with what server/edge-handler.ts does in front (client address, security
 * headers and CSP nonce, 400 on undecodable paths, the page cache of server/page-cache.ts).
 * Next runs in this process, so the platform's writes (content generation) reach the cache.
 * Usage: node --import tsx server/serve.ts [--port N]; every launcher adds the Node flags of
 * server/serve-command.ts.
 */
import http from "node:http";
import path from "node:path";
import next from "next";
import { trustedProxyMatcher } from "../lib/domain/client-address";
import { currentContentGeneration } from "../lib/platform/cache/content-generation";
import { markEdgeServer } from "../lib/platform/rate-limit/edge-server";
import { parseEnvOrExit } from "../lib/env";
import { createEdgeHandler } from "./edge-handler";
import { PageCache } from "./page-cache";
import { createRenderSlots } from "./render-slots";
import { createStaticAssetServer } from "./static-assets";

(process.env as Record<string, string>).NODE_ENV = "production";

/**
 * Page renders under way at once (server/render-slots.ts): more only add memory for the garbage
 * collector on these 2-core machines (the home's uncached render, 6 connections, servers loaded side
 * by side in 8 rounds of 10 s: 2 at once cost 4–6 % less CPU per render than 4, 1 at once no less
 * than 2); a render waiting on I/O (PostgreSQL, a remote platform) gives its slot back after
 * RENDER_SLOT_MAX_HOLD_MS anyway.
 */
const RENDER_CONCURRENCY = 2;
const RENDER_SLOT_MAX_HOLD_MS = 2_000;

/** How long an idle keep-alive connection stays open (announced as `Keep-Alive: timeout=65`). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function portFromArgs(fallback: number): number {
  const index = process.argv.indexOf("--port");
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

async function main() {
  const env = parseEnvOrExit(process.env);
  const port = portFromArgs(env.PORT);
  const app = next({ dev: false, dir: path.resolve(__dirname, ".."), port, hostname: "0.0.0.0" });
  const handle = app.getRequestHandler();
  await app.prepare();
  // The platform believes the client-address header only with this server in front.
  markEdgeServer();

  const server = http.createServer(
    createEdgeHandler({
      handle,
      cache: new PageCache(env.PAGE_CACHE_TTL_MS),
      serveStatic: createStaticAssetServer(path.resolve(__dirname, "..", ".next")),
      trustedProxies: trustedProxyMatcher(env.TRUSTED_PROXIES),
      generation: currentContentGeneration,
      renderSlots: createRenderSlots(RENDER_CONCURRENCY, RENDER_SLOT_MAX_HOLD_MS),
    }),
  );
  // Idle keep-alive connections outlive a reverse proxy's (nginx and most load balancers keep
  // theirs up to 60 s): Node's default 5 s lets the server close a connection just as a proxy or a
  // client reuses it, which they see as a reset request (ECONNRESET, or a 502 from the proxy).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.listen(port, () => console.log(`Prêt : http://localhost:${port}`));
  // Stop accepting connections; the platform's own handler (lib/platform/boot.ts) closes the
  // database and exits.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close());
}

void main();
