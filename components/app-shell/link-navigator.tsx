"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { appNavigationHref, pageLinkUrl } from "./navigation-click";
import { currentConnection, prefetchAllowed } from "./prefetch-policy";

/**
 * Client-side navigation for every site link, from one place: the pages render plain `<a>`
 * elements (components/ui/site-link.tsx), and this takes the clicks the App Router should load
 * (navigation-click.ts) and prefetches a page once the visitor shows the intent to follow its link
 * (pointer over it, finger on it, keyboard focus), never during load (the first paint comes
 * first), and never on a data saver or a 2G-slow connection (prefetch-policy.ts). One next/link
 * per link cost about a tenth of the server's render of a page.
 *
 * The click listener is on window, the last stop of the bubbling: a component that handles a
 * click itself (preventDefault) has done so by then.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const href = appNavigationHref(event, window.location);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const onIntent = (event: Event) => {
      const url = pageLinkUrl(event.target, window.location);
      if (!url) return;
      const href = `${url.pathname}${url.search}`;
      if (prefetched.has(href) || href === `${window.location.pathname}${window.location.search}`) return;
      if (!prefetchAllowed(currentConnection())) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    window.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      window.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);
  return null;
}
