import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getDb } from "@/lib/platform/db/client";
import { visits } from "@/lib/platform/db/schema";
import { DEFAULT_BODY_LIMIT_BYTES, limitBody } from "@/lib/platform/http/body-limit";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { handleError } from "@/lib/platform/http/handle-error";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { VISIT_LIMITS } from "@/lib/platform/routes/site";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => resetRateLimits());

/** A body sent in chunks, with no Content-Length (Transfer-Encoding: chunked over HTTP). */
function chunkedBody(totalBytes: number, chunkBytes = 16 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => sent };
}

/** A JSON body of `bytes` bytes: {"email":"…"} padded with spaces. */
function jsonOfSize(bytes: number): string {
  const base = JSON.stringify({ email: "camille@exemple.fr", password: "x" });
  return base + " ".repeat(Math.max(0, bytes - base.length));
}

describe("request body limit (64 Kio by default)", () => {
  it("a declared body over the limit: 413 in the envelope, French message", async () => {
    const response = await callApi("/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(DEFAULT_BODY_LIMIT_BYTES + 1) },
      body: jsonOfSize(DEFAULT_BODY_LIMIT_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, data: null, message: "Le contenu envoyé dépasse la taille autorisée (64 Kio)." });
  });

  it("a body just under the limit is read as usual", async () => {
    const response = await callApi("/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: jsonOfSize(DEFAULT_BODY_LIMIT_BYTES),
    });
    expect(response.status).not.toBe(413);
    expect([401, 422]).toContain(response.status);
  });

  /** A tiny app with the real middleware and error handler, whose handler says whether it ran. */
  function probeApp(routeLimit?: number, streamed = false) {
    const state = { handlerRan: false };
    const app = new Hono<AppEnv>();
    if (routeLimit) app.use("/upload", limitBody(routeLimit, { streamed }));
    app.use(limitBody(DEFAULT_BODY_LIMIT_BYTES));
    const handler = async (c: { req: { text: () => Promise<string> }; json: (value: unknown) => Response }) => {
      state.handlerRan = true;
      return c.json({ length: (await c.req.text()).length });
    };
    app.post("/json", handler);
    app.post("/upload", handler);
    app.onError(handleError);
    return { app, state };
  }

  it("a chunked body (no Content-Length) is cut off past the limit: 413, handler never runs, reading stops", async () => {
    const { app, state } = probeApp();
    const body = chunkedBody(100 * 1024 * 1024);
    const response = await app.request("/json", { method: "POST", body: body.stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/dépasse la taille autorisée/);
    expect(state.handlerRan).toBe(false);
    // 100 Mio offered, little more than the limit read.
    expect(body.pulled()).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES * 4);
  });

  it("a chunked body under the limit reaches the handler whole", async () => {
    const { app, state } = probeApp();
    const response = await app.request("/json", { method: "POST", body: chunkedBody(40_000).stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: 40_000 });
    expect(state.handlerRan).toBe(true);
  });

  it("a streamed route (it meters its own uploads): a chunked body reaches the handler unread, and is cut past the limit as the handler reads it", async () => {
    const { app, state } = probeApp(1024 * 1024, true);
    const body = chunkedBody(100 * 1024 * 1024);
    const response = await app.request("/upload", { method: "POST", body: body.stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe("Le contenu envoyé dépasse la taille autorisée (1 Mio).");
    expect(state.handlerRan).toBe(true);
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
    // Under the limit: read whole by the handler; a declared length is judged at once as elsewhere.
    expect(await (await app.request("/upload", { method: "POST", body: chunkedBody(300_000).stream, duplex: "half" } as RequestInit)).json()).toEqual({ length: 300_000 });
    const declared = await app.request("/upload", { method: "POST", headers: { "Content-Length": String(1024 * 1024 + 1) }, body: "x".repeat(1024 * 1024 + 1) });
    expect(declared.status).toBe(413);
  });

  it("a route given a larger limit accepts more, the others keep the default", async () => {
    const { app } = probeApp(1024 * 1024);
    const big = "x".repeat(200 * 1024);
    expect((await app.request("/upload", { method: "POST", body: big })).status).toBe(200);
    expect((await app.request("/json", { method: "POST", body: big })).status).toBe(413);
    const over = await app.request("/upload", { method: "POST", body: "x".repeat(1024 * 1024 + 1) });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe("Le contenu envoyé dépasse la taille autorisée (1 Mio).");
  });
});

describe("GET /site/visit/{from}: per-client limit", () => {
  async function visitsOf(siteId: number, source: string) {
    const [row] = await (await getDb())
      .select({ n: count() })
      .from(visits)
      .where(and(eq(visits.siteId, siteId), eq(visits.source, source)));
    return row!.n;
  }
  const from = (ip: string, siteId = SITE_69, source = "flood") =>
    callApi(`/site/visit/${source}`, { siteId, headers: { [CLIENT_ADDRESS_HEADER]: ip } });

  it(`records ${VISIT_LIMITS.perClient} visits per client and site, then 429 in the envelope without writing`, async () => {
    for (let i = 0; i < VISIT_LIMITS.perClient; i += 1) expect((await from("203.0.113.10")).status).toBe(201);
    const refused = await from("203.0.113.10");
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/Trop de tentatives/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await visitsOf(SITE_69, "flood")).toBe(VISIT_LIMITS.perClient);
  });

  it("another client, or the same client on another site, has its own count", async () => {
    for (let i = 0; i < VISIT_LIMITS.perClient + 1; i += 1) await from("203.0.113.20", SITE_69, "bucket");
    expect((await from("203.0.113.20", SITE_69, "bucket")).status).toBe(429);
    expect((await from("203.0.113.21", SITE_69, "bucket")).status).toBe(201);
    expect((await from("203.0.113.20", SITE_70, "bucket")).status).toBe(201);
  });

  it("a forged X-Forwarded-For does not give a new count", async () => {
    for (let i = 0; i < VISIT_LIMITS.perClient; i += 1) await from("203.0.113.30", SITE_69, "forged");
    const forged = await callApi("/site/visit/forged", {
      siteId: SITE_69,
      headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.30", "X-Forwarded-For": "198.51.100.99" },
    });
    expect(forged.status).toBe(429);
  });
});
