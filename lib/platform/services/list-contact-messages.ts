import "server-only";
import { desc, eq } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { ContactMessageList } from "@/lib/schemas/contact";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { contactMessages } from "@/lib/platform/db/schema";

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

/** The contact messages of a site, newest first by default (GET /admin/messages). */
export async function listContactMessages(db: Database, siteId: number, query: ListQuery<MessageField>): Promise<ContactMessageList> {
  const { rows, total, pagination } = await selectListPage(db, contactMessages, COLUMNS, query, eq(contactMessages.siteId, siteId), (page) =>
    db
      .select()
      .from(contactMessages)
      .where(page.where)
      .orderBy(...page.orderBy, desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  const list = rows.map(({ siteId: _site, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
  return { list, total, pagination };
}
