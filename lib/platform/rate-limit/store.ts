import "server-only";

/** A counter's window: hits so far and the time left before it starts again from zero. */
export interface WindowState {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters (the window opens at the first hit and lasts `windowMs`). One store per
 * process: in memory by default, in Redis when REDIS_URL is set so several instances share them.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the window after it. */
  increment(key: string, windowMs: number): Promise<WindowState>;
  /** The window as it is (count 0 when none is open), without counting. */
  peek(key: string): Promise<WindowState>;
  /** Gives back one hit counted by `increment` (no-op once the window is over). */
  decrement(key: string): Promise<void>;
  /** A shared store: a call got no answer in time, drop the connection (the next call opens another). */
  abandon?(): void;
}
