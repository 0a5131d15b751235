import { slugify } from "./slugify";

/** Page sizes of SPEC §9: blog articles 12 a page, news 10. */
export const BLOG_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE = 10;

/** The url slug of a blog article or folder: its own, else its title in url form (SPEC §2, §5). */
export function effectiveSlug(item: { slug: string | null | undefined; title: string }): string {
  const own = slugify(item.slug ?? "");
  return own || slugify(item.title) || "article";
}

/** Public paths (French urls; the id decides, the slug is cosmetic and redirected when wrong). */
export const blogPaths = {
  home: "/blog",
  rss: "/blog/rss.xml",
  article: (item: { id: number; slug: string }) => `/blog/${item.id}/${item.slug}`,
  folder: (item: { id: number; slug: string }) => `/blog/dossier/${item.id}/${item.slug}`,
  news: "/actualites",
  newsItem: (item: { id: number; slug: string }) => `/actualites/${item.id}/${item.slug}`,
};

/** `?page=` of a paged public list: 1 when absent; null (a 404) when not a page number. */
export function parsePageParam(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  if (Array.isArray(raw) || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

export function pageCount(total: number, nbItem: number): number {
  return Math.max(1, Math.ceil(total / nbItem));
}

/** `base` with `?page=n` (none for page 1: one address per page). */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}?page=${page}`;
}

export interface FolderNode {
  id: number;
  idParent: number | null;
  title: string;
  slug: string;
}

/**
 * The folders from the root down to `folderId` (a breadcrumb trail), from the site's folders.
 * Stops on a cycle or a missing parent rather than looping; empty when the folder is unknown.
 */
export function folderTrail<F extends FolderNode>(folders: readonly F[], folderId: number | null): F[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const trail: F[] = [];
  const seen = new Set<number>();
  let current = folderId === null ? undefined : byId.get(folderId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    trail.unshift(current);
    current = current.idParent === null ? undefined : byId.get(current.idParent);
  }
  return trail;
}

export interface Crumb {
  name: string;
  /** Path of the crumb; the last one (the current page) has one too, for the JSON-LD. */
  path: string;
}

/** schema.org BreadcrumbList of a trail, with absolute urls. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).toString(),
    })),
  };
}

export const BLOG_TITLE = "Blog";

/** A step of an API trail (GET /blog[/folder]/ariane/{id}). */
export interface TrailStep {
  type: "FOLDER" | "BLOG";
  id: number;
  title: string;
  slug: string;
}

/** Accueil › Blog › folders… › current page, from an API trail (root first). */
export function blogCrumbs(trail: readonly TrailStep[]): Crumb[] {
  return [
    { name: "Accueil", path: "/" },
    { name: BLOG_TITLE, path: blogPaths.home },
    ...trail.map((step) => ({ name: step.title, path: step.type === "FOLDER" ? blogPaths.folder(step) : blogPaths.article(step) })),
  ];
}
