import "server-only";
import { findPageNode } from "./find-page";
import type { MenuPage } from "./types";
import { APP_ROUTE_ROOTS } from "@/lib/domain/app-route-roots";

export { APP_ROUTE_ROOTS };

/** Internal route Next renders (server-side, with the root layout) for unmatched paths. */
export const NOT_FOUND_ROUTE = "/_not-found";

/**
 * Request header the proxy adds when it rewrites a missing page to NOT_FOUND_ROUTE. Next embeds
 * the root not-found element in every page's RSC payload (the boundary's fallback): app/not-found.tsx
 * renders the site's chrome only when this header says the 404 is the page itself, so the other
 * pages do not carry a second copy of the header, menus and footer.
 */
export const NOT_FOUND_PAGE_HEADER = "x-evolusite-not-found-page";

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * True when the path goes to the catch-all page and no site page has that url. The catch-all
 * would call notFound() while rendering, and Next then answers an empty `__next_error__` shell
 * with the 404 text only in the RSC payload (a blank page without JavaScript, for crawlers too):
 * the proxy sends such paths to NOT_FOUND_ROUTE instead, rendered on the server with status 404.
 * Uses the same page tree and matching as the catch-all page (findPageNode).
 */
export async function isMissingPage(pathname: string, loadMenu: () => Promise<MenuPage[]>): Promise<boolean> {
  const segments = pathname.split("/").filter((segment) => segment !== "").map(decodeSegment);
  if (segments.length === 0 || APP_ROUTE_ROOTS.has(segments[0]!)) return false;
  return findPageNode(await loadMenu(), segments.join("/")) === null;
}
