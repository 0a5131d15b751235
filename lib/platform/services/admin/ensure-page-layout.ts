import "server-only";
import { and, eq } from "drizzle-orm";
import { hashPageContent } from "@/lib/domain/page-hash";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pageLayouts, pages } from "@/lib/platform/db/schema";
import { recordAudit, type AuditActor } from "./record-audit";

export type PageRow = typeof pages.$inferSelect;

/**
 * The page (404 when it is not a page of the site) with its published layout id. A page the
 * builder never published gets its first layout now, from `pages.cms`: under a row lock on the page
 * (FOR UPDATE), so two admins opening it at once create one layout, not two. The creation is an
 * admin write like any other: audited `page-layout.create` (after = the new layout id and hash) in
 * the same transaction, by the admin whose call created it.
 */
export async function ensurePageLayout(db: Database, siteId: number, actor: AuditActor, pageId: number): Promise<PageRow & { layoutId: number }> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1);
  if (!page) throw new ApiError("NOT_FOUND", "Page introuvable.");
  if (page.layoutId !== null) return { ...page, layoutId: page.layoutId };
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
      .for("update");
    if (!locked) throw new ApiError("NOT_FOUND", "Page introuvable.");
    if (locked.layoutId !== null) return { ...locked, layoutId: locked.layoutId };
    const hash = await hashPageContent(locked.cms);
    const [layout] = await tx
      .insert(pageLayouts)
      .values({ siteId, pageId, cms: locked.cms, hash, authorId: locked.updatedBy })
      .returning({ id: pageLayouts.id });
    await tx.update(pages).set({ layoutId: layout!.id }).where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)));
    await recordAudit(tx, siteId, actor, {
      action: "page-layout.create",
      entity: "page",
      entityId: pageId,
      before: { layoutId: null },
      after: { layoutId: layout!.id, hash },
    });
    return { ...locked, layoutId: layout!.id };
  });
}
