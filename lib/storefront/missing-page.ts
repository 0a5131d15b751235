import "server-only";
import { findPageNode } from "./find-page";
import type { MenuPage } from "./types";
import { APP_ROUTE_ROOTS } from "@/lib/domain/app-route-roots";

export { APP_ROUTE_ROOTS };

/** Internal route Next renders (server-side, with the root layout) for unmatched paths. */
export const NOT_FOUND_ROUTE = "/_not-found";

export { NOT_FOUND_PAGE_HEADER } from "@/lib/domain/not-found-page-header";

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
