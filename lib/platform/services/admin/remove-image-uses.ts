import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { hashPageContent } from "@/lib/domain/page-hash";
import { removeImageFromBlocks, unlinkImage } from "@/lib/domain/remove-image-references";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pageLayouts, pages, siteParameters } from "@/lib/platform/db/schema";
import type { ImageUsage } from "@/lib/schemas/admin/media";
import { blockSchema, type PageContent } from "@/lib/schemas/cms";
import { referencedImageIds } from "./collect-image-usages";

/** What a forced deletion changed, for its audit entry. */
export interface RemovedImageUses {
  pages: { id: number; title: string; url: string }[];
  drafts: { pageId: number; userId: number }[];
  logos: string[];
  parameters: string[];
}

const withoutImage = (cms: PageContent, id: number) => {
  const result = removeImageFromBlocks(cms.blocks, id, blockSchema);
  // Blocks valid for blockSchema (or left as they were when they already were not).
  return { ...result, cms: { ...cms, blocks: result.blocks } as PageContent };
};

/**
 * Takes image `id` out of every place `used` (collectImageUsages) lists, in the caller's transaction:
 * the published content of the pages (`pages.cms` and their current layout, hash recomputed),
 * every admin's draft, the parameters naming its path (set back to their default when the value is
 * the image itself, else its links cut out). Logos need nothing: their rows go with the image (FK
 * cascade). Refuses with 409, before writing anything, when a block needs the image (its schema
 * requires it): the message names the pages.
 */
export async function removeImageUses(db: Database, siteId: number, id: number, used: readonly ImageUsage[]): Promise<RemovedImageUses> {
  const pageIds = [...new Set(used.filter((u) => u.kind === "page" || u.kind === "draft").map((u) => Number(u.ref)))];
  const pageRows =
    pageIds.length === 0
      ? []
      : await db
          .select({ id: pages.id, title: pages.title, url: pages.url, cms: pages.cms, layoutId: pages.layoutId })
          .from(pages)
          .where(and(eq(pages.siteId, siteId), inArray(pages.id, pageIds)))
          .orderBy(pages.id)
          .for("update");
  const draftRows =
    pageIds.length === 0
      ? []
      : await db
          .select({ pageId: pageDrafts.pageId, userId: pageDrafts.userId, cms: pageDrafts.cms })
          .from(pageDrafts)
          .where(and(eq(pageDrafts.siteId, siteId), inArray(pageDrafts.pageId, pageIds)))
          .orderBy(pageDrafts.pageId, pageDrafts.userId)
          .for("update");
  const pageById = new Map(pageRows.map((page) => [page.id, page]));
  const pageName = (pageId: number) => {
    const page = pageById.get(pageId);
    return page ? `« ${page.title} » (/${page.url})` : `n° ${pageId}`;
  };

  const pageChanges = pageRows.filter((page) => referencedImageIds(page.cms).has(id)).map((page) => ({ page, ...withoutImage(page.cms, id) }));
  const draftChanges = draftRows.filter((draft) => referencedImageIds(draft.cms).has(id)).map((draft) => ({ draft, ...withoutImage(draft.cms, id) }));
  const blocked = [
    ...pageChanges.filter((c) => c.blocked.length > 0).map((c) => pageName(c.page.id)),
    ...[...new Set(draftChanges.filter((c) => c.blocked.length > 0).map((c) => c.draft.pageId))].map((pageId) => `le brouillon de ${pageName(pageId)}`),
  ];
  if (blocked.length > 0) {
    throw new ApiError(
      "CONFLICT",
      `Impossible de supprimer cette image : elle est obligatoire dans ${blocked.join(", ")} (bloc image, image-texte, seule image d'une galerie ou d'un diaporama…). Remplacez-la ou retirez le bloc, puis recommencez.`,
      { usages: used, blockedPages: blocked },
    );
  }

  const now = new Date();
  for (const { page, cms } of pageChanges) {
    await db.update(pages).set({ cms, updatedAt: now }).where(and(eq(pages.siteId, siteId), eq(pages.id, page.id)));
    if (page.layoutId !== null) {
      // The published version is edited in place (no new revision): the guard's hash changes with it,
      // so an editor who started from the old content is told to reload before publishing.
      await db
        .update(pageLayouts)
        .set({ cms, hash: await hashPageContent(cms) })
        .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.id, page.layoutId)));
    }
  }
  for (const { draft, cms } of draftChanges) {
    await db
      .update(pageDrafts)
      .set({ cms, updatedAt: now })
      .where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, draft.pageId), eq(pageDrafts.userId, draft.userId)));
  }

  const parameterTypes = used.filter((u) => u.kind === "parameter").map((u) => u.ref);
  const parameterRows =
    parameterTypes.length === 0
      ? []
      : await db
          .select({ type: siteParameters.type, value: siteParameters.value })
          .from(siteParameters)
          .where(and(eq(siteParameters.siteId, siteId), inArray(siteParameters.type, parameterTypes)));
  const changedParameters: string[] = [];
  for (const parameter of parameterRows) {
    if (parameter.value === null || !referencedImageIds(parameter.value).has(id)) continue;
    const cleaned = unlinkImage(parameter.value, id).trim();
    const fallback = findParameterDefinition(parameter.type)?.defaultValue ?? null;
    // The value was the image and nothing else: back to the default (unless that is the image too).
    const value = cleaned === "" ? (fallback !== null && referencedImageIds(fallback).has(id) ? null : fallback) : unlinkImage(parameter.value, id);
    await db
      .update(siteParameters)
      .set({ value, updatedAt: now })
      .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, parameter.type)));
    changedParameters.push(parameter.type);
  }

  return {
    pages: pageChanges.map(({ page }) => ({ id: page.id, title: page.title, url: page.url })),
    drafts: draftChanges.map(({ draft }) => ({ pageId: draft.pageId, userId: draft.userId })),
    logos: used.filter((u) => u.kind === "logo").map((u) => u.ref),
    parameters: changedParameters,
  };
}
