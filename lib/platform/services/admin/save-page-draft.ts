import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pageLayouts, pages } from "@/lib/platform/db/schema";
import { DRAFT_CONFLICT_MESSAGE, type DraftConflictData, type PageDraft } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { cleanLayoutContent } from "./clean-layout-content";
import type { AuditActor } from "./record-audit";
import { recordDraftSave } from "./record-draft-audit";

/** The 409 of a stale save; `data.draftVersion` is the version stored now (null: unknown, raced). */
function draftConflict(stored: number | null): ApiError {
  const data: DraftConflictData = { draftVersion: stored };
  return new ApiError("CONFLICT", DRAFT_CONFLICT_MESSAGE, data);
}

/**
 * Saves the caller's draft of a page (autosave, preview): one per user and page, replaced each
 * time. Content sanitised like a publish. `baseLayoutId`, when given, must be a layout of that page.
 * Audited `page-draft.save` in the same transaction, coalesced per editing session (see
 * recordDraftSave): a burst of autosaves is one entry whose `after` is the last content.
 * Optimistic concurrency: `draftVersion` is the version the editor last saw (absent when it saw no
 * draft); when the stored draft has another one (another tab or window saved in between), 409 and
 * nothing is written. Each save increments the version.
 */
export async function savePageDraft(
  db: Database,
  siteId: number,
  actor: AuditActor,
  pageId: number,
  input: { cms: PageContent; baseLayoutId: number | null; draftVersion?: number | undefined },
): Promise<PageDraft> {
  const cms = cleanLayoutContent(input.cms);
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1);
  if (!page) throw new ApiError("NOT_FOUND", "Page introuvable.");
  let baseLayoutHash: string | null = null;
  if (input.baseLayoutId !== null) {
    const [base] = await db
      .select({ hash: pageLayouts.hash })
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId), eq(pageLayouts.id, input.baseLayoutId)))
      .limit(1);
    if (!base) throw ApiError.validation({ baseLayoutId: ["Cette version de la page n'existe pas (ou plus)."] });
    baseLayoutHash = base.hash;
  }
  const mine = and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, pageId), eq(pageDrafts.userId, actor.id));
  const row = await db.transaction(async (tx) => {
    // Locked: two saves of the same draft run one after the other (before, then audit coalescing).
    const [previous] = await tx
      .select({ cms: pageDrafts.cms, baseLayoutId: pageDrafts.baseLayoutId, version: pageDrafts.version })
      .from(pageDrafts)
      .where(mine)
      .for("update");
    if (previous && previous.version !== input.draftVersion) throw draftConflict(previous.version);
    const now = new Date();
    const returned = { cms: pageDrafts.cms, baseLayoutId: pageDrafts.baseLayoutId, updatedAt: pageDrafts.updatedAt, version: pageDrafts.version };
    // Atomic either way: the update only matches the version seen, the insert only when no draft
    // exists; a concurrent save that got there first leaves no row returned → 409.
    const [saved] = previous
      ? await tx
          .update(pageDrafts)
          .set({ cms, baseLayoutId: input.baseLayoutId, updatedAt: now, version: sql`${pageDrafts.version} + 1` })
          .where(and(mine, eq(pageDrafts.version, previous.version)))
          .returning(returned)
      : await tx
          .insert(pageDrafts)
          .values({ siteId, pageId, userId: actor.id, cms, baseLayoutId: input.baseLayoutId, updatedAt: now, version: 1 })
          .onConflictDoNothing({ target: [pageDrafts.siteId, pageDrafts.pageId, pageDrafts.userId] })
          .returning(returned);
    if (!saved) throw draftConflict(null);
    await recordDraftSave(tx, siteId, actor, pageId, previous ? { baseLayoutId: previous.baseLayoutId, cms: previous.cms } : null, {
      baseLayoutId: saved.baseLayoutId,
      cms: saved.cms,
    });
    return saved;
  });
  return { cms: row.cms, baseLayoutId: row.baseLayoutId, baseLayoutHash, updatedAt: row.updatedAt.toISOString(), version: row.version };
}
