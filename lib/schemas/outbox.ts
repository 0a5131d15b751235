import { z } from "zod";
import { listEnvelopeSchema } from "./list";

/**
 * Where an e-mail stands. KEPT: no SMTP, the outbox copy is the delivery. SENDING: an attempt is
 * under way (`nextAttemptAt` = when it counts as abandoned). SENT. RETRYING: SMTP failed for a
 * while (unreachable, 4xx), a job sends it again at `nextAttemptAt`. FAILED: refused for good (5xx)
 * or out of attempts.
 */
export const OUTBOX_STATUSES = ["KEPT", "SENDING", "SENT", "RETRYING", "FAILED"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail of the site's outbox without its bodies (GET /admin/outbox). */
export const outboxSummarySchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  fromAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  transport: z.enum(["SMTP", "OUTBOX"]),
  status: z.enum(OUTBOX_STATUSES),
  /** SMTP attempts made so far (0 when KEPT). */
  attempts: z.number().int().nonnegative(),
  /** RETRYING: when the next attempt is due; SENDING: when the one under way counts as abandoned; else null. */
  nextAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** The error of the last failed attempt (kept when a later attempt delivered it). */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
export const outboxListSchema = listEnvelopeSchema(outboxSummarySchema);
export type OutboxList = z.infer<typeof outboxListSchema>;

/** A text file sent with an e-mail (an .ics invitation). */
export const mailAttachmentSchema = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** One e-mail with the HTML, text and attachments as sent or kept (GET /admin/outbox/{id}). */
export const outboxMessageSchema = outboxSummarySchema.extend({ html: z.string(), text: z.string(), attachments: z.array(mailAttachmentSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
