import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";

import type { MenuPage, SitePage } from "@/lib/schemas/site";

export type { MenuPage };

/** The page tree of a site for the menu (no content), children sorted by order (cached). */
export function getPageTree(db: Database, siteId: number): Promise<MenuPage[]> {
  return cached(`pageTree:${siteId}`, [cacheTags.content(siteId)], () => loadPageTree(db, siteId));
}

async function loadPageTree(db: Database, siteId: number): Promise<MenuPage[]> {
  const rows = await db
    .select({
      id: pages.id,
      idParent: pages.idParent,
      order: pages.order,
      url: pages.url,
      title: pages.title,
      menuTitle: pages.menuTitle,
      showInMenu: pages.showInMenu,
      type: pages.type,
      link: pages.link,
    })
    .from(pages)
    .where(eq(pages.siteId, siteId))
    .orderBy(asc(pages.order), asc(pages.id));
  const nodes = new Map<number, MenuPage>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: MenuPage[] = [];
  for (const node of nodes.values()) {
    const parent = node.idParent === null ? undefined : nodes.get(node.idParent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** One page with its typed content (cached). */
export function getPage(db: Database, siteId: number, id: number): Promise<SitePage | null> {
  return cached(`page:${siteId}:${id}`, [cacheTags.content(siteId)], () => loadPage(db, siteId, id));
}

async function loadPage(db: Database, siteId: number, id: number): Promise<SitePage | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, id)))
    .limit(1);
  if (!row) return null;
  const { siteId: _site, createdAt, updatedAt, ...page } = row;
  return { ...page, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
