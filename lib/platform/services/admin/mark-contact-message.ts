import "server-only";
import { and, eq } from "drizzle-orm";
import { ADMIN_CONTACT_MESSAGES, type ContactMessageView } from "@/lib/schemas/contact";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { contactMessages } from "@/lib/platform/db/schema";
import { contactMessageView } from "./contact-message-view";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * Marks a contact message of the site read (opened: `readAt` set once, kept on later openings) or
 * unread; 404 for another site's. A change is audited as contact-message.mark in the same
 * transaction; asking for the state it already has changes and records nothing.
 */
export async function markContactMessage(db: Database, siteId: number, actor: AuditActor, id: number, isRead: boolean, now: Date = new Date()): Promise<ContactMessageView> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [before] = await t
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.siteId, siteId)))
      .for("update");
    if (!before) throw new ApiError("NOT_FOUND", ADMIN_CONTACT_MESSAGES.notFound);
    if ((before.readAt !== null) === isRead) return contactMessageView(before);
    const [row] = await t
      .update(contactMessages)
      .set({ readAt: isRead ? now : null })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAudit(t, siteId, actor, {
      action: "contact-message.mark",
      entity: "contact-message",
      entityId: id,
      before: { isRead: !isRead },
      after: { isRead },
    });
    return contactMessageView(row!);
  });
}
