import "server-only";
import { cache } from "react";
import { readPublic } from "@/lib/api-client/server";
import { getSiteContext } from "./site-context";
import { sitePageSchema, type SitePage } from "@/lib/schemas/site";
import type { MenuPage } from "./types";

export type { SitePage };

/** "prestations/coach-developpement-personnel" from a page's url or a path ("/a/b/" → "a/b"). */
export function normalizePagePath(path: string): string {
  return path
    .split("/")
    .filter((segment) => segment !== "")
    .join("/")
    .toLowerCase();
}

function* walk(pages: readonly MenuPage[]): Generator<MenuPage> {
  for (const page of pages) {
    yield page;
    yield* walk(page.children);
  }
}

/** The menu node whose url matches the path, from the page tree already loaded for the menu. */
export function findPageNode(tree: readonly MenuPage[], path: string): MenuPage | null {
  const wanted = normalizePagePath(path);
  for (const page of walk(tree)) {
    if (page.type !== "LINK" && normalizePagePath(page.url) === wanted) return page;
  }
  return null;
}

/** Every page of the tree, depth first (sitemap). */
export function listPages(tree: readonly MenuPage[]): MenuPage[] {
  return [...walk(tree)];
}

/** The full page (with its blocks) at a path, or null: GET /page then GET /page/{id}. */
export const findPageByPath = cache(async (path: string): Promise<SitePage | null> => {
  const { menu } = await getSiteContext();
  const node = findPageNode(menu, path);
  if (!node) return null;
  return readPublic(`/page/${node.id}`, sitePageSchema);
});
