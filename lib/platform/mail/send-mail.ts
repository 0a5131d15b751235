import "server-only";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { getEnv } from "@/lib/env";
import type { Database } from "@/lib/platform/db/types";
import type { MailAttachment } from "@/lib/schemas/outbox";
import { outbox } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { findSite } from "@/lib/platform/services/find-site";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { formatAddress, mailSender } from "./sender";
import { smtpTransport } from "./smtp-transport";

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
   * Without SMTP the outbox copy is the only delivery, so it is kept whole.
   */
  redact?: readonly string[];
  /** Text files sent with the message (e.g. an .ics invitation built by lib/domain/ics.ts); kept in the outbox too. */
  attachments?: readonly MailAttachment[];
  /** Where answers go (e.g. the visitor who wrote through the contact form); SMTP only. */
  replyTo?: string;
}

export const REDACTED = "[masqué]";

function redact(value: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length > 0).reduce((text, secret) => text.split(secret).join(REDACTED), value);
}

/**
 * The one way the platform sends e-mail. With SMTP_URL (read at each call) the message goes out
 * through nodemailer; without it, it is only kept in the outbox. Either way an outbox row records
 * it (transport, sentAt, error) so admins can read every message. An SMTP failure is recorded and
 * logged, never thrown: the caller's request must not fail (nor reveal anything) because of it.
 */
export async function sendMail(db: Database, siteId: number, message: MailMessage): Promise<void> {
  const [site, parameters] = await Promise.all([findSite(db, siteId), listSiteParameters(db, siteId)]);
  if (!site) throw new Error(`sendMail: unknown site ${siteId}`);
  const sender = mailSender(toParameterMap(parameters), site);
  const row = {
    siteId,
    toAddress: message.to,
    fromAddress: formatAddress(sender),
    subject: message.subject,
    html: message.html,
    text: message.text,
    kind: message.kind,
    attachments: [...(message.attachments ?? [])],
  };

  const smtpUrl = getEnv().SMTP_URL;
  if (!smtpUrl) {
    await db.insert(outbox).values({ ...row, transport: "OUTBOX", sentAt: null, error: null });
    return;
  }

  let sentAt: Date | null = null;
  let error: string | null = null;
  try {
    await smtpTransport(smtpUrl).sendMail({
      from: sender,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: (message.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    });
    sentAt = new Date();
  } catch (cause) {
    error = cause instanceof Error ? cause.message.slice(0, 1000) : String(cause).slice(0, 1000);
    logger.warn("e-mail not delivered", { siteId, kind: message.kind, error });
  }
  const secrets = sentAt ? (message.redact ?? []) : [];
  await db.insert(outbox).values({
    ...row,
    html: redact(row.html, secrets),
    text: redact(row.text, secrets),
    transport: "SMTP",
    sentAt,
    error,
  });
}
