import "server-only";

/** A counter's window: hits so far and the time left before it starts again from zero. */
export interface WindowState {
  count: number;
  resetInMs: number;
}

/** A paced hit: counted (the window after it), or refused until the gap since the last one has passed. */
export type PacedHit = { counted: true; state: WindowState } | { counted: false; retryInMs: number };

/**
 * Fixed-window counters (the window opens at the first hit and lasts `windowMs`). One store per
 * process: in memory by default, in Redis when REDIS_URL is set so several instances share them.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` (or `amount` units of a budget, e.g. bytes) and returns the window after it. */
  increment(key: string, windowMs: number, amount?: number): Promise<WindowState>;
  /** The window as it is (count 0 when none is open), without counting. */
  peek(key: string): Promise<WindowState>;
  /**
   * Counts one hit on `key` unless the gap left by the previous one is still running; atomic, so
   * of parallel hits only one gets through a gap. After the hit that brings the count to n, the
   * next must wait `gapsMs[n]` ms (the last entry for any larger n; 0 = no wait).
   */
  incrementPaced(key: string, windowMs: number, gapsMs: readonly number[]): Promise<PacedHit>;
  /** Gives back one hit (or `amount` units) counted by `increment` (no-op once the window is over). */
  decrement(key: string, amount?: number): Promise<void>;
  /** A shared store: a call got no answer in time, drop the connection (the next call opens another). */
  abandon?(): void;
}
