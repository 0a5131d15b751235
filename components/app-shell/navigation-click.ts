interface CurrentLocation {
  href: string;
  origin: string;
  pathname: string;
  search: string;
}

/**
 * Whether a click will make the App Router load another page of this site: a plain left click
 * (no modifier, not a new tab or a download) on a same-origin link to another path or query.
 * Hash-only links and links to the current URL do not navigate, so they start no loading bar.
 */
export function isPageNavigationClick(event: MouseEvent, location: CurrentLocation): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}
