/**
 * Which menu entry matches the current page. Pure: the chrome marks its links on the server with
 * the path asked for (menu-links.ts markCurrentLinks), the browser without it (current-link-marks.tsx).
 */

/** aria-current of a menu link: the current page, or the section holding it. */
export type CurrentState = "page" | "true";

/** "/Prestations/Coach/" → "/prestations/coach"; query and hash dropped, percent-escapes decoded. */
export function normalizePathname(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // Malformed escape: compare the raw path.
  }
  const segments = decoded.split("/").filter(Boolean);
  return `/${segments.join("/")}`.toLowerCase();
}

/**
 * aria-current value of a link: "page" when it is the current page, "true" when the current page
 * is one of its descendants or lies under its path (a section), else undefined. The home link
 * is never a section of everything.
 */
export function currentState(
  href: string,
  pathname: string | null | undefined,
  descendants: readonly string[] = [],
): CurrentState | undefined {
  if (!pathname || !href.startsWith("/") || href.startsWith("//")) return undefined;
  const here = normalizePathname(pathname);
  const target = normalizePathname(href);
  if (here === target) return "page";
  if (descendants.some((d) => d.startsWith("/") && normalizePathname(d) === here)) return "true";
  if (target !== "/" && here.startsWith(`${target}/`)) return "true";
  return undefined;
}
