import type { AdminPageNode } from "@/lib/schemas/admin/pages";

/** Keyboard and drag moves of the pages panel, pure: a tree in, a new tree (or null) out. */

export type TreeMove = "up" | "down" | "indent" | "outdent";

interface Place {
  siblings: AdminPageNode[];
  index: number;
  parent: AdminPageNode | null;
}

function clone(nodes: readonly AdminPageNode[]): AdminPageNode[] {
  return nodes.map((node) => ({ ...node, children: clone(node.children) }));
}

function findPlace(nodes: AdminPageNode[], id: number, parent: AdminPageNode | null = null): Place | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { siblings: nodes, index, parent };
    const inner = findPlace(node.children, id, node);
    if (inner) return inner;
  }
  return null;
}

/**
 * A sibling group in its new sequence: the group's own order values, sorted, are handed out again
 * (a swap changes two rows, not the whole menu); index order when they are not distinct.
 */
function renumberGroup(nodes: AdminPageNode[], idParent: number | null): void {
  const pool = nodes.map((node) => node.order).sort((a, b) => a - b);
  const distinct = new Set(pool).size === pool.length;
  nodes.forEach((node, index) => {
    node.idParent = idParent;
    node.order = distinct ? pool[index]! : index;
  });
}

/** The tree after a keyboard move of page `id`, or null when the move is not possible. */
export function movePage(tree: readonly AdminPageNode[], id: number, move: TreeMove): AdminPageNode[] | null {
  const roots = clone(tree);
  const place = findPlace(roots, id);
  if (!place) return null;
  const { siblings, index, parent } = place;
  const node = siblings[index]!;
  if (node.type === "HOME" && (move === "indent" || move === "outdent")) return null;
  if (move === "up" || move === "down") {
    const target = move === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length) return null;
    [siblings[index], siblings[target]] = [siblings[target]!, siblings[index]!];
    renumberGroup(siblings, parent?.id ?? null);
  } else if (move === "indent") {
    const newParent = siblings[index - 1];
    if (!newParent || newParent.type === "LINK") return null;
    siblings.splice(index, 1);
    node.order = Math.max(-1, ...newParent.children.map((child) => child.order)) + 1;
    node.idParent = newParent.id;
    newParent.children.push(node);
  } else {
    if (!parent) return null;
    const parentPlace = findPlace(roots, parent.id)!;
    siblings.splice(index, 1);
    parentPlace.siblings.splice(parentPlace.index + 1, 0, node);
    renumberGroup(parentPlace.siblings, parentPlace.parent?.id ?? null);
  }
  return roots;
}

/** The tree after dragging `id` to the place of `overId` among the same siblings, or null. */
export function dropPage(tree: readonly AdminPageNode[], id: number, overId: number): AdminPageNode[] | null {
  if (id === overId) return null;
  const roots = clone(tree);
  const place = findPlace(roots, id);
  const over = findPlace(roots, overId);
  if (!place || !over || place.siblings !== over.siblings) return null;
  const [node] = place.siblings.splice(place.index, 1);
  place.siblings.splice(over.index, 0, node!);
  renumberGroup(place.siblings, place.parent?.id ?? null);
  return roots;
}

/** Every page with its depth, depth first (for selects and the tree's level numbers). */
export function flattenTree(nodes: readonly AdminPageNode[], depth = 1): { page: AdminPageNode; depth: number }[] {
  return nodes.flatMap((page) => [{ page, depth }, ...flattenTree(page.children, depth + 1)]);
}

/** PUT /admin/pages/tree's body for a tree. */
export function treeItems(nodes: readonly AdminPageNode[]): { id: number; idParent: number | null; order: number }[] {
  return flattenTree(nodes).map(({ page }) => ({ id: page.id, idParent: page.idParent, order: page.order }));
}

/** Where a page stands, in French, for the live region (« position 2 sur 5, sous « Prestations » »). */
export function describePlace(tree: readonly AdminPageNode[], id: number): string {
  const place = findPlace(clone(tree), id);
  if (!place) return "";
  const where = place.parent ? `sous « ${place.parent.menuTitle || place.parent.title} »` : "à la racine du menu";
  return `position ${place.index + 1} sur ${place.siblings.length}, ${where}`;
}
