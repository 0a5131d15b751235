"use client";
import { useEffect } from "react";

/** The site's fixed bottom bar on small screens (components/site/mobile-bars.tsx). */
const BOTTOM_BAR_SELECTOR = 'nav[aria-label="Accès rapide"]';

/**
 * Keeps `--ea-bottom-bar` on <html> equal to the height of the site's bottom bar while it is shown
 * (below the lg breakpoint), so the admin toolbar sits above it instead of covering its buttons.
 */
export function useBottomBarOffset(): void {
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>(BOTTOM_BAR_SELECTOR);
    const root = document.documentElement;
    if (!bar) return;
    const update = () => {
      const shown = getComputedStyle(bar).display !== "none";
      root.style.setProperty("--ea-bottom-bar", shown ? `${bar.getBoundingClientRect().height}px` : "0px");
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty("--ea-bottom-bar");
    };
  }, []);
}
