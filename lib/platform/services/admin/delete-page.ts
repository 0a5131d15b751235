import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { descendantIds } from "@/lib/domain/page-tree";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import type { ChildrenChoice, DeletePageResult } from "@/lib/schemas/admin/pages";
import { findAdminPage } from "./find-admin-page";
import { auditedPage } from "./page-row";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * DELETE /admin/page/{idPage}: the home page cannot go (422). A page with children needs a
 * choice: `move` puts them at the deleted page's place under its parent, `delete` deletes them
 * (and theirs); without one → 409 with `data.children` (their number), nothing deleted. The
 * page's redirects, layouts and drafts go with it (foreign keys).
 */
export async function deletePage(db: Database, siteId: number, actor: AuditActor, pageId: number, choice: ChildrenChoice | undefined): Promise<DeletePageResult> {
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const page = await findAdminPage(t, siteId, pageId);
    if (page.type === "HOME") throw new ApiError("VALIDATION", "La page d'accueil ne peut pas être supprimée.", { idPage: ["La page d'accueil ne peut pas être supprimée."] });
    const links = await t.select({ id: pages.id, idParent: pages.idParent }).from(pages).where(eq(pages.siteId, siteId));
    const children = links.filter((link) => link.idParent === pageId).map((link) => link.id);
    if (children.length > 0 && !choice) {
      throw new ApiError(
        "CONFLICT",
        `Cette page a ${children.length} sous-page${children.length > 1 ? "s" : ""} : précisez s'il faut les déplacer ou les supprimer.`,
        { children: children.length },
      );
    }
    let moved: number[] = [];
    let deleted = [pageId];
    if (children.length > 0 && choice === "move") {
      moved = await moveChildrenUp(t, siteId, page.idParent, pageId, children);
    } else if (children.length > 0) {
      deleted = [pageId, ...descendantIds(links, pageId)];
    }
    await t.delete(pages).where(and(eq(pages.siteId, siteId), inArray(pages.id, deleted)));
    await recordAudit(t, siteId, actor, {
      action: "page.delete",
      entity: "page",
      entityId: pageId,
      before: auditedPage(page),
      after: { children: choice ?? null, deleted, moved },
    });
    return { deleted, moved };
  });
  invalidateTags(cacheTags.content(siteId));
  return result;
}

/** The children take the deleted page's place among its siblings, in their order. */
async function moveChildrenUp(t: Database, siteId: number, idParent: number | null, pageId: number, children: number[]): Promise<number[]> {
  const siblings = await t
    .select({ id: pages.id, order: pages.order, idParent: pages.idParent })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), idParent === null ? isNull(pages.idParent) : eq(pages.idParent, idParent)));
  const kids = await t
    .select({ id: pages.id, order: pages.order, idParent: pages.idParent })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), inArray(pages.id, children)));
  const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id;
  const sortedSiblings = siblings.sort(byOrder);
  const at = sortedSiblings.findIndex((s) => s.id === pageId);
  const sequence = [...sortedSiblings.slice(0, at), ...kids.sort(byOrder), ...sortedSiblings.slice(at + 1)];
  for (const [order, entry] of sequence.entries()) {
    if (entry.order !== order || entry.idParent !== idParent) {
      await t.update(pages).set({ idParent, order, updatedAt: new Date() }).where(and(eq(pages.siteId, siteId), eq(pages.id, entry.id)));
    }
  }
  return kids.map((k) => k.id);
}
