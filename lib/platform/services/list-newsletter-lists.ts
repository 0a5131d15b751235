import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { newsletterLists } from "@/lib/platform/db/schema";

export interface NewsletterListView {
  id: number;
  name: string;
  description: string | null;
  isDefault: boolean;
}

/** The newsletter lists a site offers, in display order. */
export async function listNewsletterLists(db: Database, siteId: number): Promise<NewsletterListView[]> {
  return db
    .select({ id: newsletterLists.id, name: newsletterLists.name, description: newsletterLists.description, isDefault: newsletterLists.isDefault })
    .from(newsletterLists)
    .where(eq(newsletterLists.siteId, siteId))
    .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
}

/** The ids among `ids` that are lists of this site (a list of another site does not exist here). */
export async function existingListIds(db: Database, siteId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: newsletterLists.id })
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, siteId), inArray(newsletterLists.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
