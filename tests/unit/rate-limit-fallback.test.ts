import { createClient } from "redis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/platform/api-error";
import { logger } from "@/lib/platform/logger";
import { checkRateLimit, resetRateLimits, setRateLimitStore, takeSlots } from "@/lib/platform/rate-limit";
import { RedisRateLimitStore } from "@/lib/platform/rate-limit/redis-store";
import { SHARED_STORE_MESSAGES, SharedStoreGuard } from "@/lib/platform/rate-limit/shared-store-guard";
import { MemoryRateLimitStore } from "@/lib/platform/rate-limit/memory-store";
import type { RateLimitStore } from "@/lib/platform/rate-limit/store";
import { closedPortUrl, redisForTests, startRedisRelay, startSilentServer, TEST_REDIS_URL, testKeyPrefix } from "@/tests/support/redis";

/**
 * The rate limits when Redis hangs (a server that accepts and never answers) or is down (a closed
 * port): every call falls back to the in-process counters, the outage is logged once, not once
 * per call or reconnection attempt, and the end of the outage once.
 */

let warnings: ReturnType<typeof vi.spyOn>;
let infos: ReturnType<typeof vi.spyOn>;
const logged = (spy: ReturnType<typeof vi.spyOn>, message: string) => spy.mock.calls.filter((call: unknown[]) => call[0] === message).length;

beforeEach(() => {
  resetRateLimits();
  // Captured, and kept off the test output.
  warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  infos = vi.spyOn(logger, "info").mockImplementation(() => undefined);
});
afterEach(() => {
  setRateLimitStore(null);
  vi.restoreAllMocks();
});

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A Redis store whose calls are counted (each one reaching it, answered or not). */
function countedRedisStore(url: string) {
  const store = new RedisRateLimitStore(url, testKeyPrefix());
  const increments = vi.spyOn(store, "increment");
  return { store, increments };
}

describe("a Redis that hangs (accepts, never answers)", () => {
  it("answers from the in-process counters, limits still hold, one warning for the whole outage", async () => {
    const silent = await startSilentServer();
    const { store, increments } = countedRedisStore(silent.url);
    setRateLimitStore(store, { retryMs: 60_000 });
    try {
      await checkRateLimit("fallback:hang", 2, 60);
      await checkRateLimit("fallback:hang", 2, 60);
      expect((await refused(checkRateLimit("fallback:hang", 2, 60))).status).toBe(429);
      await (await takeSlots([{ key: "fallback:hang:slots", limit: 1, windowSeconds: 60 }])).release();
      // Redis was asked once; the calls after that went straight to the process (no wait each).
      expect(silent.connections).toBeGreaterThanOrEqual(1);
      expect(increments).toHaveBeenCalledTimes(1);
      expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
      expect(warnings).toHaveBeenCalledTimes(1);
    } finally {
      await store.close().catch(() => undefined);
      await silent.close();
    }
  });

  it("asks Redis again after the retry period, once, and warns no more while it still hangs", async () => {
    const silent = await startSilentServer();
    let now = 1_000_000;
    const { store, increments } = countedRedisStore(silent.url);
    setRateLimitStore(store, { retryMs: 5_000, now: () => now });
    try {
      await checkRateLimit("fallback:retry", 10, 60);
      await checkRateLimit("fallback:retry", 10, 60);
      expect(increments).toHaveBeenCalledTimes(1);
      now += 5_000;
      await Promise.all([checkRateLimit("fallback:retry", 10, 60), checkRateLimit("fallback:retry", 10, 60)]);
      expect(increments).toHaveBeenCalledTimes(2);
      expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
      expect(logged(infos, SHARED_STORE_MESSAGES.back)).toBe(0);
    } finally {
      await store.close().catch(() => undefined);
      await silent.close();
    }
  });
});

