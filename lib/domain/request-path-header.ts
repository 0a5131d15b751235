/**
 * Request header holding the path the visitor asked for (no query: the router's `?_rsc=` neither),
 * put on every request by the server in front (server/edge-handler.ts), which always overwrites a
 * client's copy. The chrome marks the current menu entry on the server with it, so its links are
 * plain markup, the same in every render of a page (components/site/nav-link.tsx).
 */
export const REQUEST_PATH_HEADER = "x-evolusite-path";

/** "/a/b?x=1#y" → "/a/b"; "/" for anything that is not a path. */
export function requestPathOf(url: string | undefined): string {
  const path = (url ?? "").split(/[?#]/)[0] ?? "";
  return path.startsWith("/") ? path : "/";
}
