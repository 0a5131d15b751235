import "server-only";
import { createClient } from "redis";
import { logger } from "@/lib/platform/logger";
import { withRedisTimeout } from "@/lib/platform/redis/call-timeout";
import type { PacedHit, RateLimitStore, WindowState } from "./store";

// One round trip, atomic: the first hit of a window sets its expiry (a key without one gets it back).
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return { 0, 0 } end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }`;

// Atomic: a running gap (KEYS[2], its own expiry) refuses the hit uncounted; else count it as
// INCREMENT does and start the gap the schedule gives for that count (ARGV[2..]: gaps 0, 1, …).
const INCREMENT_PACED = `
local gate = redis.call('PTTL', KEYS[2])
if gate > 0 then return { 0, gate } end
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
local gap = tonumber(ARGV[math.min(count, #ARGV - 2) + 2])
if gap > 0 then redis.call('SET', KEYS[2], '1', 'PX', gap) else redis.call('DEL', KEYS[2]) end
return { 1, count, ttl }`;

// Atomic too: never below zero, never a key without expiry (a window already over stays gone).
const DECREMENT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('DECRBY', KEYS[1], ARGV[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count`;

/** A client that reports a failed first connection at once (connect() rejects) and retries a lost one. */
function newClient(url: string, isReady: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries, cause) => (isReady() ? Math.min(200 * (retries + 1), 5_000) : cause),
    },
  });
}

type Client = ReturnType<typeof newClient>;

/**
 * Counters in Redis, shared by every instance. Keys are `<prefix><key>`. Commands fail fast while
 * Redis is unreachable (no offline queue); one that hangs is cut short by the caller
 * (SharedStoreGuard, REDIS_CALL_TIMEOUT_MS), which then falls back to in-process counters.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private connecting: Promise<Client> | undefined;
  private current: Client | undefined;

  constructor(
    private readonly url: string,
    private readonly prefix = "evolusite:rate-limit:",
  ) {}

  async increment(key: string, windowMs: number, amount = 1): Promise<WindowState> {
    const client = await this.client();
    const reply = (await client.eval(INCREMENT, { keys: [this.prefix + key], arguments: [String(windowMs), String(amount)] })) as [number, number];
    return { count: Number(reply[0]), resetInMs: Math.max(0, Number(reply[1])) };
  }

  async incrementPaced(key: string, windowMs: number, gapsMs: readonly number[]): Promise<PacedHit> {
    const client = await this.client();
    const keys = [this.prefix + key, `${this.prefix}${key}:gap`];
    const gaps = gapsMs.length > 0 ? gapsMs : [0];
    const reply = (await client.eval(INCREMENT_PACED, { keys, arguments: [String(windowMs), ...gaps.map(String)] })) as number[];
    if (Number(reply[0]) === 0) return { counted: false, retryInMs: Number(reply[1]) };
    return { counted: true, state: { count: Number(reply[1]), resetInMs: Math.max(0, Number(reply[2])) } };
  }

  async peek(key: string): Promise<WindowState> {
    const client = await this.client();
    const reply = (await client.eval(PEEK, { keys: [this.prefix + key] })) as [number, number];
    return { count: Number(reply[0]), resetInMs: Math.max(0, Number(reply[1])) };
  }

  async decrement(key: string, amount = 1): Promise<void> {
    const client = await this.client();
    await client.eval(DECREMENT, { keys: [this.prefix + key], arguments: [String(amount)] });
  }

  /** Deletes this store's keys (tests: one prefix per run). */
  async clear(): Promise<void> {
    const client = await this.client();
    for await (const keys of client.scanIterator({ MATCH: `${this.prefix}*`, COUNT: 100 })) {
      if (keys.length > 0) await client.del(keys);
    }
  }

  /** Closes the connection; one that hangs (or is still connecting) is dropped, not waited for. */
  async close(): Promise<void> {
    const client = this.dropConnection();
    if (client?.isReady) await withRedisTimeout(client.close(), "rate-limit store close").catch(() => client.destroy());
  }

  /**
   * A call got no answer in time: the connection is dropped (a half-open one would never answer
   * again), and the next call opens a new one.
   */
  abandon(): void {
    this.dropConnection()?.destroy();
  }

  private dropConnection(): Client | undefined {
    const client = this.current;
    this.current = undefined;
    this.connecting = undefined;
    if (client && !client.isReady && client.isOpen) client.destroy();
    return client?.isOpen ? client : undefined;
  }

  private client(): Promise<Client> {
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    let ready = false;
    const client = newClient(this.url, () => ready);
    this.current = client;
    // Without a listener an "error" event would crash the process. Debug only: there is one per
    // reconnection attempt, and the outage itself is reported once by SharedStoreGuard.
    client.on("error", (error: unknown) => logger.debug("redis rate-limit store connection error", { error }));
    try {
      await client.connect();
      ready = true;
      return client;
    } catch (error) {
      if (this.current === client) {
        this.current = undefined;
        this.connecting = undefined;
      }
      if (client.isOpen) client.destroy();
      throw error;
    }
  }
}
