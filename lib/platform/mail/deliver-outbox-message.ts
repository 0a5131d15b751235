import "server-only";
import { eq } from "drizzle-orm";
import { classifySmtpFailure } from "@/lib/domain/smtp-failure";
import { mailRetryDelayMs } from "@/lib/domain/mail-retry";
import { getEnv } from "@/lib/env";
import type { Database } from "@/lib/platform/db/types";
import { outbox } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { scheduleMailRetry } from "./schedule-mail-retry";
import { smtpTransport } from "./smtp-transport";

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * An attempt under way is abandoned after this long (a process that died while talking to the
 * SMTP server): its job, run again when the job's lease ends, may then claim the message.
 */
export const MAIL_SEND_LEASE_MS = 2 * 60_000;

export const REDACTED = "[masqué]";

function redact(value: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length > 0).reduce((text, secret) => text.split(secret).join(REDACTED), value);
}

function errorText(cause: unknown): string {
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
}

/**
 * One SMTP attempt of a message this caller holds (status SENDING, `attempts` counting this one),
 * then its outcome in the row: SENT (bodies' secrets masked); RETRYING with a `mail.retry` job at
 * the next attempt's time after a transient failure (lib/domain/smtp-failure.ts) while attempts are
 * left; else FAILED. Never throws for an SMTP failure. `at`: the instant the outcome is recorded
 * for (jobs pass the run's clock); by default the clock once the attempt is over.
 */
export async function deliverOutboxMessage(db: Database, message: OutboxRow, at?: Date): Promise<OutboxRow["status"]> {
  const smtpUrl = getEnv().SMTP_URL;
  let failure: unknown = null;
  try {
    if (!smtpUrl) throw new Error("SMTP_URL is not set any more");
    await smtpTransport(smtpUrl).sendMail({
      from: message.fromAddress,
      to: message.toAddress,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    });
  } catch (cause) {
    failure = cause ?? new Error("unknown SMTP failure");
  }
  const now = at ?? new Date();
  const mine = eq(outbox.id, message.id);

  if (failure === null) {
    await db
      .update(outbox)
      .set({ status: "SENT", sentAt: now, nextAttemptAt: null, html: redact(message.html, message.secrets), text: redact(message.text, message.secrets), secrets: [] })
      .where(mine);
    return "SENT";
  }

  const error = errorText(failure);
  const kind = smtpUrl ? classifySmtpFailure(failure) : "PERMANENT";
  const delay = kind === "TRANSIENT" ? mailRetryDelayMs(message.attempts, getEnv().MAIL_RETRY_FIRST_DELAY_MS) : null;
  logger.warn("e-mail not delivered", { siteId: message.siteId, outboxId: message.id, kind: message.kind, attempt: message.attempts, failure: kind, retryInMs: delay, error });
  if (delay === null) {
    await db.update(outbox).set({ status: "FAILED", error, nextAttemptAt: null, secrets: [] }).where(mine);
    return "FAILED";
  }
  const nextAttemptAt = new Date(now.getTime() + delay);
  await db.transaction(async (tx) => {
    await tx.update(outbox).set({ status: "RETRYING", error, nextAttemptAt }).where(mine);
    await scheduleMailRetry(tx as unknown as Database, message, nextAttemptAt);
  });
  return "RETRYING";
}
