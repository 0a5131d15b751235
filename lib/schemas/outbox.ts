import { z } from "zod";
import { listEnvelopeSchema } from "./list";

/** One e-mail of the site's outbox without its bodies (GET /admin/outbox). */
export const outboxSummarySchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  fromAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  transport: z.enum(["SMTP", "OUTBOX"]),
  sentAt: z.iso.datetime().nullable(),
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
