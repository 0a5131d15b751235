/**
 * Which pages a popup shows on: its `pages` are page urls ("" the home, "*" every page), matched
 * against the page's path once its slashes are trimmed. One rule for the platform (GET /popup?path=)
 * and the browser (the launcher loads nothing on a page no popup targets).
 */
export const EVERY_PAGE = "*";

/** `/` → "", `/nous-contacter/` → "nous-contacter". */
export function popupPageUrl(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

export function popupShowsOn(pages: readonly string[], pageUrl: string): boolean {
  return pages.includes(EVERY_PAGE) || pages.includes(pageUrl);
}
