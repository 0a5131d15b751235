import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { LOGIN_SLOW_DOWN, loginDelaySeconds, loginSlowDownMessage, loginSlowDownSchedule } from "@/lib/domain/login-slow-down";
import { ApiError } from "@/lib/platform/api-error";
import { resetRateLimits, takePacedSlot } from "@/lib/platform/rate-limit";
import { MemoryRateLimitStore } from "@/lib/platform/rate-limit/memory-store";

describe("loginDelaySeconds (browsers the account does not know)", () => {
  it("lets 5 failures through freely, then waits 5 s, doubling with each failure, up to a minute", () => {
    expect(Array.from({ length: 12 }, (_, failures) => loginDelaySeconds(failures))).toEqual([0, 0, 0, 0, 0, 5, 10, 20, 40, 60, 60, 60]);
    expect(loginDelaySeconds(1_000_000)).toBe(LOGIN_SLOW_DOWN.maxDelaySeconds);
  });

  it("never shrinks as failures grow, and never passes the cap", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(loginDelaySeconds(fewer)).toBeLessThanOrEqual(loginDelaySeconds(more));
        expect(loginDelaySeconds(more)).toBeLessThanOrEqual(LOGIN_SLOW_DOWN.maxDelaySeconds);
      }),
    );
  });

  it("the store's schedule is the same rule in ms, ending at the cap", () => {
    const schedule = loginSlowDownSchedule();
    expect(schedule).toEqual([0, 0, 0, 0, 0, 5_000, 10_000, 20_000, 40_000, 60_000]);
    schedule.forEach((gap, failures) => expect(gap).toBe(loginDelaySeconds(failures) * 1000));
  });

  it("says how many seconds to wait, in French", () => {
    expect(loginSlowDownMessage(1)).toBe("Trop de tentatives sur ce compte : réessayez dans 1 seconde.");
    expect(loginSlowDownMessage(40)).toBe("Trop de tentatives sur ce compte : réessayez dans 40 secondes.");
  });
});

describe("MemoryRateLimitStore.incrementPaced", () => {
  let now = 1_000_000;
  const store = new MemoryRateLimitStore(() => now);
  const gaps = [0, 0, 1_000, 4_000];
  beforeEach(() => store.clear());

  it("counts freely while the schedule says 0, then keeps each gap, the last one for every later hit", async () => {
    expect(await store.incrementPaced("p", 60_000, gaps)).toEqual({ counted: true, state: { count: 1, resetInMs: 60_000 } });
    expect(await store.incrementPaced("p", 60_000, gaps)).toMatchObject({ counted: true, state: { count: 2 } });
    expect(await store.incrementPaced("p", 60_000, gaps)).toEqual({ counted: false, retryInMs: 1_000 });
    now += 999;
    expect(await store.incrementPaced("p", 60_000, gaps)).toEqual({ counted: false, retryInMs: 1 });
    now += 1;
    expect(await store.incrementPaced("p", 60_000, gaps)).toMatchObject({ counted: true, state: { count: 3 } });
    expect(await store.incrementPaced("p", 60_000, gaps)).toEqual({ counted: false, retryInMs: 4_000 });
    now += 4_000;
    expect(await store.incrementPaced("p", 60_000, gaps)).toMatchObject({ counted: true, state: { count: 4 } });
    now += 4_000;
    expect(await store.incrementPaced("p", 60_000, gaps)).toMatchObject({ counted: true, state: { count: 5 } });
    expect(await store.incrementPaced("p", 60_000, gaps)).toEqual({ counted: false, retryInMs: 4_000 });
    // A refused hit is not counted.
    expect((await store.peek("p")).count).toBe(5);
  });

  it("lets one hit of a parallel burst through a gap", async () => {
    await store.incrementPaced("burst", 60_000, gaps);
    await store.incrementPaced("burst", 60_000, gaps);
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.incrementPaced("burst", 60_000, gaps)));
    expect(hits.filter((h) => h.counted)).toHaveLength(0);
    now += 1_000;
    const next = await Promise.all(Array.from({ length: 20 }, () => store.incrementPaced("burst", 60_000, gaps)));
    expect(next.filter((h) => h.counted)).toHaveLength(1);
  });
});

describe("takePacedSlot", () => {
  beforeEach(() => resetRateLimits());
  const bucket = { key: "unit:paced", windowSeconds: 600, gapsMs: [0, 30_000], refusal: (s: number) => `Attendez ${s} s.` };

  it("refuses with 429, Retry-After in whole seconds and the bucket's message while the gap runs", async () => {
    await takePacedSlot(bucket);
    const error = await takePacedSlot(bucket).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).headers["Retry-After"]).toBe("30");
    expect((error as ApiError).message).toBe("Attendez 30 s.");
  });

  it("release() gives the count back (a success does not count as a failure)", async () => {
    const paced = { ...bucket, key: "unit:paced:release", gapsMs: [0, 0, 30_000] };
    for (let i = 0; i < 5; i += 1) await (await takePacedSlot(paced)).release();
    // Without the releases the second of these would have been the 7th hit, 30 s after the 2nd.
    await takePacedSlot(paced);
    await takePacedSlot(paced);
    await expect(takePacedSlot(paced)).rejects.toBeInstanceOf(ApiError);
  });
});
