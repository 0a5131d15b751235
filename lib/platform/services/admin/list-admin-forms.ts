import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AdminFormSummary } from "@/lib/schemas/forms";
import type { Database } from "@/lib/platform/db/types";
import { forms } from "@/lib/platform/db/schema";

/** Every form of the site, switched off ones included, by title then id (the builder's form picker). */
export async function listAdminForms(db: Database, siteId: number): Promise<AdminFormSummary[]> {
  return db
    .select({ id: forms.id, title: forms.title, isActive: forms.isActive })
    .from(forms)
    .where(eq(forms.siteId, siteId))
    .orderBy(asc(forms.title), asc(forms.id))
    .limit(500);
}
