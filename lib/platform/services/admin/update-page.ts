import "server-only";
import { and, eq, isNull, max } from "drizzle-orm";
import { wouldCreateCycle } from "@/lib/domain/page-tree";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import type { AdminPage, PageInput } from "@/lib/schemas/admin/pages";
import { URL_TAKEN } from "./create-page";
import { findAdminPage } from "./find-admin-page";
import { childUrlPrefix, findParentPage } from "./find-parent-page";
import { adminPageColumns, auditedPage, toAdminPage } from "./page-row";
import { pickPageUrl } from "./pick-page-url";
import { recordAudit, type AuditActor } from "./record-audit";
import { recordPageRedirect } from "./record-page-redirect";

/**
 * PUT /admin/page/{idPage}: replaces the page's settings. The home page keeps its type, its url
 * ("") and its place at the root. A new parent must not be the page or one of its descendants
 * (422); the page then goes last among its new siblings. A new url keeps the old one as a
 * permanent redirect (page_redirects); "" keeps the current url.
 */
export async function updatePage(db: Database, siteId: number, actor: AuditActor, pageId: number, input: PageInput): Promise<AdminPage> {
  try {
    const page = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const before = await findAdminPage(t, siteId, pageId);
      const isHome = before.type === "HOME";
      if (isHome && input.idParent !== null) throw ApiError.validation({ idParent: ["La page d'accueil reste à la racine du menu."] });
      if (isHome && input.url !== "") throw ApiError.validation({ url: ["L'adresse de la page d'accueil ne peut pas changer."] });
      const parentChanged = input.idParent !== before.idParent;
      if (parentChanged && input.idParent !== null) {
        const links = await t.select({ id: pages.id, idParent: pages.idParent }).from(pages).where(eq(pages.siteId, siteId));
        if (wouldCreateCycle(links, pageId, input.idParent)) {
          throw ApiError.validation({ idParent: ["Une page ne peut pas être placée sous elle-même ni sous l'une de ses sous-pages."] });
        }
      }
      const parent = await findParentPage(t, siteId, input.idParent);
      const url =
        isHome || input.url === "" || input.url === before.url
          ? before.url
          : await pickPageUrl(t, siteId, { typed: input.url, title: input.title, parentUrl: childUrlPrefix(parent), pageId });
      let order = before.order;
      if (parentChanged) {
        const [last] = await t
          .select({ order: max(pages.order) })
          .from(pages)
          .where(and(eq(pages.siteId, siteId), input.idParent === null ? isNull(pages.idParent) : eq(pages.idParent, input.idParent)));
        order = (last?.order ?? -1) + 1;
      }
      const [row] = await t
        .update(pages)
        .set({
          idParent: input.idParent,
          order,
          url,
          title: input.title,
          menuTitle: input.menuTitle,
          metaDescription: input.metaDescription,
          showInMenu: input.showInMenu,
          type: isHome ? "HOME" : input.type,
          link: isHome ? null : input.link,
          updatedBy: actor.id,
          updatedAt: new Date(),
        })
        .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
        .returning(adminPageColumns);
      if (url !== before.url) await recordPageRedirect(t, siteId, pageId, url, before.url);
      await recordAudit(t, siteId, actor, { action: "page.update", entity: "page", entityId: pageId, before: auditedPage(before), after: auditedPage(row!) });
      return toAdminPage(row!);
    });
    invalidateTags(cacheTags.content(siteId));
    return page;
  } catch (error) {
    if (isUniqueViolation(error)) throw URL_TAKEN();
    throw error;
  }
}
