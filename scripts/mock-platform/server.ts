import http from "node:http";
import { getResponse } from "msw";
import type { PlatformFixture } from "./fixtures";
import { createMockPlatformHandlers } from "./handlers";

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

/**
 * The mock platform as a real HTTP server (for `next dev` with PLATFORM_API_URL): each request is
 * answered by the msw handlers of ./handlers.ts.
 */
export async function startMockPlatform(fixtures: readonly PlatformFixture[], port: number, host = "127.0.0.1") {
  const handlers = createMockPlatformHandlers(fixtures);
  const origin = `http://${host}:${port}`;
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
  return { url: origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
