import http from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import type { PlatformFixture } from "./fixtures";
import { createMockPlatformHandlers, type UnansweredRequest } from "./handlers";

/** Node request → Fetch Request (GET/HEAD have no body; others are read whole: small JSON). */
async function toRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const method = req.method ?? "GET";
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? "/", origin), { method, headers, body: body ? new Uint8Array(body) : undefined });
}

/** "GET /api/consent/services", with its query when it has one. */
export function describeRequest(request: Pick<UnansweredRequest, "method" | "path" | "query">): string {
  return `${request.method} ${request.path}${request.query ? `?${request.query}` : ""}`;
}

export interface StartOptions {
  host?: string;
  /** Where each request answered without a recording is told (once per method, path and query); stderr by default. */
  log?: (line: string) => void;
}

export interface MockPlatform {
  url: string;
  /** Every request answered without a recording since the start, in order, each once. */
  unanswered: () => readonly UnansweredRequest[];
  close: () => Promise<void>;
}

/**
 * The mock platform as a real HTTP server (port 0: any free one, see `url`) (for `next dev` or `next start` with PLATFORM_API_URL):
 * each request is answered by the msw handlers of ./handlers.ts. A request with no recording is
 * logged and kept (`unanswered`): what the storefront asked and the recordings miss.
 */
export async function startMockPlatform(fixtures: readonly PlatformFixture[], port: number, options: StartOptions = {}): Promise<MockPlatform> {
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? ((line: string) => console.error(line));
  const unanswered = new Map<string, UnansweredRequest>();
  const handlers = createMockPlatformHandlers(fixtures, {
    onUnanswered: (request) => {
      const key = describeRequest(request);
      if (unanswered.has(key)) return;
      unanswered.set(key, request);
      log(`[faux serveur] ${key} : ${request.reason}`);
    },
  });
  let origin = `http://${host}:${port}`;
  const server = http.createServer((req, res) => {
    void (async () => {
      const response = (await getResponse(handlers, await toRequest(req, origin))) ?? new Response(null, { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: false, data: null, message: `Erreur du faux serveur : ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  // Port 0: the one the system gave.
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    unanswered: () => [...unanswered.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
