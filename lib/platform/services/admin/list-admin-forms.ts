import "server-only";
import { and, asc, count, eq, max } from "drizzle-orm";
import type { AdminForm } from "@/lib/schemas/admin/form-answers";
import type { Database } from "@/lib/platform/db/types";
import { formAnswers, forms } from "@/lib/platform/db/schema";

/**
 * The site's forms, offered or not, by title then id, each with its fields and how many answers it
 * has (GET /admin/forms): the « Formulaires » tab and the builder's form picker.
 */
export async function listAdminForms(db: Database, siteId: number): Promise<AdminForm[]> {
  const rows = await db
    .select({
      id: forms.id,
      title: forms.title,
      isActive: forms.isActive,
      fields: forms.fields,
      answerCount: count(formAnswers.id),
      lastAnswerAt: max(formAnswers.createdAt),
    })
    .from(forms)
    .leftJoin(formAnswers, and(eq(formAnswers.formId, forms.id), eq(formAnswers.siteId, siteId)))
    .where(eq(forms.siteId, siteId))
    .groupBy(forms.id)
    .orderBy(asc(forms.title), asc(forms.id))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    answerCount: Number(row.answerCount),
    // max() of a timestamp comes back as the driver gives it: a Date (PGlite) or a string (pg).
    lastAnswerAt: row.lastAnswerAt === null ? null : new Date(row.lastAnswerAt).toISOString(),
  }));
}
