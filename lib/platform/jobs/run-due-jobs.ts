import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { jobs } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { findJobHandler } from "./registry";

/** A claimed job is leased this long; a worker that dies mid-job frees it when the lease ends. */
export const JOB_LEASE_MS = 5 * 60_000;

/** Delay before retry n (1-based): 1 min, 2, 4, 8… capped at 6 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);
}

export interface RunOptions {
  /** Identifies this worker in locked_by (one per process by default). */
  workerId?: string;
  /** At most this many jobs in one call. */
  limit?: number;
}

export interface RunSummary {
  done: number;
  retried: number;
  failed: number;
}

type JobRow = typeof jobs.$inferSelect;

/**
 * Claims one due job atomically: the row is locked with FOR UPDATE SKIP LOCKED (a concurrent
 * claimer skips it instead of waiting) and leased to this worker in the same transaction.
 */
async function claimNext(db: Database, now: Date, workerId: string): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ lockedBy: workerId, lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

async function settle(db: Database, job: JobRow, now: Date, workerId: string): Promise<keyof RunSummary> {
  const handler = findJobHandler(job.kind);
  const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler({ id: job.id, siteId: job.siteId, kind: job.kind, payload: job.payload, attempt: job.attempts, now, db });
    await db.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(mine);
    return "done";
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const giveUp = job.attempts >= job.maxAttempts;
    logger.warn("job failed", { id: job.id, kind: job.kind, attempt: job.attempts, giveUp, error: message });
    await db
      .update(jobs)
      .set(
        giveUp
          ? { failedAt: now, lockedUntil: null, lastError: message }
          : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), lockedUntil: null, lastError: message },
      )
      .where(mine);
    return giveUp ? "failed" : "retried";
  }
}

const PROCESS_WORKER_ID = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Runs the jobs due at `now`, one claim at a time, until none is due or `limit` is reached. The
 * worker calls it with the clock; tests call it with the instant they want (no sleeping).
 */
export async function runDueJobs(db: Database, now: Date = new Date(), options: RunOptions = {}): Promise<RunSummary> {
  const workerId = options.workerId ?? PROCESS_WORKER_ID;
  const limit = options.limit ?? 50;
  const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
  for (let i = 0; i < limit; i += 1) {
    const job = await claimNext(db, now, workerId);
    if (!job) break;
    summary[await settle(db, job, now, workerId)] += 1;
  }
  return summary;
}
