import "server-only";
import { and, eq, max } from "drizzle-orm";
import { hashPageContent } from "@/lib/domain/page-hash";
import { pagePreviewPath } from "@/lib/domain/page-preview";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pageDrafts, pageLayouts, pages } from "@/lib/platform/db/schema";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import { PAGE_TITLE_MAX_LENGTH } from "@/lib/schemas/admin/pages";
import type { PageCopyAnswer } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { cleanLayoutContent } from "./clean-layout-content";
import { URL_TAKEN } from "./create-page";
import { ensurePageLayout } from "./ensure-page-layout";
import { childUrlPrefix, findParentPage } from "./find-parent-page";
import { findPageLayout } from "./find-page-layout";
import { adminPageColumns, auditedPage, toAdminPage } from "./page-row";
import { pickPageUrl } from "./pick-page-url";
import { recordAudit, type AuditActor } from "./record-audit";
import { recordPageRedirect } from "./record-page-redirect";

const COPY_SUFFIX = " (copie)";

/** « <titre> (copie) », the title cut so that the suffix always shows. */
export function copyTitle(title: string): string {
  return `${title.slice(0, PAGE_TITLE_MAX_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * POST /admin/page/{idPage}/copy, « Publier une copie » of the publish-conflict dialog: the
 * caller's content becomes a NEW page — same parent, last among its siblings, title « … (copie) »,
 * url from the title by the §5 slug rule made unique, out of the menu — with its first layout, so
 * the colleague's version stays the published page, untouched. One transaction: the page, its
 * layout, the audit entry (`page.copy`, naming the source page and its version) and the caller's
 * draft of the source page dropped (its content now lives in the copy).
 */
export async function publishPageCopy(db: Database, siteId: number, actor: AuditActor, sourceId: number, cms: PageContent): Promise<PageCopyAnswer> {
  const source = await ensurePageLayout(db, siteId, actor, sourceId);
  const content = cleanLayoutContent(cms);
  const hash = await hashPageContent(content);
  try {
    const copy = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const parent = await findParentPage(t, siteId, source.idParent);
      const title = copyTitle(source.title);
      const url = await pickPageUrl(t, siteId, { typed: "", title, parentUrl: childUrlPrefix(parent) });
      const siblings = source.idParent === null ? undefined : eq(pages.idParent, source.idParent);
      const [last] = await t
        .select({ order: max(pages.order) })
        .from(pages)
        .where(siblings ? and(eq(pages.siteId, siteId), siblings) : eq(pages.siteId, siteId));
      const [inserted] = await t
        .insert(pages)
        .values({
          siteId,
          idParent: source.idParent,
          order: (last?.order ?? -1) + 1,
          url,
          title,
          menuTitle: "",
          metaDescription: source.metaDescription,
          showInMenu: false,
          type: "PAGE",
          link: null,
          cms: content,
          updatedBy: actor.id,
        })
        .returning({ id: pages.id });
      const pageId = inserted!.id;
      const [layout] = await t.insert(pageLayouts).values({ siteId, pageId, cms: content, hash, authorId: actor.id }).returning({ id: pageLayouts.id });
      const [row] = await t
        .update(pages)
        .set({ layoutId: layout!.id })
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
        .returning(adminPageColumns);
      await recordPageRedirect(t, siteId, pageId, url, null);
      await recordAudit(t, siteId, actor, {
        action: "page.copy",
        entity: "page",
        entityId: pageId,
        before: { sourcePageId: sourceId, sourceLayoutId: source.layoutId },
        after: { ...auditedPage(row!), layoutId: layout!.id, hash },
      });
      await t.delete(pageDrafts).where(and(eq(pageDrafts.siteId, siteId), eq(pageDrafts.pageId, sourceId), eq(pageDrafts.userId, actor.id)));
      return { page: toAdminPage(row!), layoutId: layout!.id };
    });
    invalidateTags(cacheTags.content(siteId));
    const layout = await findPageLayout(db, siteId, copy.page.id, copy.layoutId);
    if (!layout) throw new Error(`Layout ${copy.layoutId} of page ${copy.page.id} is missing.`);
    return { page: copy.page, layout, editPath: pagePreviewPath(copy.page.url) };
  } catch (error) {
    // Two copies racing for the same generated url: the loser is told, nothing is written.
    if (isUniqueViolation(error)) throw URL_TAKEN();
    throw error;
  }
}
