import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { removeImageFromHistory } from "@/lib/domain/remove-image-references";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";
import { blockSchema, type PageContent } from "@/lib/schemas/cms";
import { referencedImageIds } from "./collect-image-usages";

/**
 * `cms` (an old revision about to be restored) without the images the site no longer has: an image
 * deletion cleans the stored revisions (removeImageFromRevisions), this covers revisions written
 * before that and any image row gone another way. Same changes as for history (a block that
 * requires a missing image is dropped).
 */
export async function dropMissingImages(db: Database, siteId: number, cms: PageContent): Promise<PageContent> {
  const referenced = [...referencedImageIds(cms)];
  if (referenced.length === 0) return cms;
  const existing = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.siteId, siteId), inArray(images.id, referenced)));
  const kept = new Set(existing.map((row) => row.id));
  const missing = referenced.filter((id) => !kept.has(id));
  if (missing.length === 0) return cms;
  const blocks = missing.reduce<unknown[]>((current, id) => removeImageFromHistory(current, id, blockSchema).blocks, cms.blocks);
  return { ...cms, blocks } as PageContent;
}
