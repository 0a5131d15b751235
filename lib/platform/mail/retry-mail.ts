import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { outbox } from "@/lib/platform/db/schema";
import type { JobContext } from "@/lib/platform/jobs/types";
import { deliverOutboxMessage, MAIL_SEND_LEASE_MS, type OutboxRow } from "./deliver-outbox-message";

/**
 * Takes the message for this attempt, or nothing: one conditional UPDATE (the row lock makes a
 * concurrent claimer wait, then see the new status and match nothing), so a message is never
 * sent by two workers at once nor after it was sent. Claimable: RETRYING and due, or SENDING whose
 * attempt was abandoned (its lease passed).
 */
async function claimMessage(db: Database, siteId: number, outboxId: number, now: Date): Promise<OutboxRow | null> {
  const [claimed] = await db
    .update(outbox)
    .set({ status: "SENDING", attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_SEND_LEASE_MS) })
    .where(
      and(
        eq(outbox.id, outboxId),
        eq(outbox.siteId, siteId),
        inArray(outbox.status, ["RETRYING", "SENDING"]),
        lte(outbox.nextAttemptAt, now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Job handler of « mail.retry » (payload `{ outboxId }`): one more SMTP attempt of a RETRYING
 * message. Nothing is sent when the message is already SENT or FAILED, or gone (its address was
 * erased). A message still being sent elsewhere makes the job fail, so the queue looks again later.
 */
export async function retryMail(job: JobContext): Promise<void> {
  const outboxId = Number(job.payload.outboxId);
  if (job.siteId === null || !Number.isInteger(outboxId)) throw new Error("mail.retry: bad payload");
  const message = await claimMessage(job.db, job.siteId, outboxId, job.now);
  if (message) {
    await deliverOutboxMessage(job.db, message, job.now);
    return;
  }
  const [row] = await job.db
    .select({ status: outbox.status, nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(and(eq(outbox.id, outboxId), eq(outbox.siteId, job.siteId)))
    .limit(1);
  if (row?.status === "SENDING") throw new Error(`mail.retry: message ${outboxId} is being sent until ${row.nextAttemptAt?.toISOString()}`);
  // Gone, settled, or RETRYING later (the job of that later attempt is queued already): done.
}
