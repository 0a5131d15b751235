import type { MenuPage } from "@/lib/storefront/types";

/** One menu entry, ready to render: label, href and whether it leaves the site. */
export interface MenuLink {
  /** Stable and unique in the tree (used for React keys and element ids). */
  key: string;
  label: string;
  href: string;
  external: boolean;
  children: MenuLink[];
}

const SAFE_EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** "/" for the home page ("" url), "/a/b" for "a/b" (page urls have no leading slash). */
export function pageHref(url: string): string {
  const path = url.split("/").filter(Boolean).join("/");
  return `/${path}`;
}

/**
 * Target of a LINK page: internal paths get a leading slash, external ones must be http(s),
 * mailto or tel. Anything else (javascript:, data:, JS links) gives null: the entry is dropped
 * rather than running owner code from the menu.
 */
export function linkTarget(link: MenuPage["link"]): { href: string; external: boolean } | null {
  const url = link?.url?.trim();
  if (!link || !url || link.type === "JS") return null;
  if (url.startsWith("//")) return { href: `https:${url}`, external: true };
  if (SAFE_EXTERNAL.test(url)) return { href: url, external: !/^(mailto|tel):/i.test(url) };
  if (SCHEME.test(url)) return null;
  if (url.startsWith("#") || url.startsWith("?")) return { href: `/${url}`, external: false };
  return { href: url.startsWith("/") ? url : `/${url}`, external: false };
}

/** External links (new tab) vs site paths, for any href coming from the owner's data. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export interface MenuOptions {
  /** HIDE_HOMEPAGE_IN_MENU: the HOME page is left out. */
  hideHome: boolean;
}

/** The page tree → menu links: only pages shown in the menu, in order, children as submenus. */
export function buildMenuLinks(pages: readonly MenuPage[], options: MenuOptions): MenuLink[] {
  return [...pages]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .flatMap((page): MenuLink[] => {
      if (!page.showInMenu) return [];
      if (page.type === "HOME" && options.hideHome) return [];
      const target = page.type === "LINK" ? linkTarget(page.link) : { href: pageHref(page.url), external: false };
      if (!target) return [];
      return [
        {
          key: `page-${page.id}`,
          label: (page.menuTitle || page.title).trim(),
          href: target.href,
          external: target.external,
          children: buildMenuLinks(page.children, options),
        },
      ];
    });
}

/** Internal hrefs of every descendant (a parent entry is "current" when one of them is). */
export function descendantHrefs(link: MenuLink): string[] {
  return link.children.flatMap((child) => [...(child.external ? [] : [child.href]), ...descendantHrefs(child)]);
}
