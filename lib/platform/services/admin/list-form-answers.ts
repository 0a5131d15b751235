import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { AdminFormAnswerFile, AdminFormAnswerList } from "@/lib/schemas/admin/form-answers";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { formAnswerFiles, formAnswers } from "@/lib/platform/db/schema";
import { findAdminForm } from "./find-admin-form";

type AnswerField = "id" | "createdAt";

export const FORM_ANSWER_LIST_SPEC: ListQuerySpec<AnswerField> = {
  fields: { id: "integer", createdAt: "date" },
  sortable: ["id", "createdAt"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 20,
};

const COLUMNS: ListColumns<AnswerField> = { id: formAnswers.id, createdAt: formAnswers.createdAt };

/** The answers to one form of the site, newest first by default, each with its files (GET /admin/form/{id}/answers). */
export async function listFormAnswers(db: Database, siteId: number, formId: number, query: ListQuery<AnswerField>): Promise<AdminFormAnswerList> {
  await findAdminForm(db, siteId, formId);
  const scope = and(eq(formAnswers.siteId, siteId), eq(formAnswers.formId, formId))!;
  const { rows, total, pagination } = await selectListPage(db, formAnswers, COLUMNS, query, scope, (page) =>
    db
      .select()
      .from(formAnswers)
      .where(page.where)
      .orderBy(...page.orderBy, desc(formAnswers.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  const files = new Map<number, AdminFormAnswerFile[]>();
  if (rows.length > 0) {
    const fileRows = await db
      .select({
        id: formAnswerFiles.id,
        answerId: formAnswerFiles.answerId,
        fieldName: formAnswerFiles.fieldName,
        originalName: formAnswerFiles.originalName,
        mime: formAnswerFiles.mime,
        byteSize: formAnswerFiles.byteSize,
      })
      .from(formAnswerFiles)
      .where(and(eq(formAnswerFiles.siteId, siteId), inArray(formAnswerFiles.answerId, rows.map((row) => row.id))))
      .orderBy(asc(formAnswerFiles.id));
    for (const { answerId, ...file } of fileRows) files.set(answerId, [...(files.get(answerId) ?? []), file]);
  }
  const list = rows.map((row) => ({ id: row.id, formId: row.formId, createdAt: row.createdAt.toISOString(), values: row.values, files: files.get(row.id) ?? [] }));
  return { list, total, pagination };
}
