import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts } from "@/lib/platform/db/schema";
import type { PageDraft } from "@/lib/schemas/admin/layouts";

/** The caller's draft of a page of the site, or null (drafts are per user). */
export async function getPageDraft(db: Database, siteId: number, userId: number, pageId: number): Promise<PageDraft | null> {
  const [row] = await db
    .select({ cms: pageDrafts.cms, baseLayoutId: pageDrafts.baseLayoutId, updatedAt: pageDrafts.updatedAt })
    .from(pageDrafts)
    .where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, userId)))
    .limit(1);
  return row ? { cms: row.cms, baseLayoutId: row.baseLayoutId, updatedAt: row.updatedAt.toISOString() } : null;
}
