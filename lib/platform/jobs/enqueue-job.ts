import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { jobs } from "@/lib/platform/db/schema";

export interface NewJob {
  siteId: number | null;
  kind: string;
  payload?: Record<string, unknown>;
  /** When the job becomes due; now by default. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the caller's transaction as `db`: the job then exists exactly when the work
 * that asked for it was committed (no reminder for a booking that was rolled back).
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      siteId: job.siteId,
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 5,
    })
    .returning({ id: jobs.id });
  return row!.id;
}
