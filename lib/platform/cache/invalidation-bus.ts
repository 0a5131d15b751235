import "server-only";
import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { logger } from "@/lib/platform/logger";
import { withRedisTimeout } from "@/lib/platform/redis/call-timeout";
import { createOutageLog, type OutageLog } from "@/lib/platform/redis/outage-log";

/**
 * Cache invalidation across instances (REDIS_URL): a write published here reaches every other
 * instance on one Redis channel, which drops the same tags from its read cache and its page cache
 * at once. Redis is only a shortcut: while it is down, publishing fails quietly (logged), the
 * clients reconnect in the background, and the caches' TTL bounds staleness as without Redis.
 * After a reconnection the subscriber drops everything, as messages may have been missed.
 * Kept on globalThis: Next bundles the instrumentation hook and the route handlers separately.
 */

/** What travels on the channel: who wrote, and which tags (null = every cache of the process). */
export interface InvalidationMessage {
  from: string;
  tags: string[] | null;
}

export interface InvalidationBus {
  publish(tags: readonly string[] | null): void;
  /** Settles once listening on the channel (stays pending while Redis cannot be reached). */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

const KEY = Symbol.for("evolusite.cacheInvalidationBus");
const holder = globalThis as { [KEY]?: InvalidationBus };

/** Tells the other instances (no-op without a bus). Never throws, never waits. */
export function publishInvalidation(tags: readonly string[] | null): void {
  holder[KEY]?.publish(tags);
}

/** Pure: a message from the channel, or null when it is not one of ours. */
export function parseInvalidationMessage(raw: string): InvalidationMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { from, tags } = value as Record<string, unknown>;
  if (typeof from !== "string") return null;
  if (tags === null) return { from, tags: null };
  if (!Array.isArray(tags) || !tags.every((t): t is string => typeof t === "string")) return null;
  return { from, tags };
}

const RETRY_MAX_MS = 5_000;

function newClient(url: string, name?: string) {
  return createClient({
    url,
    name,
    // Publishing while disconnected fails at once instead of queueing stale invalidations.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), RETRY_MAX_MS) },
  });
}

type Client = ReturnType<typeof newClient>;

/**
 * A client's outage, reported once (not at every reconnection attempt nor every failed publish),
 * and its end once; onBack runs when the client is ready again after a lost connection.
 */
function watch(client: Client, role: string, onBack?: () => void): OutageLog {
  const outage = createOutageLog({
    down: `redis cache-invalidation ${role} unavailable, caches fall back to their TTL`,
    back: `redis cache-invalidation ${role} answers again`,
  });
  let wasReady = false;
  client.on("error", (error: unknown) => outage.failed(error));
  client.on("ready", () => {
    outage.answered();
    if (wasReady) onBack?.();
    wasReady = true;
  });
  return outage;
}

/** Closes a client without waiting on a Redis that hangs: a graceful close gets REDIS_CALL_TIMEOUT_MS. */
async function shut(client: Client): Promise<void> {
  try {
    // A client still retrying has nothing to flush: stop it outright.
    if (client.isReady) await withRedisTimeout(client.close(), "cache-invalidation close");
    else if (client.isOpen) client.destroy();
  } catch {
    if (client.isOpen) client.destroy();
  }
}

/**
 * Starts the bus of this process (once; later calls return the running one). `apply` drops the
 * given tags locally (null = everything). Does not wait for Redis: start-up never depends on it.
 */
export function startInvalidationBus(options: BusOptions): InvalidationBus {
  holder[KEY] ??= createInvalidationBus(options);
  return holder[KEY];
}

export interface BusOptions {
  url: string;
  channel: string;
  apply: (tags: string[] | null) => void;
  /** Client name shown by Redis CLIENT LIST (tests find the connection with it). */
  name?: string;
}

/** A bus not registered as the process's (startInvalidationBus registers one; tests make several). */
export function createInvalidationBus(options: BusOptions): InvalidationBus {
  const self = randomUUID();
  const publisher = newClient(options.url, options.name && `${options.name}-pub`);
  const subscriber = newClient(options.url, options.name && `${options.name}-sub`);
  const publishing = watch(publisher, "publisher");
  watch(subscriber, "subscriber", () => options.apply(null));

  const onMessage = (raw: string) => {
    const message = parseInvalidationMessage(raw);
    if (!message || message.from === self) return;
    options.apply(message.tags);
  };
  // connect() settles once Redis answers (the clients retry until then), or rejects when closed.
  let closed = false;
  const notStarted = (role: string) => (error: unknown) => {
    if (!closed) logger.warn(`redis cache-invalidation ${role} not started`, { error });
  };
  void publisher.connect().catch(notStarted("publisher"));
  const subscribed = subscriber.connect().then(() => subscriber.subscribe(options.channel, onMessage));
  subscribed.catch(notStarted("subscriber"));

  const bus: InvalidationBus = {
    subscribed,
    publish(tags) {
      if (!publisher.isReady) return;
      const message: InvalidationMessage = { from: self, tags: tags === null ? null : [...tags] };
      // A Redis that hangs gets REDIS_CALL_TIMEOUT_MS, then counts as down (other instances rely on the TTL).
      withRedisTimeout(publisher.publish(options.channel, JSON.stringify(message)), "cache-invalidation publish").then(
        () => publishing.answered(),
        (error: unknown) => publishing.failed(error),
      );
    },
    async close() {
      closed = true;
      if (holder[KEY] === bus) delete holder[KEY];
      await Promise.all([shut(publisher), shut(subscriber)]);
    },
  };
  return bus;
}
