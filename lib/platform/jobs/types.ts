import "server-only";
import type { Database } from "@/lib/platform/db/types";

/** One claimed job, as its handler sees it. */
export interface JobContext {
  id: number;
  siteId: number | null;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  /** The instant the run was started for (tests pass their own clock). */
  now: Date;
  db: Database;
}

/** Does the work of one job; throwing schedules a retry (with backoff) until max attempts. */
export type JobHandler = (job: JobContext) => Promise<void>;
