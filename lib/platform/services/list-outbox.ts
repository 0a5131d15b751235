import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { OutboxList, OutboxMessage } from "@/lib/schemas/outbox";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { outbox } from "@/lib/platform/db/schema";

type OutboxField = "id" | "toAddress" | "subject" | "kind" | "transport" | "status" | "attempts" | "sentAt" | "createdAt";

export const OUTBOX_LIST_SPEC: ListQuerySpec<OutboxField> = {
  fields: {
    id: "integer",
    toAddress: "string",
    subject: "string",
    kind: "string",
    transport: "string",
    status: "string",
    attempts: "integer",
    sentAt: "date",
    createdAt: "date",
  },
  sortable: ["id", "toAddress", "kind", "status", "attempts", "sentAt", "createdAt"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 20,
};

const OUTBOX_COLUMNS: ListColumns<OutboxField> = {
  id: outbox.id,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  kind: outbox.kind,
  transport: outbox.transport,
  status: outbox.status,
  attempts: outbox.attempts,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
};

const SUMMARY = {
  id: outbox.id,
  toAddress: outbox.toAddress,
  fromAddress: outbox.fromAddress,
  subject: outbox.subject,
  kind: outbox.kind,
  transport: outbox.transport,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  error: outbox.error,
  createdAt: outbox.createdAt,
};

function summaryView<R extends { nextAttemptAt: Date | null; sentAt: Date | null; createdAt: Date }>(row: R) {
  return {
    ...row,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The e-mails of a site, newest first by default (list query); bodies only in getOutboxMessage. */
export async function listOutbox(db: Database, siteId: number, query: ListQuery<OutboxField>): Promise<OutboxList> {
  const { rows, total, pagination } = await selectListPage(db, outbox, OUTBOX_COLUMNS, query, eq(outbox.siteId, siteId), (page) =>
    db
      .select(SUMMARY)
      .from(outbox)
      .where(page.where)
      .orderBy(...page.orderBy, desc(outbox.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { list: rows.map(summaryView), total, pagination };
}

/** One e-mail of this site with its HTML and text bodies; null when not found here. */
export async function getOutboxMessage(db: Database, siteId: number, id: number): Promise<OutboxMessage | null> {
  const [row] = await db
    .select({ ...SUMMARY, html: outbox.html, text: outbox.text, attachments: outbox.attachments })
    .from(outbox)
    .where(and(eq(outbox.siteId, siteId), eq(outbox.id, id)))
    .limit(1);
  return row ? summaryView(row) : null;
}
