import "server-only";
import type { ContactMessageView } from "@/lib/schemas/contact";
import type { contactMessages } from "@/lib/platform/db/schema";

/** A stored contact message as the admin answers give it (contactMessageViewSchema). */
export function contactMessageView(row: typeof contactMessages.$inferSelect): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
