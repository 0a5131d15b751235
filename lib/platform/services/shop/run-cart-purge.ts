import "server-only";
import type { JobContext } from "@/lib/platform/jobs/types";
import { ensurePendingJob } from "@/lib/platform/jobs/ensure-pending-job";
import { logger } from "@/lib/platform/logger";
import { CART_PURGE_BACKLOG_DELAY_MS, CART_PURGE_INTERVAL_MS, CART_PURGE_JOB, CART_PURGE_MAX_ATTEMPTS } from "./schedule-cart-purge";
import { purgeStaleCarts } from "./purge-stale-carts";

/**
 * Job handler of « shop.purge-carts »: one bounded purge (purgeStaleCarts) and, in its
 * transaction, the hand over to the next run: this job marked done and the next one queued in
 * an hour (in a minute when a batch was full) unless one is pending already. A run that fails rolls
 * both back and is retried by the queue; a run done twice at once (a lease taken over) queues one
 * next run, never two.
 */
export async function runCartPurge(job: JobContext): Promise<void> {
  const result = await purgeStaleCarts(job.db, job.now, {
    inTransaction: async (tx, purged) => {
      const delay = purged.more ? CART_PURGE_BACKLOG_DELAY_MS : CART_PURGE_INTERVAL_MS;
      await ensurePendingJob(tx, {
        kind: CART_PURGE_JOB,
        runAt: new Date(job.now.getTime() + delay),
        maxAttempts: CART_PURGE_MAX_ATTEMPTS,
        finishing: { id: job.id, now: job.now },
      });
    },
  });
  if (result.carts + result.files > 0) logger.info("stale carts purged", { ...result });
}
