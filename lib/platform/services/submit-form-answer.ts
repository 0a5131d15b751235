import "server-only";
import { randomUUID } from "node:crypto";
import { detectDocumentType, DOCUMENT_SIGNATURE_BYTES, DOCUMENT_TYPES } from "@/lib/domain/document-type";
import { formatAnswerValue } from "@/lib/domain/form-answer-value";
import { readText, toParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import { formAnswerFiles, formAnswers } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import { singleLine } from "@/lib/platform/mail/escape";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { formAnswerMail } from "@/lib/platform/mail/templates/form-answer";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import { isUploadedFile, type FormAnswer, type FormAnswerValue, type PublicForm } from "@/lib/schemas/forms";
import type { SiteRow } from "./find-site";
import { listSiteParameters } from "./list-site-parameters";

interface StoredFile {
  fieldName: string;
  originalName: string;
  storedName: string;
  mime: string;
  byteSize: number;
}

/**
 * Stores a validated answer (files checked by content and size by the answer schema): the files
 * through the storage adapter, then the answer and its file rows in one transaction; when the
 * transaction fails the files are removed, so nothing is left half-written. The business gets the
 * answer by e-mail after the response.
 */
export async function submitFormAnswer(db: Database, site: SiteRow, form: PublicForm, answer: FormAnswer, origin: string): Promise<number> {
  const storage = getImageStorage();
  const values: Record<string, FormAnswerValue> = {};
  const files: StoredFile[] = [];
  try {
    for (const field of form.fields) {
      const value = answer[field.name] ?? null;
      if (!isUploadedFile(value)) {
        values[field.name] = value;
        continue;
      }
      const bytes = new Uint8Array(await value.arrayBuffer());
      const type = detectDocumentType(bytes.subarray(0, DOCUMENT_SIGNATURE_BYTES));
      if (!type) throw new Error("submitFormAnswer: file not checked by the answer schema");
      const storedName = `form-${randomUUID()}.${DOCUMENT_TYPES[type].ext}`;
      await storage.write(site.id, storedName, bytes);
      const originalName = singleLine(value.name).slice(0, 200) || `fichier.${DOCUMENT_TYPES[type].ext}`;
      files.push({ fieldName: field.name, originalName, storedName, mime: DOCUMENT_TYPES[type].mime, byteSize: bytes.length });
      values[field.name] = originalName;
    }
    const answerId = await db.transaction(async (tx) => {
      const [row] = await tx.insert(formAnswers).values({ siteId: site.id, formId: form.id, values }).returning({ id: formAnswers.id });
      if (files.length > 0) await tx.insert(formAnswerFiles).values(files.map((file) => ({ ...file, siteId: site.id, answerId: row!.id })));
      return row!.id;
    });
    runInBackground("form-answer", async () => {
      const [branding, parameters] = await Promise.all([loadMailBranding(db, site, origin), listSiteParameters(db, site.id)]);
      const business = readText(toParameterMap(parameters), "COMPANY_EMAIL");
      if (!business) return;
      const lines = form.fields.map((field) => ({ label: field.label, value: formatAnswerValue(field.kind, values[field.name] ?? null) }));
      const replyTo = form.fields.find((field) => field.kind === "email" && typeof values[field.name] === "string");
      await sendMail(db, site.id, {
        to: business,
        ...(replyTo ? { replyTo: values[replyTo.name] as string } : {}),
        ...formAnswerMail(branding, { formTitle: form.title, lines, files: files.length }),
      });
    });
    return answerId;
  } catch (error) {
    await storage.remove(site.id, files.map((file) => file.storedName)).catch(() => undefined);
    throw error;
  }
}
