import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { hashPageContent } from "@/lib/domain/page-hash";
import { removeImageFromHistory } from "@/lib/domain/remove-image-references";
import type { Database } from "@/lib/platform/db/types";
import { pageLayouts } from "@/lib/platform/db/schema";
import { blockSchema, type PageContent } from "@/lib/schemas/cms";
import { referencedImageIds } from "./collect-image-usages";

/** One stored revision an image deletion rewrote, for its audit entry. */
export interface CleanedRevision {
  pageId: number;
  layoutId: number;
  /** Blocks dropped because they could not stay valid without the image. */
  droppedBlocks: string[];
}

/**
 * Takes image `id` out of every stored revision of the site's pages (page_layouts), in the
 * caller's transaction, so that restoring an old version never brings a deleted image back: the
 * same changes as for published content, except that a block that requires the image is dropped
 * (removeImageFromHistory). Each rewritten revision gets its hash recomputed. Run after the
 * published content was cleaned (its current revision, edited in place, no longer names the image).
 */
export async function removeImageFromRevisions(db: Database, siteId: number, id: number): Promise<CleanedRevision[]> {
  // A loose text filter first (the id's digits somewhere in the JSON), the exact test in code.
  const rows = await db
    .select({ id: pageLayouts.id, pageId: pageLayouts.pageId, cms: pageLayouts.cms })
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, siteId), sql`${pageLayouts.cms}::text like ${`%${id}%`}`))
    .orderBy(pageLayouts.id)
    .for("update");
  const cleaned: CleanedRevision[] = [];
  for (const row of rows) {
    if (!referencedImageIds(row.cms).has(id)) continue;
    const result = removeImageFromHistory(row.cms.blocks, id, blockSchema);
    if (!result.changed) continue;
    const cms = { ...row.cms, blocks: result.blocks } as PageContent;
    await db
      .update(pageLayouts)
      .set({ cms, hash: await hashPageContent(cms) })
      .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, row.id)));
    cleaned.push({ pageId: row.pageId, layoutId: row.id, droppedBlocks: result.dropped });
  }
  return cleaned;
}
