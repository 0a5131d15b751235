import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { forms } from "@/lib/platform/db/schema";
import type { PublicForm } from "@/lib/schemas/forms";

export const FORM_NOT_FOUND = "Ce formulaire n'existe pas ou n'est plus proposé.";

/** An active form of this site (a form of another site, or switched off, is a 404). */
export async function findPublicForm(db: Database, siteId: number, formId: number): Promise<PublicForm> {
  const [form] = await db
    .select({ id: forms.id, title: forms.title, description: forms.description, submitLabel: forms.submitLabel, fields: forms.fields })
    .from(forms)
    .where(and(eq(forms.siteId, siteId), eq(forms.id, formId), eq(forms.isActive, true)))
    .limit(1);
  if (!form) throw new ApiError("NOT_FOUND", FORM_NOT_FOUND);
  return form;
}
