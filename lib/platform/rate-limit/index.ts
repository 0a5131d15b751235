import "server-only";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/platform/api-error";
import { MemoryRateLimitStore } from "./memory-store";
import { RedisRateLimitStore } from "./redis-store";
import { SharedStoreGuard, type GuardOptions } from "./shared-store-guard";
import type { RateLimitStore, WindowState } from "./store";

export { clientIp } from "./client-ip";

/**
 * Rate limits of the account routes (issue 4): fixed windows counted in Redis when REDIS_URL is
 * set (shared by every instance), else in this process. When Redis fails or does not answer in
 * REDIS_CALL_TIMEOUT_MS, the in-process counters take over (SharedStoreGuard): a Redis outage
 * neither opens the gates nor takes logins down, nor makes them wait.
 */
export const RATE_LIMITED_MESSAGE = "Trop de tentatives : réessayez dans quelques minutes.";

interface Stores {
  memory: MemoryRateLimitStore;
  primary: RateLimitStore | null;
  guard: SharedStoreGuard;
}

// On globalThis: Next bundles route handlers separately, the counters must be one per process.
const KEY = Symbol.for("evolusite.rateLimitStores");
const holder = globalThis as { [KEY]?: Stores };

/** The shared store for a REDIS_URL: Redis when set, none (in process only) otherwise. */
export function sharedStoreFor(redisUrl: string | undefined): RateLimitStore | null {
  return redisUrl ? new RedisRateLimitStore(redisUrl) : null;
}

function stores(): Stores {
  holder[KEY] ??= { memory: new MemoryRateLimitStore(), primary: sharedStoreFor(getEnv().REDIS_URL), guard: new SharedStoreGuard() };
  return holder[KEY];
}

async function run<T = WindowState>(operation: (store: RateLimitStore) => Promise<T>): Promise<T> {
  const { memory, primary, guard } = stores();
  if (!primary) return operation(memory);
  return guard.run(primary, memory, operation);
}

function rateLimited(state: WindowState, message = RATE_LIMITED_MESSAGE): ApiError {
  return ApiError.rateLimited(Math.max(1, Math.ceil(state.resetInMs / 1000)), message);
}

/** Counts one attempt on `key`; 429 (with Retry-After) once more than `limit` fall in the window. */
export async function checkRateLimit(key: string, limit: number, windowSeconds: number): Promise<void> {
  const state = await run((store) => store.increment(key, windowSeconds * 1000));
  if (state.count > limit) throw rateLimited(state);
}

/** One bucket an attempt is counted in: at most `limit` attempts (or units) per window of `windowSeconds`. */
export interface Bucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Slots taken by takeSlots: give them back when the guarded attempt did not count (it succeeded). */
export interface TakenSlots {
  release(): Promise<void>;
}

export interface TakeOptions {
  /** Units taken in every bucket (a budget of bytes: the bytes about to be read); 1 by default. */
  amount?: number;
  /** The 429's French message (RATE_LIMITED_MESSAGE by default). */
  message?: string;
}

/**
 * Takes one slot (or `amount` units) in every bucket BEFORE the guarded work (e.g. an argon2
 * check, reading an upload), atomically (increment, then compare): of N parallel attempts, at most
 * `limit` get through per bucket, the others get 429. A refused attempt gives its slots back at
 * once (only attempts that reached the guarded work count); the caller releases the slots of an
 * attempt that turned out fine (a successful login does not count as a failure).
 */
export async function takeSlots(buckets: readonly Bucket[], options: TakeOptions = {}): Promise<TakenSlots> {
  const amount = options.amount ?? 1;
  const states = await Promise.all(buckets.map((b) => run((store) => store.increment(b.key, b.windowSeconds * 1000, amount))));
  const release = async () => {
    await Promise.all(buckets.map((b) => run((store) => store.decrement(b.key, amount))));
  };
  const refused = states.filter((state, index) => state.count > buckets[index]!.limit);
  if (refused.length > 0) {
    await release();
    throw rateLimited(
      refused.reduce((longest, state) => (state.resetInMs > longest.resetInMs ? state : longest)),
      options.message,
    );
  }
  return { release };
}

/** A bucket whose attempts are spaced rather than capped: after the n-th, the next waits `gapsMs[n]` (the last entry beyond). */
export interface PacedBucket {
  key: string;
  windowSeconds: number;
  gapsMs: readonly number[];
  /** The 429's message for a wait of that many seconds. */
  refusal: (retryAfterSeconds: number) => string;
}

/**
 * Takes one slot in a paced bucket BEFORE the guarded work, atomically: while the gap left by the
 * previous attempt runs, 429 with Retry-After (the seconds left) and nothing counted. The caller
 * releases the slot of an attempt that turned out fine, as with takeSlots.
 */
export async function takePacedSlot(bucket: PacedBucket): Promise<TakenSlots> {
  const hit = await run((store) => store.incrementPaced(bucket.key, bucket.windowSeconds * 1000, bucket.gapsMs));
  if (!hit.counted) {
    const seconds = Math.max(1, Math.ceil(hit.retryInMs / 1000));
    throw ApiError.rateLimited(seconds, bucket.refusal(seconds));
  }
  return { release: () => run((store) => store.decrement(bucket.key)) };
}

/** Tests: forget the in-process counters. */
export function resetRateLimits(): void {
  stores().memory.clear();
}

/** Tests: count in this store (e.g. a Redis store with its own key prefix), behind a fresh guard; null = in process only. */
export function setRateLimitStore(store: RateLimitStore | null, guard: GuardOptions = {}): void {
  stores().primary = store;
  stores().guard = new SharedStoreGuard(guard);
}
