/** The query parameter asking the public page for the caller's draft: "/<url>?apercu=1". */
export const PREVIEW_PARAM = "apercu";

/** The public path previewing a page's draft ("" → "/?apercu=1"). */
export function pagePreviewPath(url: string): string {
  const path = url
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  return `/${path}?${PREVIEW_PARAM}=1`;
}

/** Whether the page request asks for a preview (`?apercu=1`). */
export function isPreviewRequest(value: string | string[] | undefined): boolean {
  return (Array.isArray(value) ? value[0] : value) === "1";
}
