import "server-only";
import { createOutageLog, type OutageLog } from "@/lib/platform/redis/outage-log";
import { REDIS_CALL_TIMEOUT_MS, RedisTimeoutError, withRedisTimeout } from "@/lib/platform/redis/call-timeout";
import type { RateLimitStore } from "./store";

/** After a failure, the shared store is asked again (one call) only this much later. */
export const SHARED_STORE_RETRY_MS = 5_000;

export const SHARED_STORE_MESSAGES = {
  down: "redis rate-limit store unavailable: fell back to in-process counters until it answers again",
  back: "redis rate-limit store answers again: counting in Redis",
} as const;

export interface GuardOptions {
  timeoutMs?: number;
  retryMs?: number;
  now?: () => number;
  outage?: OutageLog;
}

/**
 * The shared store (Redis) behind a fuse. Each call gets REDIS_CALL_TIMEOUT_MS (past it, the
 * store drops its connection: abandon); a failure or a timeout counts that call in process instead, reports the outage once, and sends the next calls
 * straight to the in-process counters for SHARED_STORE_RETRY_MS. Then one call tries the shared
 * store again (the others keep to the process until it answered). So a Redis that hangs costs
 * one short wait per retry period, not a wait per call: a login never waits seconds for it.
 */
export class SharedStoreGuard {
  private retryAt = 0;
  private readonly timeoutMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;
  private readonly outage: OutageLog;

  constructor(options: GuardOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? REDIS_CALL_TIMEOUT_MS;
    this.retryMs = options.retryMs ?? SHARED_STORE_RETRY_MS;
    this.now = options.now ?? (() => Date.now());
    this.outage = options.outage ?? createOutageLog(SHARED_STORE_MESSAGES);
  }

  async run<T>(shared: RateLimitStore, memory: RateLimitStore, operation: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.outage.down) {
      if (this.now() < this.retryAt) return operation(memory);
      // This call tries the shared store; the others wait for its verdict in process.
      this.retryAt = this.now() + this.retryMs;
    }
    let value: T;
    try {
      value = await withRedisTimeout(operation(shared), "rate-limit store", this.timeoutMs);
    } catch (error) {
      if (error instanceof RedisTimeoutError) shared.abandon?.();
      this.outage.failed(error);
      this.retryAt = this.now() + this.retryMs;
      return operation(memory);
    }
    this.outage.answered();
    return value;
  }
}
