import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";
import type { CurrentState } from "./active-link";

export interface NavLinkProps {
  href: string;
  /** Whether it is the current page ("page") or the section holding it ("true"): menu-links.ts. */
  current?: CurrentState;
  className?: string;
  children: ReactNode;
}

/**
 * A link of the chrome's menus: a plain `<a>` whose aria-current the server set for the page
 * being rendered (the styles hang on it), so the whole chrome can be static markup
 * (components/ui/static-region.tsx). `data-nav` lets the browser mark it when the server could not
 * (current-link-marks.tsx).
 */
export function NavLink({ href, current, className, children }: NavLinkProps) {
  return (
    <SiteLink href={href} className={className} aria-current={current} data-nav="">
      {children}
    </SiteLink>
  );
}
