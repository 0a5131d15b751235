import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { logger } from "@/lib/platform/logger";
import { scheduleCartPurge } from "@/lib/platform/services/shop/schedule-cart-purge";

/**
 * At boot (boot.ts, before the worker starts): makes sure each recurring platform job has its one
 * pending run in the jobs table; each run then queues the next one itself. Safe when several
 * instances boot at once. A failure is logged, not fatal: the site still serves, the next boot
 * tries again.
 */
export async function scheduleRecurringJobs(db: Database, now: Date = new Date()): Promise<void> {
  try {
    await scheduleCartPurge(db, now);
  } catch (error) {
    logger.warn("recurring jobs not scheduled", { error });
  }
}
