import net from "node:net";
import type { AddressInfo } from "node:net";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createInvalidationBus, parseInvalidationMessage, type InvalidationBus } from "@/lib/platform/cache/invalidation-bus";
import { logger } from "@/lib/platform/logger";
import { redisForTests, startRedisRelay, startSilentServer, TEST_REDIS_URL, testKeyPrefix } from "@/tests/support/redis";

describe("parseInvalidationMessage", () => {
  it("reads tags or null (everything) with the sender", () => {
    expect(parseInvalidationMessage('{"from":"a","tags":["parameters:69"]}')).toEqual({ from: "a", tags: ["parameters:69"] });
    expect(parseInvalidationMessage('{"from":"a","tags":null}')).toEqual({ from: "a", tags: null });
  });

  it.each(["pas du json", "42", "null", '{"tags":["x"]}', '{"from":"a","tags":[1]}', '{"from":"a","tags":"x"}', '{"from":"a"}'])(
    "ignores %s",
    (raw) => expect(parseInvalidationMessage(raw)).toBeNull(),
  );
});

/** Resolves with the first call of `spy` (bounded: a missing message fails the test, not hangs it). */
function nextCall(spy: ReturnType<typeof vi.fn>, count: number, timeoutMs = 5_000): Promise<unknown[]> {
  return vi.waitFor(
    () => {
      if (spy.mock.calls.length < count) throw new Error(`${spy.mock.calls.length} call(s) of ${count}`);
      return spy.mock.calls[count - 1]!;
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

// A real Redis: required with CI=true, skipped with a warning otherwise.
const reachable = await redisForTests();

describe.skipIf(!reachable)("invalidation bus (real Redis)", () => {
  const channel = `${testKeyPrefix()}cache-invalidation`;
  const name = `evolusite-test-bus-${process.pid}`;
  const applyA = vi.fn();
  const applyB = vi.fn();
  let a: InvalidationBus;
  let b: InvalidationBus;
  const raw = createClient({ url: TEST_REDIS_URL });

  beforeAll(async () => {
    a = createInvalidationBus({ url: TEST_REDIS_URL, channel, apply: applyA });
    b = createInvalidationBus({ url: TEST_REDIS_URL, channel, apply: applyB, name });
    await Promise.all([a.subscribed, b.subscribed, raw.connect()]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await raw.close();
  });

  it("delivers the tags of a write to the other instance, not back to the writer", async () => {
    // The publisher connects on its own: publish until one goes out.
    await vi.waitFor(
      async () => {
        a.publish(["parameters:69"]);
        expect(applyB).toHaveBeenCalled();
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(applyB).toHaveBeenLastCalledWith(["parameters:69"]);
    expect(applyA).not.toHaveBeenCalled();
  });

  it("a message on another channel (another deployment) is not applied", async () => {
    await raw.publish(`${channel}:autre`, JSON.stringify({ from: "x", tags: ["other-deployment:1"] }));
    await raw.publish(channel, JSON.stringify({ from: "x", tags: ["site:70"] }));
    await vi.waitFor(() => expect(applyB).toHaveBeenCalledWith(["site:70"]), { timeout: 5_000, interval: 10 });
    // Sent first by the same connection: had it been delivered, it would be there already.
    expect(applyB).not.toHaveBeenCalledWith(["other-deployment:1"]);
  });

  it("after a lost connection, drops everything (messages may have been missed) and listens again", async () => {
    const before = applyB.mock.calls.length;
    const clients = await raw.clientList();
    const subscriberConnection = clients.find((c) => c.name === `${name}-sub`);
    expect(subscriberConnection).toBeDefined();
    await raw.clientKill({ filter: "ID", id: Number(subscriberConnection!.id) });
    expect(await nextCall(applyB, before + 1)).toEqual([null]);
    await vi.waitFor(
      async () => {
        await raw.publish(channel, JSON.stringify({ from: "x", tags: ["content:69"] }));
        expect(applyB).toHaveBeenLastCalledWith(["content:69"]);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe.skipIf(!reachable)("invalidation bus when Redis comes up after the start", () => {
  it("keeps retrying in the background, then delivers (no crash, no restart needed)", async () => {
    // A port where Redis is not yet: a TCP relay to the real Redis opens there later.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const redis = new URL(TEST_REDIS_URL);
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });

    const channel = `${testKeyPrefix()}cache-invalidation`;
    const apply = vi.fn();
    const late = createInvalidationBus({ url: `redis://127.0.0.1:${port}`, channel, apply });
    const writer = createInvalidationBus({ url: TEST_REDIS_URL, channel, apply: vi.fn() });
    try {
      late.publish(["parameters:69"]); // Redis unreachable: dropped quietly
      await new Promise((r) => setTimeout(r, 300));
      await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
      await late.subscribed;
      await vi.waitFor(
        () => {
          writer.publish(["parameters:70"]);
          expect(apply).toHaveBeenCalledWith(["parameters:70"]);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await late.close();
      await writer.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});

describe("invalidation bus without Redis", () => {
  it("publishing while Redis is unreachable neither throws nor blocks, and closing stops the retries", async () => {
    const bus = createInvalidationBus({ url: "redis://127.0.0.1:1", channel: "evolusite-test:none", apply: vi.fn() });
    expect(() => bus.publish(["parameters:69"])).not.toThrow();
    await bus.close();
  });
});

describe("invalidation bus with a Redis that hangs", () => {
  let warnings: ReturnType<typeof vi.spyOn>;
  let infos: ReturnType<typeof vi.spyOn>;
  const withMessage = (spy: ReturnType<typeof vi.spyOn>, pattern: RegExp) => spy.mock.calls.filter((call: unknown[]) => pattern.test(String(call[0]))).length;
  beforeEach(() => {
    warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    infos = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("from the start (accepts, never answers): publishing neither throws nor waits, closing returns", async () => {
    const silent = await startSilentServer();
    const bus = createInvalidationBus({ url: silent.url, channel: "evolusite-test:silent", apply: vi.fn() });
    try {
      await vi.waitFor(() => expect(silent.connections).toBeGreaterThanOrEqual(1), { timeout: 5_000, interval: 10 });
      expect(() => bus.publish(["parameters:69"])).not.toThrow();
    } finally {
      await bus.close();
      await silent.close();
    }
  });

  it.skipIf(!reachable)("once connected: a publish past the timeout warns once for the outage, the first answer after it is logged once, and closing does not wait", async () => {
    const relay = await startRedisRelay();
    const channel = `${testKeyPrefix()}cache-invalidation`;
    const bus = createInvalidationBus({ url: relay.url, channel, apply: vi.fn() });
    const listener = createClient({ url: TEST_REDIS_URL });
    const received: string[] = [];
    await listener.connect();
    await listener.subscribe(channel, (message) => received.push(message));
    try {
      await bus.subscribed;
      await vi.waitFor(
        () => {
          bus.publish(["before"]);
          expect(received.length).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 50 },
      );
      relay.freeze();
      bus.publish(["during:1"]);
      bus.publish(["during:2"]);
      await vi.waitFor(() => expect(withMessage(warnings, /publisher unavailable/)).toBe(1), { timeout: 5_000, interval: 10 });
      bus.publish(["during:3"]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(withMessage(warnings, /publisher unavailable/)).toBe(1);
      relay.thaw();
      await vi.waitFor(
        () => {
          bus.publish(["after"]);
          expect(withMessage(infos, /publisher answers again/)).toBe(1);
        },
        { timeout: 5_000, interval: 100 },
      );
      relay.freeze();
      bus.publish(["while:closing"]);
      await bus.close();
      expect(withMessage(infos, /publisher answers again/)).toBe(1);
    } finally {
      await bus.close();
      await listener.close();
      await relay.close();
    }
  });
});
