import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import type { AdminPageNode } from "@/lib/schemas/admin/pages";
import { adminPageColumns, toAdminPage } from "./page-row";

/** GET /admin/pages: every page of the site (hidden ones too) as a tree, children by order. */
export async function listAdminPages(db: Database, siteId: number): Promise<AdminPageNode[]> {
  const rows = await db.select(adminPageColumns).from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.order), asc(pages.id));
  const nodes = new Map<number, AdminPageNode>(rows.map((row) => [row.id, { ...toAdminPage(row), children: [] }]));
  const roots: AdminPageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.idParent === null ? undefined : nodes.get(node.idParent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
