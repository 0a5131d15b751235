import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/platform/logger";
import { resetRateLimits, setRateLimitStore } from "@/lib/platform/rate-limit";
import { RedisRateLimitStore } from "@/lib/platform/rate-limit/redis-store";
import { SHARED_STORE_MESSAGES } from "@/lib/platform/rate-limit/shared-store-guard";
import { freshEmail, registerThroughApi, sendJson, STRONG_PASSWORD } from "@/tests/support/accounts";
import { closedPortUrl, redisForTests, startSilentServer, TEST_REDIS_URL, testKeyPrefix } from "@/tests/support/redis";
import { openTestDatabase } from "@/tests/support/test-database";

// The login limits counted in a real Redis, as with REDIS_URL (required with CI=true, see redisForTests).
const reachable = await redisForTests();

describe.skipIf(!reachable)("login rate limits kept in Redis (REDIS_URL)", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const prefix = testKeyPrefix();
  const store = new RedisRateLimitStore(TEST_REDIS_URL, prefix);
  const raw = createClient({ url: TEST_REDIS_URL });

  beforeAll(async () => {
    database = await openTestDatabase();
    await raw.connect();
    // A generous timeout: these tests are about counting in Redis, on a machine that may be loaded.
    setRateLimitStore(store, { timeoutMs: 5_000 });
  });
  afterAll(async () => {
    setRateLimitStore(null);
    await store.clear();
    await store.close();
    await raw.close();
    await database.dispose();
  });

  it("counts failures in Redis and slows the account down after 5, whatever this process remembers", async () => {
    const { body } = await registerThroughApi();
    const email = body.email as string;
    for (let i = 0; i < 5; i += 1) {
      expect((await sendJson("/login", "POST", { email, password: "Pas-le-bon-mot-de-passe" }, { ip: `198.51.100.${100 + i}` })).status).toBe(401);
    }
    expect(await raw.get(`${prefix}login:email:69:${email}`)).toBe("5");
    // The wait before the next attempt is a key of its own, expiring with it.
    const gap = await raw.pTTL(`${prefix}login:email:69:${email}:gap`);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(5_000);
    // A restart or another instance forgets nothing: the in-process counters play no part.
    resetRateLimits();
    const slowed = await sendJson("/login", "POST", { email, password: STRONG_PASSWORD }, { ip: "198.51.100.110" });
    expect(slowed.status).toBe(429);
    const retryAfter = Number(slowed.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5);
    expect(slowed.body.message).toMatch(/^Trop de tentatives sur ce compte : réessayez dans \d secondes?\.$/);
  });

  it("shares the per-address counter with another instance", async () => {
    const ip = "198.51.100.120";
    const otherInstance = new RedisRateLimitStore(TEST_REDIS_URL, prefix);
    try {
      for (let i = 0; i < 10; i += 1) await otherInstance.increment(`login:ip:69:${ip}`, 900_000);
      const { body } = await registerThroughApi();
      const blocked = await sendJson("/login", "POST", { email: body.email, password: STRONG_PASSWORD }, { ip });
      expect(blocked.status).toBe(429);
      expect((await sendJson("/login", "POST", { email: freshEmail(), password: STRONG_PASSWORD }, { ip: "198.51.100.121" })).status).toBe(401);
    } finally {
      await otherInstance.close();
    }
  });
});

describe("POST /login with a Redis that hangs or is down", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let warnings: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(() => {
    resetRateLimits();
    warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    setRateLimitStore(null);
    vi.restoreAllMocks();
  });

  async function loginsBehindRedis(url: string) {
    const store = new RedisRateLimitStore(url, testKeyPrefix());
    const reached = vi.spyOn(store, "increment");
    // A long retry period: every call after the first failure must go straight to the process.
    setRateLimitStore(store, { retryMs: 60_000 });
    try {
      const { body } = await registerThroughApi();
      const email = body.email as string;
      expect((await sendJson("/login", "POST", { email, password: STRONG_PASSWORD })).status).toBe(200);
      // Counted in process, as with Redis down: the account's limit still holds.
      for (let i = 0; i < 5; i += 1) {
        expect((await sendJson("/login", "POST", { email, password: "Pas-le-bon-mot-de-passe" }, { ip: `198.51.100.${140 + i}` })).status).toBe(401);
      }
      expect((await sendJson("/login", "POST", { email, password: "Pas-le-bon-mot-de-passe" }, { ip: "198.51.100.150" })).status).toBe(429);
      // Redis was asked by the first limited call only (the registration's), not by each login.
      expect(reached).toHaveBeenCalledTimes(1);
      const fellBack = warnings.mock.calls.filter((call: unknown[]) => call[0] === SHARED_STORE_MESSAGES.down);
      expect(fellBack).toHaveLength(1);
      expect(warnings).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
    }
  }

  it("hanging (accepts, never answers): logins answer from the in-process counters, one warning", async () => {
    const silent = await startSilentServer();
    try {
      await loginsBehindRedis(silent.url);
      expect(silent.connections).toBeGreaterThanOrEqual(1);
    } finally {
      await silent.close();
    }
  });

  it("down (closed port): the same, one warning", async () => {
    await loginsBehindRedis(await closedPortUrl());
  });
});
