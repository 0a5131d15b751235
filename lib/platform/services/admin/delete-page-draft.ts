import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pages } from "@/lib/platform/db/schema";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * Drops the caller's draft of a page (none is fine); 404 when the page is not the site's. A draft
 * that existed is audited `page-draft.delete` (before = its content) in the same transaction; no
 * draft, nothing written, no entry.
 */
export async function deletePageDraft(db: Database, siteId: number, actor: AuditActor, pageId: number): Promise<void> {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1);
  if (!page) throw new ApiError("NOT_FOUND", "Page introuvable.");
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(pageDrafts)
      .where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, actor.id)))
      .returning({ cms: pageDrafts.cms, baseLayoutId: pageDrafts.baseLayoutId });
    if (!deleted) return;
    await recordAudit(tx, siteId, actor, {
      action: "page-draft.delete",
      entity: "page",
      entityId: pageId,
      before: { baseLayoutId: deleted.baseLayoutId, cms: deleted.cms },
    });
  });
}
