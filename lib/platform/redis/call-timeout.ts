import "server-only";

/**
 * How long any Redis call may take before the caller carries on as if Redis were down. Redis
 * answers in well under a millisecond here; a call past this is a Redis that hangs (paused,
 * swapping, a half-open connection), and waiting for it would hold every login and write up.
 */
export const REDIS_CALL_TIMEOUT_MS = 250;

/** A Redis call that did not answer in REDIS_CALL_TIMEOUT_MS. */
export class RedisTimeoutError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what}: no answer from Redis in ${timeoutMs} ms`);
    this.name = "RedisTimeoutError";
  }
}

/**
 * `call`, or a RedisTimeoutError once `timeoutMs` have passed (the call itself is abandoned). The
 * refusal waits for the I/O phase of that turn of the event loop (setImmediate): a process
 * starved of CPU past the timeout wakes up to its timers first, and the answer already waiting
 * in the socket must still win.
 */
export function withRedisTimeout<T>(call: Promise<T>, what: string, timeoutMs = REDIS_CALL_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new RedisTimeoutError(what, timeoutMs))), timeoutMs);
    call.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
