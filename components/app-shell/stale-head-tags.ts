/**
 * Removes the metadata tags a discarded page left in the head.
 *
 * Next streams a page's metadata (title, description, canonical link, Open Graph) in a Suspense
 * boundary that hydrates after the rest of the page. When a client-side navigation comes before
 * that boundary has hydrated, React discards it without ever claiming the tags the server wrote
 * for it, so they stay beside the new page's (vercel/next.js#97472, still open in 16.4): two
 * canonical links, two descriptions. A tag React has claimed or created carries React's
 * `__reactFiber$…` key; one without it that has a claimed twin (same kind, same name) is left
 * over, since React claims a page's tags all at once. A tag without a claimed twin is kept: it
 * may be waiting for its boundary to hydrate.
 */

const METADATA_SELECTOR = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';

/** What makes two tags the same piece of metadata: `meta name=description`, `link canonical`… */
function metadataKey(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (tag === "title") return tag;
  if (tag === "meta") return `meta ${element.getAttribute("name") ?? `property=${element.getAttribute("property")}`}`;
  return `link ${element.getAttribute("rel")} ${element.getAttribute("hreflang") ?? ""} ${element.getAttribute("type") ?? ""}`;
}

function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/** Removes the left-over tags of `head`; returns how many went. */
export function removeStaleHeadTags(head: HTMLHeadElement): number {
  const tags = [...head.querySelectorAll(METADATA_SELECTOR)];
  const claimed = new Set(tags.filter(ownedByReact).map(metadataKey));
  let removed = 0;
  for (const tag of tags) {
    if (!ownedByReact(tag) && claimed.has(metadataKey(tag))) {
      tag.remove();
      removed++;
    }
  }
  return removed;
}

/** Sweeps the head now and after every change of its children; returns the cleanup. */
export function watchStaleHeadTags(): () => void {
  const { head } = document;
  let scheduled = false;
  const sweep = () => {
    scheduled = false;
    removeStaleHeadTags(head);
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    // After React's commit, which adds a page's tags one by one.
    queueMicrotask(sweep);
  });
  observer.observe(head, { childList: true });
  sweep();
  return () => observer.disconnect();
}
