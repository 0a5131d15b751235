import http from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_TRUSTED_PROXY } from "@/lib/domain/client-address";
import { createEdgeHandler, type NextHandler } from "@/server/edge-handler";
import { PageCache } from "@/server/page-cache";
import { createRenderSlots } from "@/server/render-slots";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("render slots", () => {
  it("runs at most `limit` at once, the others in their order of arrival", async () => {
    const slots = createRenderSlots(2, 60_000);
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    for (const name of ["a", "b", "c", "d"]) {
      slots.run((release) => {
        started.push(name);
        releases.set(name, release);
      });
    }
    expect(started).toEqual(["a", "b"]);
    expect(slots.stats()).toEqual({ running: 2, waiting: 2 });
    releases.get("b")!();
    releases.get("b")!(); // freeing twice frees one slot
    // A newcomer queues behind those already waiting, even with a slot free.
    slots.run((release) => {
      started.push("e");
      releases.set("e", release);
    });
    await nextTurn();
    expect(started).toEqual(["a", "b", "c"]);
    expect(slots.stats()).toEqual({ running: 2, waiting: 2 });
    releases.get("a")!();
    releases.get("c")!();
    await nextTurn();
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("frees a slot held longer than maxHoldMs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const slots = createRenderSlots(1, 2_000);
      const started: string[] = [];
      slots.run(() => started.push("stuck"));
      slots.run(() => started.push("next"));
      vi.advanceTimersByTime(1_999);
      await nextTurn();
      expect(started).toEqual(["stuck"]);
      vi.advanceTimersByTime(1);
      await nextTurn();
      expect(started).toEqual(["stuck", "next"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("page renders in turn (edge handler)", () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A Next that takes 30 ms per answer and records when each starts and ends. */
  function start(limit: number) {
    const events: string[] = [];
    const slowNext: NextHandler = async (req, res) => {
      events.push(`start ${req.url}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      events.push(`end ${req.url}`);
      res.setHeader("Content-Type", req.url?.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8");
      res.end(req.url?.startsWith("/api/") ? "{}" : "<!DOCTYPE html><html><body>page</body></html>");
    };
    const handler = createEdgeHandler({
      handle: slowNext,
      cache: new PageCache(0),
      trustedProxies: NO_TRUSTED_PROXY,
      generation: () => 1,
      renderSlots: createRenderSlots(limit, 60_000),
    });
    const server = http.createServer(handler);
    servers.push(server);
    return new Promise<{ base: string; events: string[] }>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve({ base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, events })),
    );
  }

  it("renders pages one after the other with one slot; API calls, images and Next's files do not wait", async () => {
    const { base, events } = await start(1);
    const answers = await Promise.all(["/a", "/b?x=1", "/api/site/info", "/images/1/logo.webp", "/_next/image?url=x"].map((path) => fetch(`${base}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[1]!.text()).toContain("page");
    // /b starts only once /a has ended; the API call and the image ran beside /a.
    expect(events.indexOf("start /b?x=1")).toBeGreaterThan(events.indexOf("end /a"));
    expect(events.indexOf("start /api/site/info")).toBeLessThan(events.indexOf("end /a"));
    expect(events.indexOf("start /images/1/logo.webp")).toBeLessThan(events.indexOf("end /a"));
    expect(events.indexOf("start /_next/image?url=x")).toBeLessThan(events.indexOf("end /a"));
  });

  it("renders pages side by side up to the limit", async () => {
    const { base, events } = await start(2);
    await Promise.all(["/a", "/b"].map((path) => fetch(`${base}${path}`)));
    expect(events.indexOf("start /b")).toBeLessThan(events.indexOf("end /a"));
  });

  it("does not render for a visitor who left while waiting", async () => {
    const { base, events } = await start(1);
    const first = fetch(`${base}/a`);
    const gone = new AbortController();
    const second = fetch(`${base}/b`, { signal: gone.signal }).catch(() => "aborted");
    await new Promise((resolve) => setTimeout(resolve, 10));
    gone.abort();
    expect(await second).toBe("aborted");
    await first;
    const third = await fetch(`${base}/c`);
    expect(third.status).toBe(200);
    expect(events).toEqual(["start /a", "end /a", "start /c", "end /c"]);
  });
});
