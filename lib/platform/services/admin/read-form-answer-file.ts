import "server-only";
import { and, eq } from "drizzle-orm";
import { DOCUMENT_TYPES } from "@/lib/domain/document-type";
import { ADMIN_FORM_MESSAGES } from "@/lib/schemas/admin/form-answers";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { formAnswerFiles, formAnswers } from "@/lib/platform/db/schema";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";

const ALLOWED_TYPES: ReadonlySet<string> = new Set(Object.values(DOCUMENT_TYPES).map((type) => type.mime));

export interface FormAnswerFileContent {
  bytes: Buffer;
  /** The type it was recognised as when sent (PDF, JPEG, PNG, WebP); anything else is served as bytes. */
  mime: string;
  originalName: string;
}

/**
 * The bytes of a file sent with an answer to a form of the site: 404 unless the file belongs to
 * that answer, the answer to that form, and all of it to this site (or when the stored file is gone).
 */
export async function readFormAnswerFile(db: Database, siteId: number, formId: number, answerId: number, fileId: number): Promise<FormAnswerFileContent> {
  const [row] = await db
    .select({ storedName: formAnswerFiles.storedName, mime: formAnswerFiles.mime, originalName: formAnswerFiles.originalName })
    .from(formAnswerFiles)
    .innerJoin(formAnswers, eq(formAnswers.id, formAnswerFiles.answerId))
    .where(
      and(
        eq(formAnswerFiles.id, fileId),
        eq(formAnswerFiles.answerId, answerId),
        eq(formAnswerFiles.siteId, siteId),
        eq(formAnswers.formId, formId),
        eq(formAnswers.siteId, siteId),
      ),
    )
    .limit(1);
  const bytes = row ? await getImageStorage().read(siteId, row.storedName) : null;
  if (!row || !bytes) throw new ApiError("NOT_FOUND", ADMIN_FORM_MESSAGES.fileNotFound);
  return { bytes, mime: ALLOWED_TYPES.has(row.mime) ? row.mime : "application/octet-stream", originalName: row.originalName };
}
