import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/platform/api-error";
import {
  checkRateLimit,
  RATE_LIMITED_MESSAGE,
  resetRateLimits,
  setRateLimitStore,
  sharedStoreFor,
  takeSlots,
} from "@/lib/platform/rate-limit";
import { MemoryRateLimitStore } from "@/lib/platform/rate-limit/memory-store";
import { RedisRateLimitStore } from "@/lib/platform/rate-limit/redis-store";
import type { RateLimitStore } from "@/lib/platform/rate-limit/store";

describe("MemoryRateLimitStore", () => {
  let now = 1_000_000;
  const store = new MemoryRateLimitStore(() => now);
  beforeEach(() => store.clear());

  it("counts hits per key within a fixed window that opens at the first hit", async () => {
    expect(await store.increment("a", 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
    now += 4_000;
    expect(await store.increment("a", 10_000)).toEqual({ count: 2, resetInMs: 6_000 });
    expect(await store.increment("b", 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
  });

  it("starts again from zero once the window is over", async () => {
    await store.increment("a", 10_000);
    await store.increment("a", 10_000);
    now += 10_000;
    expect(await store.peek("a")).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.increment("a", 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
  });

  it("peeks without counting", async () => {
    expect(await store.peek("p")).toEqual({ count: 0, resetInMs: 0 });
    await store.increment("p", 5_000);
    expect(await store.peek("p")).toEqual({ count: 1, resetInMs: 5_000 });
    expect(await store.peek("p")).toEqual({ count: 1, resetInMs: 5_000 });
  });

  it("counts and gives back amounts (a budget of bytes), never keeping an emptied key", async () => {
    expect(await store.increment("bytes", 10_000, 4_000)).toEqual({ count: 4_000, resetInMs: 10_000 });
    expect(await store.increment("bytes", 10_000, 1_500)).toEqual({ count: 5_500, resetInMs: 10_000 });
    await store.decrement("bytes", 1_500);
    expect(await store.peek("bytes")).toEqual({ count: 4_000, resetInMs: 10_000 });
    await store.decrement("bytes", 4_000);
    expect(store.size).toBe(0);
  });

  it("sweeps expired keys when many are live (memory stays bounded under a flood of addresses)", async () => {
    for (let i = 0; i < 10_000; i += 1) await store.increment(`ip:${i}`, 1_000);
    expect(store.size).toBe(10_000);
    now += 2_000;
    await store.increment("fresh", 1_000);
    expect(store.size).toBe(1);
  });
});

describe("checkRateLimit (in process)", () => {
  beforeEach(() => resetRateLimits());

  async function refusal(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it("lets `limit` attempts through, then answers 429 with a French message and Retry-After", async () => {
    for (let i = 0; i < 3; i += 1) await checkRateLimit("unit:check", 3, 600);
    const error = await refusal(checkRateLimit("unit:check", 3, 600));
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.status).toBe(429);
    expect(error.message).toBe("Trop de tentatives : réessayez dans quelques minutes.");
    expect(RATE_LIMITED_MESSAGE).toBe(error.message);
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(595);
    expect(Number(error.headers["Retry-After"])).toBeLessThanOrEqual(600);
    // Other keys are independent.
    await checkRateLimit("unit:other", 3, 600);
  });

  it("resetRateLimits forgets every counter", async () => {
    await checkRateLimit("unit:reset", 1, 60);
    await refusal(checkRateLimit("unit:reset", 1, 60));
    resetRateLimits();
    await checkRateLimit("unit:reset", 1, 60);
  });
});

describe("takeSlots (counted before the guarded work)", () => {
  beforeEach(() => resetRateLimits());
  const bucket = (key: string, limit = 3) => ({ key, limit, windowSeconds: 60 });

  it("lets exactly `limit` of a parallel burst through; the others get 429 and take nothing", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => takeSlots([bucket("unit:burst")])));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(7);
    expect(refused.every((r) => r.reason instanceof ApiError && r.reason.status === 429)).toBe(true);
    // The three slots are still held: the next one is refused too.
    await expect(takeSlots([bucket("unit:burst")])).rejects.toBeInstanceOf(ApiError);
  });

  it("release() gives the slots back (an attempt that succeeded does not count)", async () => {
    for (let i = 0; i < 10; i += 1) await (await takeSlots([bucket("unit:release")])).release();
    await takeSlots([bucket("unit:release")]);
  });

  it("takes amounts from a budget atomically: a parallel burst never passes it, a refusal gives its amount back, with its own message", async () => {
    const budget = { key: "unit:bytes", limit: 10_000, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => takeSlots([budget], { amount: 3_000, message: "Budget épuisé." })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.map((r) => [(r.reason as ApiError).status, (r.reason as ApiError).message])).toEqual(Array(3).fill([429, "Budget épuisé."]));
    // 9 000 taken, the refusals gave theirs back: 1 000 still fit, 1 001 do not.
    await expect(takeSlots([budget], { amount: 1_001 })).rejects.toBeInstanceOf(ApiError);
    await takeSlots([budget], { amount: 1_000 });
  });

  it("refuses when any bucket is full, and then gives back the slot it took in the others", async () => {
    await takeSlots([bucket("unit:full", 1)]);
    await expect(takeSlots([bucket("unit:free", 1), bucket("unit:full", 1)])).rejects.toBeInstanceOf(ApiError);
    await takeSlots([bucket("unit:free", 1)]);
  });
});

describe("sharedStoreFor", () => {
  it("uses Redis when REDIS_URL is set, nothing shared otherwise", () => {
    expect(sharedStoreFor("redis://127.0.0.1:6379")).toBeInstanceOf(RedisRateLimitStore);
    expect(sharedStoreFor(undefined)).toBeNull();
  });
});

describe("a failing shared store", () => {
  const broken: RateLimitStore = {
    increment: () => Promise.reject(new Error("redis down")),
    peek: () => Promise.reject(new Error("redis down")),
    decrement: () => Promise.reject(new Error("redis down")),
    incrementPaced: () => Promise.reject(new Error("redis down")),
  };
  beforeEach(() => {
    resetRateLimits();
    setRateLimitStore(broken);
  });
  afterEach(() => setRateLimitStore(null));

  it("falls back to the in-process counters: limits still hold", async () => {
    await checkRateLimit("unit:fallback", 1, 60);
    const error = await checkRateLimit("unit:fallback", 1, 60).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
  });

  it("does not wait forever for a store that never answers", async () => {
    const pending = () => new Promise<never>(() => undefined);
    setRateLimitStore({ increment: pending, peek: pending, decrement: pending, incrementPaced: pending });
    const started = Date.now();
    await checkRateLimit("unit:hang", 5, 60);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
