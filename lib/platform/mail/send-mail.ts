import "server-only";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { getEnv } from "@/lib/env";
import type { Database } from "@/lib/platform/db/types";
import type { MailAttachment } from "@/lib/schemas/outbox";
import { outbox } from "@/lib/platform/db/schema";
import { findSite } from "@/lib/platform/services/find-site";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { deliverOutboxMessage, MAIL_SEND_LEASE_MS } from "./deliver-outbox-message";
import { formatAddress, mailSender } from "./sender";

export interface MailMessage {
  to: string;
  /** Kind of message, e.g. PASSWORD_RESET, NEWSLETTER_CONFIRM (shown to admins in the outbox). */
  kind: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Secrets of the message (e.g. a reset token). Once delivered by SMTP the outbox copy shows
   * « [masqué] » instead: a readable outbox must not hand live links to whoever reads it.
   * Without SMTP the outbox copy is the only delivery, so it is kept whole (so is the copy of a
   * message SMTP never took).
   */
  redact?: readonly string[];
  /** Text files sent with the message (e.g. an .ics invitation built by lib/domain/ics.ts); kept in the outbox too. */
  attachments?: readonly MailAttachment[];
  /** Where answers go (e.g. the visitor who wrote through the contact form); SMTP only. */
  replyTo?: string;
}

/**
 * The one way the platform sends e-mail. The message is first written to the outbox, so admins
 * can read every one. Without SMTP_URL (read at each call) that copy is the delivery (KEPT). With
 * it, one attempt is made at once through nodemailer; a transient failure leaves the message
 * RETRYING with a job in the database that sends it again later (lib/domain/mail-retry.ts), a
 * permanent one marks it FAILED (lib/platform/mail/deliver-outbox-message.ts). An SMTP failure is
 * recorded and logged, never thrown: the caller's request must not fail (nor reveal anything)
 * because of it.
 */
export async function sendMail(db: Database, siteId: number, message: MailMessage): Promise<void> {
  const [site, parameters] = await Promise.all([findSite(db, siteId), listSiteParameters(db, siteId)]);
  if (!site) throw new Error(`sendMail: unknown site ${siteId}`);
  const row = {
    siteId,
    toAddress: message.to,
    fromAddress: formatAddress(mailSender(toParameterMap(parameters), site)),
    subject: message.subject,
    html: message.html,
    text: message.text,
    kind: message.kind,
    attachments: [...(message.attachments ?? [])],
    replyTo: message.replyTo ?? null,
  };

  if (!getEnv().SMTP_URL) {
    await db.insert(outbox).values({ ...row, transport: "OUTBOX", status: "KEPT", attempts: 0 });
    return;
  }
  const [sending] = await db
    .insert(outbox)
    .values({
      ...row,
      transport: "SMTP",
      status: "SENDING",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + MAIL_SEND_LEASE_MS),
      secrets: (message.redact ?? []).filter((secret) => secret.length > 0),
    })
    .returning();
  await deliverOutboxMessage(db, sending!);
}
