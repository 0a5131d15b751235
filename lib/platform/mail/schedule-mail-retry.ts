import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";

/** The job that sends an outbox message again (lib/platform/mail/retry-mail.ts). */
export const MAIL_RETRY_JOB = "mail.retry";

/**
 * Queues the next attempt of a RETRYING message, in the transaction that set it RETRYING: the row
 * and its job exist together (the job is in the database, so a restart loses nothing).
 */
export async function scheduleMailRetry(tx: Database, message: { id: number; siteId: number }, runAt: Date): Promise<void> {
  await enqueueJob(tx, { siteId: message.siteId, kind: MAIL_RETRY_JOB, runAt, payload: { outboxId: message.id } });
}