describe("a Redis that is down (closed port)", () => {
  it("counts in process and warns once, not once per call or reconnection attempt", async () => {
    const store = new RedisRateLimitStore(await closedPortUrl(), testKeyPrefix());
    setRateLimitStore(store, { retryMs: 0 });
    try {
      // retryMs 0: every call tries Redis again, and fails again.
      for (let i = 0; i < 3; i += 1) await checkRateLimit("fallback:down", 3, 60);
      expect((await refused(checkRateLimit("fallback:down", 3, 60))).status).toBe(429);
      expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
      expect(warnings).toHaveBeenCalledTimes(1);
    } finally {
      await store.close().catch(() => undefined);
    }
  });
});

describe("SharedStoreGuard", () => {
  const failing: RateLimitStore = {
    increment: () => Promise.reject(new Error("redis down")),
    peek: () => Promise.reject(new Error("redis down")),
    decrement: () => Promise.reject(new Error("redis down")),
    incrementPaced: () => Promise.reject(new Error("redis down")),
  };

  it("logs the end of an outage once, when the shared store answers again", async () => {
    let now = 0;
    let answering = false;
    const shared = new MemoryRateLimitStore();
    const flaky: RateLimitStore = {
      increment: (key, windowMs) => (answering ? shared.increment(key, windowMs) : failing.increment(key, windowMs)),
      peek: (key) => shared.peek(key),
      decrement: (key) => shared.decrement(key),
      incrementPaced: (key, windowMs, gaps) => shared.incrementPaced(key, windowMs, gaps),
    };
    const memory = new MemoryRateLimitStore();
    const guard = new SharedStoreGuard({ retryMs: 1_000, now: () => now });
    const hit = () => guard.run(flaky, memory, (store) => store.increment("k", 60_000));
    await hit();
    answering = true;
    await hit(); // within the retry period: in process, the shared store is not asked
    expect((await shared.peek("k")).count).toBe(0);
    now += 1_000;
    await hit();
    await hit();
    expect((await shared.peek("k")).count).toBe(2);
    expect((await memory.peek("k")).count).toBe(2);
    expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
    expect(logged(infos, SHARED_STORE_MESSAGES.back)).toBe(1);
  });

  it("cuts a call that never settles short and counts it in process", async () => {
    const pending = () => new Promise<never>(() => undefined);
    const never: RateLimitStore = { increment: pending, peek: pending, decrement: pending, incrementPaced: pending };
    const memory = new MemoryRateLimitStore();
    const state = await new SharedStoreGuard().run(never, memory, (store) => store.increment("k", 60_000));
    expect(state.count).toBe(1);
    expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
  });
});

// The recovery through a real Redis: a relay that hangs, then lets requests through again.
const reachable = await redisForTests();

describe.skipIf(!reachable)("a Redis that hangs, then recovers (real Redis behind a relay)", () => {
  it("falls back while it hangs, then counts in Redis again and logs the recovery once", async () => {
    const relay = await startRedisRelay({ frozen: true });
    const prefix = testKeyPrefix();
    const store = new RedisRateLimitStore(relay.url, prefix);
    const raw = createClient({ url: TEST_REDIS_URL });
    await raw.connect();
    let now = 1_000_000;
    setRateLimitStore(store, { retryMs: 5_000, now: () => now });
    try {
      await checkRateLimit("recovery", 10, 60);
      expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
      relay.thaw();
      now += 5_000;
      // The probe after the retry period reaches Redis (its connection finished its handshake).
      await vi.waitFor(
        async () => {
          now += 5_000;
          await checkRateLimit("recovery:after", 10, 60);
          expect(await raw.get(`${prefix}recovery:after`)).not.toBeNull();
        },
        { timeout: 10_000, interval: 50 },
      );
      await checkRateLimit("recovery:after", 10, 60);
      expect(logged(infos, SHARED_STORE_MESSAGES.back)).toBe(1);
      expect(logged(warnings, SHARED_STORE_MESSAGES.down)).toBe(1);
    } finally {
      setRateLimitStore(null);
      await store.clear().catch(() => undefined);
      await store.close().catch(() => undefined);
      await raw.close();
      await relay.close();
    }
  });
});
