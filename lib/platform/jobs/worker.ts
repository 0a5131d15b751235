import "server-only";
import { getDb } from "@/lib/platform/db/client";
import { logger } from "@/lib/platform/logger";
import { runDueJobs } from "./run-due-jobs";

export interface JobWorker {
  /** Stops polling and waits for the run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Polls the jobs table every `intervalMs` and runs what is due. The timer only wakes the worker:
 * the work itself is in the database, so a restart loses nothing. Started by boot.ts, never at
 * import time nor during `next build`.
 */
export function startJobWorker(intervalMs = 15_000): JobWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        const summary = await runDueJobs(await getDb(), new Date());
        if (summary.done + summary.retried + summary.failed > 0) logger.info("jobs run", { ...summary });
      } catch (error) {
        logger.warn("job worker: run failed", { error });
      }
    })();
    void running.finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 1_000));

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
