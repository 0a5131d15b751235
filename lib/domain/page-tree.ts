/** Page tree rules (issue 9), pure: shared by the server's checks and the pages panel. */

export interface TreeLink {
  id: number;
  idParent: number | null;
}

/** True when giving `id` the parent `newParent` would make a page its own ancestor. */
export function wouldCreateCycle(links: readonly TreeLink[], id: number, newParent: number | null): boolean {
  const parentOf = new Map(links.map((link) => [link.id, link.idParent]));
  const seen = new Set<number>();
  for (let current = newParent; current !== null && current !== undefined; current = parentOf.get(current) ?? null) {
    if (current === id || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/** Every descendant of `id` (children, their children…), nearest first. */
export function descendantIds(links: readonly TreeLink[], id: number): number[] {
  const result: number[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const link of links) {
      if (link.idParent === current && !result.includes(link.id)) {
        result.push(link.id);
        queue.push(link.id);
      }
    }
  }
  return result;
}

/**
 * The French error of a whole new tree (PUT /admin/pages/tree), or null: the same set of pages as
 * the site's, each once, parents among them, the home page at the root, no cycle.
 */
export function treeOrderError(items: readonly TreeLink[], pages: readonly { id: number; type: string }[]): string | null {
  const ids = new Set(items.map((item) => item.id));
  if (ids.size !== items.length) return "Une page apparaît deux fois dans l'arborescence.";
  if (ids.size !== pages.length || pages.some((page) => !ids.has(page.id))) {
    return "L'arborescence doit contenir toutes les pages du site, et elles seules : rechargez la liste.";
  }
  if (items.some((item) => item.idParent !== null && !ids.has(item.idParent))) return "Une page parente n'existe pas.";
  const home = pages.find((page) => page.type === "HOME");
  if (home && items.find((item) => item.id === home.id)!.idParent !== null) return "La page d'accueil reste à la racine du menu.";
  if (items.some((item) => wouldCreateCycle(items, item.id, item.idParent))) return "Une page ne peut pas être placée sous elle-même ni sous l'une de ses sous-pages.";
  return null;
}
