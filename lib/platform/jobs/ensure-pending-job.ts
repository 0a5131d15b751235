import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { jobs } from "@/lib/platform/db/schema";
import { enqueueJob } from "./enqueue-job";

/**
 * First key of the transaction-scoped advisory locks of recurring job kinds (the second key is
 * the kind's hash). Two-key advisory locks never collide with the one-key migration lock.
 */
const RECURRING_JOB_LOCK_SPACE = 69_000_002;

export interface PendingJob {
  kind: string;
  /** When the next run is due (used only when no pending job of the kind exists). */
  runAt: Date;
  maxAttempts?: number;
  /**
   * The running job that reschedules itself: marked done in the same transaction, before looking,
   * so it never counts as the pending one (two runs of duplicate jobs cannot each see the other
   * and leave none).
   */
  finishing?: { id: number; now: Date };
}

/**
 * Makes sure exactly one pending (not done, not failed) platform job of `kind` exists, within the
 * caller's transaction: boot time (several instances starting at once) and a recurring job's hand
 * over to its next run. Every caller first takes `pg_advisory_xact_lock` on the kind, so callers
 * are serialised: the second one waits for the first one's commit, then sees its job (READ
 * COMMITTED: the next statement's snapshot) and adds none. The lock goes with the transaction,
 * so nothing is ever left locked. On PGlite (one connection, transactions run one at a time) the
 * lock is granted at once and the same check holds. Chosen over a unique partial index: the jobs
 * table is shared with kinds that legitimately have many pending rows (mail.retry…), and no
 * migration is needed. Only this function may enqueue a recurring kind.
 * Returns whether a job was added.
 */
export async function ensurePendingJob(tx: Database, job: PendingJob): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECURRING_JOB_LOCK_SPACE}, hashtext(${job.kind}))`);
  if (job.finishing) {
    await tx
      .update(jobs)
      .set({ doneAt: job.finishing.now, lockedUntil: null, lastError: null })
      .where(and(eq(jobs.id, job.finishing.id), eq(jobs.kind, job.kind)));
  }
  const [pending] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, job.kind), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .limit(1);
  if (pending) return false;
  await enqueueJob(tx, { siteId: null, kind: job.kind, runAt: job.runAt, maxAttempts: job.maxAttempts });
  return true;
}
