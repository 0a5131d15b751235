import type { MenuPage } from "@/lib/storefront/types";
import { currentState, type CurrentState } from "./active-link";

/** One menu entry, ready to render: label, href and whether it leaves the site. */
export interface MenuLink {
  /** Stable and unique in the tree (used for React keys and element ids). */
  key: string;
  label: string;
  href: string;
  external: boolean;
  /**
   * A script link (LINK page of type JS): the id its code is registered under by the page's nonce'd
   * inline script (components/site/script-links.ts); rendered as a button, `href` is "".
   */
  script?: string;
  children: MenuLink[];
  /** Its aria-current for the page being rendered (markCurrentLinks); none for other pages' links. */
  current?: CurrentState;
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
 * mailto or tel. Anything else (javascript:, data:, JS links) gives null: no href ever runs code
 * (script links are buttons, see buildMenuLinks).
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
  /** The script links the page defines (ids, see listScriptLinks); any other JS link is left out. */
  scriptLinks?: ReadonlySet<string>;
}

/** The id a script link's code is registered under in the page ("page-<id>"). */
export function scriptLinkId(pageId: number): string {
  return `page-${pageId}`;
}

/** The code of a LINK page of type JS, or null (not a script link, or no code). */
export function scriptLinkCode(page: MenuPage): string | null {
  if (page.type !== "LINK" || page.link?.type !== "JS") return null;
  const code = page.link.jsCode?.trim();
  return code ? code : null;
}

/** The pages the menu shows, in order (a hidden page hides its children too). */
function shownPages(pages: readonly MenuPage[], options: MenuOptions): MenuPage[] {
  return [...pages]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .filter((page) => page.showInMenu && !(page.type === "HOME" && options.hideHome));
}

/** The page tree → menu links: only pages shown in the menu, in order, children as submenus. */
export function buildMenuLinks(pages: readonly MenuPage[], options: MenuOptions): MenuLink[] {
  return shownPages(pages, options).flatMap((page): MenuLink[] => {
    const label = (page.menuTitle || page.title).trim();
    const children = buildMenuLinks(page.children, options);
    if (scriptLinkCode(page) !== null) {
      if (!options.scriptLinks?.has(scriptLinkId(page.id))) return [];
      return [{ key: `page-${page.id}`, label, href: "", external: false, script: scriptLinkId(page.id), children }];
    }
    const target = page.type === "LINK" ? linkTarget(page.link) : { href: pageHref(page.url), external: false };
    if (!target) return [];
    return [{ key: `page-${page.id}`, label, href: target.href, external: target.external, children }];
  });
}

/** The script links the menu shows (same rules as buildMenuLinks), with their code. */
export function listScriptLinks(pages: readonly MenuPage[], options: MenuOptions): { id: string; code: string }[] {
  return shownPages(pages, options).flatMap((page) => {
    const code = scriptLinkCode(page);
    return [...(code === null ? [] : [{ id: scriptLinkId(page.id), code }]), ...listScriptLinks(page.children, options)];
  });
}

/** Internal hrefs of every descendant (a parent entry is "current" when one of them is). */
export function descendantHrefs(link: MenuLink): string[] {
  return link.children.flatMap((child) => [...(child.external || child.script ? [] : [child.href]), ...descendantHrefs(child)]);
}

/** The links with their marks for the page at `path` (active-link.ts); `path` null: none marked. */
export function markCurrentLinks(links: readonly MenuLink[], path: string | null): MenuLink[] {
  return links.map((link) => ({
    ...link,
    current: link.external || link.script ? undefined : currentState(link.href, path, descendantHrefs(link)),
    children: markCurrentLinks(link.children, path),
  }));
}
