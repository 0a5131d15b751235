import { z } from "zod";
import { listEnvelopeSchema } from "@/lib/schemas/list";

/** One admin write (GET /admin/audit): who, when, what, before / after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listEnvelopeSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
