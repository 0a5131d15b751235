import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pageLayouts } from "@/lib/platform/db/schema";
import type { PageDraft } from "@/lib/schemas/admin/layouts";

/**
 * The caller's draft of a page of the site, or null (drafts are per user), with the hash of the
 * layout it started from (null when that revision is gone): the editor's hash check needs it.
 */
export async function getPageDraft(db: Database, siteId: number, userId: number, pageId: number): Promise<PageDraft | null> {
  const [row] = await db
    .select({ cms: pageDrafts.cms, baseLayoutId: pageDrafts.baseLayoutId, baseLayoutHash: pageLayouts.hash, updatedAt: pageDrafts.updatedAt, version: pageDrafts.version })
    .from(pageDrafts)
    .leftJoin(
      pageLayouts,
      and(eq(pageLayouts.id, pageDrafts.baseLayoutId), eq(pageLayouts.siteId, pageDrafts.siteId), eq(pageLayouts.pageId, pageDrafts.pageId)),
    )
    .where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, userId)))
    .limit(1);
  return row ? { cms: row.cms, baseLayoutId: row.baseLayoutId, baseLayoutHash: row.baseLayoutHash, updatedAt: row.updatedAt.toISOString(), version: row.version } : null;
}
