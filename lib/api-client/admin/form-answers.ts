"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { adminFormAnswerListSchema, adminFormListSchema, type AdminForm, type AdminFormAnswerList } from "@/lib/schemas/admin/form-answers";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import { fetchDownload, type DownloadedFile } from "./download";
import type { AdminAnswer } from "./pages";

/** Form answers of « Contenus → Formulaires » (docs/api.md « Admin — what visitors send »); failures reject with a PlatformError. */

export const FORM_ANSWERS_PAGE_SIZE = 10;

export const adminFormKeys = {
  forms: () => ["admin", "forms"] as const,
  answers: (formId: number) => ["admin", "forms", formId, "answers"] as const,
  answersPage: (formId: number, page: number) => ["admin", "forms", formId, "answers", page] as const,
};

export function listAdminForms(): Promise<AdminForm[]> {
  return getParsed(getBrowserApi(), "/admin/forms", adminFormListSchema);
}

export function listFormAnswers(formId: number, page: number): Promise<AdminFormAnswerList> {
  return getParsed(getBrowserApi(), `/admin/form/${formId}/answers`, adminFormAnswerListSchema, { page, nbItem: FORM_ANSWERS_PAGE_SIZE });
}

export async function deleteFormAnswer(formId: number, answerId: number): Promise<AdminAnswer<null>> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/form/${formId}/answer/${answerId}`);
  return { data: null, message: response.data.message };
}

export function downloadFormAnswerFile(formId: number, answerId: number, file: { id: number; originalName: string }): Promise<DownloadedFile> {
  return fetchDownload(`/admin/form/${formId}/answer/${answerId}/file/${file.id}`, file.originalName);
}
