import "server-only";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { hashPageContent } from "@/lib/domain/page-hash";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pageLayouts, pages } from "@/lib/platform/db/schema";
import type { PageLayout } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { ensurePageLayout } from "./ensure-page-layout";
import { findCurrentLayout } from "./find-current-layout";
import { findPageLayout } from "./find-page-layout";
import { layoutConflictError } from "./layout-conflict-error";
import { recordAudit, type AuditActor } from "./record-audit";

/** Revisions kept per page (the published one included). */
export const KEPT_REVISIONS = 20;

class StaleBase extends Error {}

/**
 * Publishes `cms` (already validated and sanitised) as the page's new version, if the page's
 * published version is still `baseLayoutId`. One transaction: the new layout, the guarded page
 * update (`… WHERE layout_id = base`: of two publishes from the same base, the second finds the row
 * changed — on PostgreSQL it waits for the first's row lock, then matches nothing), the pruning to
 * the last KEPT_REVISIONS, the audit entry and the publisher's draft dropped. A stale base rolls it
 * all back: 409 naming who published the current version. Then the content caches are dropped
 * (here, the page cache, and every instance through Redis).
 */
export async function writePageLayout(
  db: Database,
  siteId: number,
  actor: AuditActor,
  pageId: number,
  baseLayoutId: number,
  cms: PageContent,
  options: { action: "page.publish" | "page.restore"; restoredFrom?: number } = { action: "page.publish" },
): Promise<PageLayout> {
  await ensurePageLayout(db, siteId, actor, pageId);
  const hash = await hashPageContent(cms);
  let layoutId: number;
  try {
    layoutId = await db.transaction(async (tx) => {
      const [layout] = await tx
        .insert(pageLayouts)
        .values({ siteId, pageId, cms, hash, authorId: actor.id, restoredFrom: options.restoredFrom ?? null })
        .returning({ id: pageLayouts.id });
      const newId = layout!.id;
      const updated = await tx
        .update(pages)
        .set({ cms, layoutId: newId, updatedBy: actor.id, updatedAt: new Date() })
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId), eq(pages.layoutId, baseLayoutId)))
        .returning({ id: pages.id });
      if (updated.length === 0) throw new StaleBase();
      const [base] = await tx
        .select({ hash: pageLayouts.hash })
        .from(pageLayouts)
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, baseLayoutId)));
      const kept = tx
        .select({ id: pageLayouts.id })
        .from(pageLayouts)
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId)))
        .orderBy(desc(pageLayouts.id))
        .limit(KEPT_REVISIONS);
      await tx.delete(pageLayouts).where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId), notInArray(pageLayouts.id, kept)));
      await recordAudit(tx, siteId, actor, {
        action: options.action,
        entity: "page",
        entityId: pageId,
        before: { layoutId: baseLayoutId, hash: base?.hash ?? null },
        after: { layoutId: newId, hash, ...(options.restoredFrom === undefined ? {} : { restoredFrom: options.restoredFrom }) },
      });
      await tx.delete(pageDrafts).where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, actor.id)));
      return newId;
    });
  } catch (error) {
    if (error instanceof StaleBase) throw layoutConflictError(await findCurrentLayout(db, siteId, actor, pageId));
    throw error;
  }
  invalidateTags(cacheTags.content(siteId));
  const layout = await findPageLayout(db, siteId, pageId, layoutId);
  if (!layout) throw new Error(`Layout ${layoutId} of page ${pageId} is missing.`);
  return layout;
}
