import "server-only";
import { and, eq } from "drizzle-orm";
import { treeOrderError } from "@/lib/domain/page-tree";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import type { AdminPageNode, PageTreeInput } from "@/lib/schemas/admin/pages";
import { listAdminPages } from "./list-admin-pages";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * PUT /admin/pages/tree: the whole tree at once (parent and order of every page). Checked first
 * (same pages, home at the root, no cycle: 422 otherwise, nothing written), then the changed rows
 * are written. Urls do not change with the place in the tree. Answers the new tree.
 */
export async function updatePageTree(db: Database, siteId: number, actor: AuditActor, input: PageTreeInput): Promise<AdminPageNode[]> {
  const tree = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await t
      .select({ id: pages.id, idParent: pages.idParent, order: pages.order, type: pages.type })
      .from(pages)
      .where(eq(pages.siteId, siteId))
      .for("update");
    const error = treeOrderError(input.items, current);
    if (error) throw ApiError.validation({ items: [error] }, error);
    const byId = new Map(current.map((page) => [page.id, page]));
    const changed = input.items.filter((item) => {
      const page = byId.get(item.id)!;
      return page.idParent !== item.idParent || page.order !== item.order;
    });
    for (const item of changed) {
      await t
        .update(pages)
        .set({ idParent: item.idParent, order: item.order, updatedBy: actor.id, updatedAt: new Date() })
        .where(and(eq(pages.siteId, siteId), eq(pages.id, item.id)));
    }
    if (changed.length > 0) {
      await recordAudit(t, siteId, actor, {
        action: "page.reorder",
        entity: "page",
        before: changed.map((item) => ({ id: item.id, idParent: byId.get(item.id)!.idParent, order: byId.get(item.id)!.order })),
        after: changed,
      });
    }
    return listAdminPages(t, siteId);
  });
  invalidateTags(cacheTags.content(siteId));
  return tree;
}
