import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { ContactMessageList } from "@/lib/schemas/contact";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { contactMessages } from "@/lib/platform/db/schema";
import { contactMessageView } from "./contact-message-view";

type MessageField = "id" | "email" | "name" | "subject" | "createdAt";

export const CONTACT_MESSAGE_LIST_SPEC: ListQuerySpec<MessageField> = {
  fields: { id: "integer", email: "string", name: "string", subject: "string", createdAt: "date" },
  sortable: ["id", "email", "name", "createdAt"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 20,
};

const COLUMNS: ListColumns<MessageField> = {
  id: contactMessages.id,
  email: contactMessages.email,
  name: contactMessages.name,
  subject: contactMessages.subject,
  createdAt: contactMessages.createdAt,
};

/** The contact messages of a site, newest first by default, with the count of unread ones (GET /admin/messages). */
export async function listContactMessages(db: Database, siteId: number, query: ListQuery<MessageField>): Promise<ContactMessageList> {
  const [{ rows, total, pagination }, [unread]] = await Promise.all([
    selectListPage(db, contactMessages, COLUMNS, query, eq(contactMessages.siteId, siteId), (page) =>
      db
        .select()
        .from(contactMessages)
        .where(page.where)
        .orderBy(...page.orderBy, desc(contactMessages.id))
        .limit(page.limit)
        .offset(page.offset),
    ),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.siteId, siteId), isNull(contactMessages.readAt))),
  ]);
  return { list: rows.map(contactMessageView), total, pagination, unread: unread?.n ?? 0 };
}
