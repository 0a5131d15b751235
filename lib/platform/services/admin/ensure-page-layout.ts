import "server-only";
import { and, eq } from "drizzle-orm";
import { hashPageContent } from "@/lib/domain/page-hash";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pageLayouts, pages } from "@/lib/platform/db/schema";

export type PageRow = typeof pages.$inferSelect;

/**
 * The page (404 when it is not a page of the site) with its published layout id. A page the
 * builder never published gets its first layout now, from `pages.cms`: under a row lock on the page
 * (FOR UPDATE), so two admins opening it at once create one layout, not two. No audit entry: the
 * content does not change, it only gets its first version number.
 */
export async function ensurePageLayout(db: Database, siteId: number, pageId: number): Promise<PageRow & { layoutId: number }> {
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
    const [layout] = await tx
      .insert(pageLayouts)
      .values({ siteId, pageId, cms: locked.cms, hash: await hashPageContent(locked.cms), authorId: locked.updatedBy })
      .returning({ id: pageLayouts.id });
    await tx.update(pages).set({ layoutId: layout!.id }).where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)));
    return { ...locked, layoutId: layout!.id };
  });
}
