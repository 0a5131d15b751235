"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { currentState } from "./active-link";

/**
 * The chrome's current-page marks set in the browser, for a render that did not know the path
 * asked for (no server in front: `next dev`, see lib/storefront/request-path.ts). A menu link's
 * descendants are the links of the lists nested in its own list item, as the menus are built.
 */
export function CurrentLinkMarks() {
  const pathname = usePathname();
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-nav]")) {
      const descendants = [...(link.closest("li")?.querySelectorAll<HTMLAnchorElement>("ul a[data-nav]") ?? [])].map((a) => a.getAttribute("href") ?? "");
      const state = currentState(link.getAttribute("href") ?? "", pathname, descendants);
      if (state) link.setAttribute("aria-current", state);
      else link.removeAttribute("aria-current");
    }
  }, [pathname]);
  return null;
}
