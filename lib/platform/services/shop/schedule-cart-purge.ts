import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { ensurePendingJob } from "@/lib/platform/jobs/ensure-pending-job";

/** The hourly cleaning of abandoned guest carts and unclaimed files (lib/platform/services/shop/run-cart-purge.ts). */
export const CART_PURGE_JOB = "shop.purge-carts";
/**
 * A run is followed by the next one this much later: hourly, so an unclaimed file outlives its
 * UNCLAIMED_FILE_TTL_HOURS by an hour at most…
 */
export const CART_PURGE_INTERVAL_MS = 3_600_000;
/** …or this much later when a batch was full (a backlog is worked off in bounded runs). */
export const CART_PURGE_BACKLOG_DELAY_MS = 60_000;
/**
 * A failing run is retried with the queue's backoff (capped at 6 h) rather than given up: the
 * failing job stays the one pending run, so the daily chain never silently ends; its error is in
 * jobs.last_error and the logs.
 */
export const CART_PURGE_MAX_ATTEMPTS = 1_000;

/**
 * At boot: makes sure the purge is scheduled, exactly once however many instances start at once
 * (ensurePendingJob's advisory lock). A missing chain (first start, a run given up) restarts with
 * a run due now.
 */
export async function scheduleCartPurge(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (transaction) =>
    ensurePendingJob(transaction as unknown as Database, { kind: CART_PURGE_JOB, runAt: now, maxAttempts: CART_PURGE_MAX_ATTEMPTS }),
  );
}
