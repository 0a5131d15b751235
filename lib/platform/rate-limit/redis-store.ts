import "server-only";
import { createClient } from "redis";
import { logger } from "@/lib/platform/logger";
import type { RateLimitStore, WindowState } from "./store";

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
 * Redis is unreachable (no offline queue): the caller then falls back to in-process counters.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private connecting: Promise<Client> | undefined;

  constructor(
    private readonly url: string,
    private readonly prefix = "evolusite:rate-limit:",
  ) {}

  async increment(key: string, windowMs: number, amount = 1): Promise<WindowState> {
    const client = await this.client();
    const reply = (await client.eval(INCREMENT, { keys: [this.prefix + key], arguments: [String(windowMs), String(amount)] })) as [number, number];
    return { count: Number(reply[0]), resetInMs: Math.max(0, Number(reply[1])) };
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

  async close(): Promise<void> {
    const pending = this.connecting;
    this.connecting = undefined;
    if (pending) await (await pending).close().catch(() => undefined);
  }

  private client(): Promise<Client> {
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    let ready = false;
    const client = newClient(this.url, () => ready);
    // Without a listener an "error" event would crash the process.
    client.on("error", (error: unknown) => logger.warn("redis rate-limit store error", { error }));
    try {
      await client.connect();
      ready = true;
      return client;
    } catch (error) {
      this.connecting = undefined;
      if (client.isOpen) client.destroy();
      throw error;
    }
  }
}
