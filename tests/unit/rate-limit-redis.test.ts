import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisRateLimitStore } from "@/lib/platform/rate-limit/redis-store";
import { redisForTests, TEST_REDIS_URL, testKeyPrefix } from "@/tests/support/redis";

// A real Redis (127.0.0.1:6379 here, or TEST_REDIS_URL): required with CI=true, skipped with a warning otherwise.
const reachable = await redisForTests();

describe.skipIf(!reachable)("RedisRateLimitStore (real Redis)", () => {
  const prefix = testKeyPrefix();
  const store = new RedisRateLimitStore(TEST_REDIS_URL, prefix);
  const raw = createClient({ url: TEST_REDIS_URL });

  beforeAll(async () => {
    await raw.connect();
  });
  afterAll(async () => {
    await store.clear();
    expect(await raw.keys(`${prefix}*`)).toEqual([]);
    await store.close();
    await raw.close();
  });

  it("counts hits in one window, under the prefixed key, with an expiry", async () => {
    expect(await store.increment("login:ip:69:a", 60_000)).toMatchObject({ count: 1 });
    expect(await store.increment("login:ip:69:a", 60_000)).toMatchObject({ count: 2 });
    const third = await store.increment("login:ip:69:a", 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(55_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await raw.get(`${prefix}login:ip:69:a`)).toBe("3");
    const ttl = await raw.pTTL(`${prefix}login:ip:69:a`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("gives a hit back atomically, never below zero, without leaving a key behind", async () => {
    await store.increment("k:back", 60_000);
    await store.increment("k:back", 60_000);
    await store.decrement("k:back");
    expect(await raw.get(`${prefix}k:back`)).toBe("1");
    expect(await raw.pTTL(`${prefix}k:back`)).toBeGreaterThan(55_000);
    await store.decrement("k:back");
    await store.decrement("k:back");
    expect(await raw.exists(`${prefix}k:back`)).toBe(0);
  });

  it("counts and gives back amounts (a budget of bytes) atomically", async () => {
    expect(await store.increment("k:bytes", 60_000, 4_000)).toMatchObject({ count: 4_000 });
    expect(await store.increment("k:bytes", 60_000, 1_500)).toMatchObject({ count: 5_500 });
    await store.decrement("k:bytes", 1_500);
    expect(await raw.get(`${prefix}k:bytes`)).toBe("4000");
    expect(await raw.pTTL(`${prefix}k:bytes`)).toBeGreaterThan(55_000);
    await store.decrement("k:bytes", 4_000);
    expect(await raw.exists(`${prefix}k:bytes`)).toBe(0);
  });

  it("keeps keys apart", async () => {
    await store.increment("k:one", 60_000);
    expect(await store.increment("k:two", 60_000)).toMatchObject({ count: 1 });
  });

  it("peeks without counting", async () => {
    expect(await store.peek("k:peek")).toEqual({ count: 0, resetInMs: 0 });
    await store.increment("k:peek", 60_000);
    const seen = await store.peek("k:peek");
    expect(seen.count).toBe(1);
    expect(seen.resetInMs).toBeGreaterThan(0);
    expect((await store.peek("k:peek")).count).toBe(1);
  });

  it("starts a new window once the old one expired", async () => {
    await store.increment("k:short", 150);
    expect((await store.increment("k:short", 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.peek("k:short")).count).toBe(0);
    expect((await store.increment("k:short", 150)).count).toBe(1);
  });

  it("is shared by two instances (two app processes) using the same Redis and prefix", async () => {
    const other = new RedisRateLimitStore(TEST_REDIS_URL, prefix);
    try {
      await store.increment("k:shared", 60_000);
      expect((await other.increment("k:shared", 60_000)).count).toBe(2);
      expect((await store.peek("k:shared")).count).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("paces hits atomically: the gap of the schedule, one hit of a parallel burst per gap, refused hits uncounted", async () => {
    const gaps = [0, 0, 150];
    expect(await store.incrementPaced("k:paced", 60_000, gaps)).toMatchObject({ counted: true, state: { count: 1 } });
    expect(await store.incrementPaced("k:paced", 60_000, gaps)).toMatchObject({ counted: true, state: { count: 2 } });
    const burst = await Promise.all(Array.from({ length: 10 }, () => store.incrementPaced("k:paced", 60_000, gaps)));
    expect(burst.every((hit) => !hit.counted && hit.retryInMs > 0 && hit.retryInMs <= 150)).toBe(true);
    expect(await raw.get(`${prefix}k:paced`)).toBe("2");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await Promise.all(Array.from({ length: 10 }, () => store.incrementPaced("k:paced", 60_000, gaps)));
    expect(next.filter((hit) => hit.counted)).toHaveLength(1);
    expect(await raw.get(`${prefix}k:paced`)).toBe("3");
    // The gap is a key of its own that expires; the count keeps the window's expiry.
    expect(await raw.pTTL(`${prefix}k:paced:gap`)).toBeGreaterThan(0);
    expect(await raw.pTTL(`${prefix}k:paced:gap`)).toBeLessThanOrEqual(150);
    expect(await raw.pTTL(`${prefix}k:paced`)).toBeGreaterThan(55_000);
  });

  it("gives back an expiry to a key that lost it", async () => {
    await raw.set(`${prefix}k:no-ttl`, "4");
    const state = await store.increment("k:no-ttl", 60_000);
    expect(state.count).toBe(5);
    expect(await raw.pTTL(`${prefix}k:no-ttl`)).toBeGreaterThan(0);
  });
});

describe("RedisRateLimitStore without a server", () => {
  it("rejects quickly instead of hanging (the caller then counts in process)", async () => {
    const store = new RedisRateLimitStore("redis://127.0.0.1:1", testKeyPrefix());
    const started = Date.now();
    await expect(store.increment("k", 1_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
    await store.close();
  });
});
