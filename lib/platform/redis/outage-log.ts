import "server-only";
import { logger as processLogger } from "@/lib/platform/logger";
import type { Logger } from "@/lib/log/logger";

/** What one user of Redis reports about it: when it stops answering, and when it answers again. */
export interface OutageLog {
  /** A call failed or timed out: a warning at the first failure of an outage only. */
  failed(error: unknown): void;
  /** A call succeeded: one line when this ends an outage, nothing otherwise. */
  answered(): void;
  readonly down: boolean;
}

/**
 * One warning per outage and one line at its end, not one per failed call or reconnection attempt:
 * a Redis down for an hour must not fill the log (the clients retry every few seconds).
 */
export function createOutageLog(messages: { down: string; back: string }, logger: Logger = processLogger): OutageLog {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      logger.warn(messages.down, { error });
    },
    answered() {
      if (!down) return;
      down = false;
      logger.info(messages.back);
    },
    get down() {
      return down;
    },
  };
}
