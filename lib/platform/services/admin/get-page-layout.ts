import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { PageLayoutAnswer } from "@/lib/schemas/admin/layouts";
import { ensurePageLayout } from "./ensure-page-layout";
import { findPageLayout } from "./find-page-layout";
import { getPageDraft } from "./get-page-draft";
import type { AuditActor } from "./record-audit";

/**
 * What the editor opens: the page, its published layout (created from the page's content the
 * first time) and the caller's draft if any.
 */
export async function getPageLayout(db: Database, siteId: number, actor: AuditActor, pageId: number): Promise<PageLayoutAnswer> {
  const page = await ensurePageLayout(db, siteId, actor, pageId);
  const [layout, draft] = await Promise.all([findPageLayout(db, siteId, pageId, page.layoutId), getPageDraft(db, siteId, actor.id, pageId)]);
  if (!layout) throw new Error(`Layout ${page.layoutId} of page ${pageId} is missing.`);
  const { siteId: _site, layoutId: _layout, updatedBy: _by, createdAt, updatedAt, ...fields } = page;
  return {
    page: { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() },
    layout,
    draft,
  };
}
