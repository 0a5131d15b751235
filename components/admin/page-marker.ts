import { useMemo, useSyncExternalStore } from "react";

/**
 * Id of the element the server renders, for admins only, on a builder page
 * (components/pages/dynamic-page.tsx writes it literally: visitor code never imports admin code).
 */
export const PAGE_MARKER_ID = "ea-page";

export interface PageMarker {
  id: number;
  title: string;
}

/** The builder page being shown (from the server's marker), null on other pages. */
export function readPageMarker(): PageMarker | null {
  const element = document.getElementById(PAGE_MARKER_ID);
  const id = Number(element?.dataset.pageId);
  return element && Number.isInteger(id) && id > 0 ? { id, title: element.dataset.pageTitle ?? "" } : null;
}

/** Re-read on every DOM change (a navigation or a refresh brings the new page's marker). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function snapshot(): string {
  const marker = readPageMarker();
  return marker ? `${marker.id}\n${marker.title}` : "";
}

/** The current builder page from the server's marker (components/pages/dynamic-page.tsx). */
export function usePageMarker(): PageMarker | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => "");
  return useMemo(() => {
    if (!value) return null;
    const [id, ...title] = value.split("\n");
    return { id: Number(id), title: title.join("\n") };
  }, [value]);
}
