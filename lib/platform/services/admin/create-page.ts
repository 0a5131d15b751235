import "server-only";
import { and, eq, isNull, max } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import type { AdminPage, PageInput } from "@/lib/schemas/admin/pages";
import { childUrlPrefix, findParentPage } from "./find-parent-page";
import { adminPageColumns, auditedPage, toAdminPage } from "./page-row";
import { pickPageUrl } from "./pick-page-url";
import { recordAudit, type AuditActor } from "./record-audit";
import { recordPageRedirect } from "./record-page-redirect";

export const URL_TAKEN = () =>
  new ApiError("CONFLICT", "Cette adresse est déjà utilisée.", { url: ["Cette adresse est déjà utilisée par une autre page."] });

/**
 * POST /admin/page: a new page, last among its siblings, with an empty content. Its url is typed
 * or generated (pickPageUrl); a redirect that had this url is dropped (the url is a page again).
 */
export async function createPage(db: Database, siteId: number, actor: AuditActor, input: PageInput): Promise<AdminPage> {
  try {
    const page = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const parent = await findParentPage(t, siteId, input.idParent);
      const url = await pickPageUrl(t, siteId, { typed: input.url, title: input.title, parentUrl: childUrlPrefix(parent) });
      const [last] = await t
        .select({ order: max(pages.order) })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), input.idParent === null ? isNull(pages.idParent) : eq(pages.idParent, input.idParent)));
      const [row] = await t
        .insert(pages)
        .values({
          siteId,
          idParent: input.idParent,
          order: (last?.order ?? -1) + 1,
          url,
          title: input.title,
          menuTitle: input.menuTitle,
          metaDescription: input.metaDescription,
          showInMenu: input.showInMenu,
          type: input.type,
          link: input.link,
          cms: { version: 1, blocks: [] },
          updatedBy: actor.id,
        })
        .returning(adminPageColumns);
      await recordPageRedirect(t, siteId, row!.id, url, null);
      await recordAudit(t, siteId, actor, { action: "page.create", entity: "page", entityId: row!.id, after: auditedPage(row!) });
      return toAdminPage(row!);
    });
    invalidateTags(cacheTags.content(siteId));
    return page;
  } catch (error) {
    if (isUniqueViolation(error)) throw URL_TAKEN();
    throw error;
  }
}
