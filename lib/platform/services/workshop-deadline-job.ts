import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";

/**
 * The job queued with every deadline of a sign-up (an address to confirm, an offer to accept):
 * when it runs, the workshop is settled (settleWorkshop: what lapsed ends, the seats go to the
 * next in line). A deadline met meanwhile leaves nothing to do. Run by run-workshop-deadline.ts.
 */
export const WORKSHOP_DEADLINE_JOB = "workshop.deadline";

/** Queues the deadline's job inside the caller's transaction; `origin` is the links' origin for the e-mails it may send. */
export async function scheduleWorkshopDeadline(tx: Database, siteId: number, registrationId: number, runAt: Date, origin: string): Promise<void> {
  await enqueueJob(tx, { siteId, kind: WORKSHOP_DEADLINE_JOB, runAt, payload: { registrationId, origin } });
}
