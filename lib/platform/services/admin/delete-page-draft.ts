import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pages } from "@/lib/platform/db/schema";

/** Drops the caller's draft of a page (none is fine); 404 when the page is not the site's. */
export async function deletePageDraft(db: Database, siteId: number, userId: number, pageId: number): Promise<void> {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1);
  if (!page) throw new ApiError("NOT_FOUND", "Page introuvable.");
  await db.delete(pageDrafts).where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, userId)));
}
