import "server-only";
import { and, eq } from "drizzle-orm";
import { ADMIN_FORM_MESSAGES } from "@/lib/schemas/admin/form-answers";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { forms } from "@/lib/platform/db/schema";

/** A form of the site, offered or not (its answers stay readable); 404 for another site's or an unknown id. */
export async function findAdminForm(db: Database, siteId: number, formId: number) {
  const [row] = await db
    .select({ id: forms.id, title: forms.title })
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.siteId, siteId)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND", ADMIN_FORM_MESSAGES.formNotFound);
  return row;
}
