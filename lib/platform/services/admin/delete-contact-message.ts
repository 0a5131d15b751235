import "server-only";
import { and, eq } from "drizzle-orm";
import { ADMIN_CONTACT_MESSAGES } from "@/lib/schemas/contact";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { contactMessages } from "@/lib/platform/db/schema";
import { contactMessageView } from "./contact-message-view";
import { recordAudit, type AuditActor } from "./record-audit";

/** Deletes a contact message of the site (404 for another site's), audited as contact-message.delete with its content. */
export async function deleteContactMessage(db: Database, siteId: number, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .delete(contactMessages)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.siteId, siteId)))
      .returning();
    if (!row) throw new ApiError("NOT_FOUND", ADMIN_CONTACT_MESSAGES.notFound);
    await recordAudit(t, siteId, actor, { action: "contact-message.delete", entity: "contact-message", entityId: id, before: contactMessageView(row) });
  });
}
