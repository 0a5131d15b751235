interface CurrentLocation {
  href: string;
  origin: string;
  pathname: string;
  search: string;
}

/** Paths the App Router does not render: the API, build files, and files (`/blog/rss.xml`, `.ics`, `.pdf`). */
function isPagePath(pathname: string): boolean {
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/**
 * The URL of a page of this site that `target`'s link leads to in this tab, else null: the link
 * opens nothing else (no other target, no download, not marked `rel="external"`), is on this
 * origin, and points at a page rather than a file or the API.
 */
export function pageLinkUrl(target: EventTarget | null, location: CurrentLocation): URL | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.relList.contains("external")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !isPagePath(url.pathname)) return null;
  return url;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Only the hash differs from the current page (`#contenu`): the browser scrolls, nothing loads. */
function isHashMove(url: URL, location: CurrentLocation): boolean {
  return url.hash !== "" && url.pathname === location.pathname && url.search === location.search;
}

/**
 * What the App Router should load for a click, else null (the browser does what it does): a plain
 * left click, not already handled by the page (`preventDefault`), on a link to a page of this site,
 * hash moves excepted. Site links are plain `<a>` elements (components/ui/site-link.tsx) and the
 * shell's LinkNavigator routes them: no per-link router component in every page's render.
 */
export function appNavigationHref(event: MouseEvent, location: CurrentLocation): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const url = pageLinkUrl(event.target, location);
  if (!url || isHashMove(url, location)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether a click will make the App Router load another page of this site: a plain left click on
 * a link to another path or query. Hash-only links and links to the current URL do not load
 * another page, so they start no loading bar.
 */
export function isPageNavigationClick(event: MouseEvent, location: CurrentLocation): boolean {
  if (!isPlainClick(event)) return false;
  const url = pageLinkUrl(event.target, location);
  return url !== null && (url.pathname !== location.pathname || url.search !== location.search);
}
