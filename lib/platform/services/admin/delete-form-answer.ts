import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { ADMIN_FORM_MESSAGES } from "@/lib/schemas/admin/form-answers";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { formAnswerFiles, formAnswers } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * Deletes an answer to a form of the site and its files (404 when the answer is not one of that
 * form's on this site). The rows go in one transaction with the audit entry form-answer.delete
 * (the values and the files' names); the stored files are removed after the commit (a leftover
 * file is harmless, a row without its file is not).
 */
export async function deleteFormAnswer(db: Database, siteId: number, actor: AuditActor, formId: number, answerId: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const where = and(eq(formAnswerFiles.answerId, answerId), eq(formAnswerFiles.siteId, siteId));
    const stored = await t
      .select({ fieldName: formAnswerFiles.fieldName, originalName: formAnswerFiles.originalName, storedName: formAnswerFiles.storedName, byteSize: formAnswerFiles.byteSize })
      .from(formAnswerFiles)
      .where(where)
      .orderBy(asc(formAnswerFiles.id));
    const [row] = await t
      .delete(formAnswers)
      .where(and(eq(formAnswers.id, answerId), eq(formAnswers.formId, formId), eq(formAnswers.siteId, siteId)))
      .returning();
    if (!row) throw new ApiError("NOT_FOUND", ADMIN_FORM_MESSAGES.answerNotFound);
    await recordAudit(t, siteId, actor, {
      action: "form-answer.delete",
      entity: "form-answer",
      entityId: answerId,
      before: {
        formId,
        createdAt: row.createdAt.toISOString(),
        values: row.values,
        files: stored.map(({ fieldName, originalName, byteSize }) => ({ fieldName, originalName, byteSize })),
      },
    });
    return stored;
  });
  if (files.length === 0) return;
  await getImageStorage()
    .remove(siteId, files.map((file) => file.storedName))
    .catch((error: unknown) => logger.error("form answer file removal failed", { siteId, answerId, error: String(error) }));
}
