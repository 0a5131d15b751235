/**
 * The contact page (SPEC §2 /nous-contacter) and HIDE_CONTACT_PAGE: when the parameter is on, the
 * page leaves the menu, the footer links and the sitemap, and its address answers 404.
 */
export const CONTACT_PAGE_PATH = "/nous-contacter";

/** True for "/nous-contacter", "nous-contacter/", "/Nous-Contacter" (a link or page url). */
export function isContactPageUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/)[0]!.split("/").filter(Boolean).join("/").toLowerCase();
  return `/${path}` === CONTACT_PAGE_PATH;
}

interface TreeNode<T> {
  url: string;
  children: readonly T[];
}

/** The page tree without the contact page (and what hangs under it). */
export function withoutContactPage<T extends TreeNode<T>>(tree: readonly T[]): T[] {
  return tree.filter((node) => !isContactPageUrl(node.url)).map((node) => ({ ...node, children: withoutContactPage(node.children) }));
}
