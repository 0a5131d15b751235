"use client";
import { SiteLink } from "@/components/ui/site-link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { currentState } from "./active-link";

export interface NavLinkProps {
  href: string;
  /** Hrefs of the entry's descendants: the entry is marked when one of them is the current page. */
  descendants?: readonly string[];
  className?: string;
  children: ReactNode;
}

/**
 * A site link that knows whether it points at the current page (aria-current="page") or at the
 * section holding it (aria-current="true"); the styles hang on that attribute. Client-side so the
 * server-rendered chrome stays identical for every page.
 */
export function NavLink({ href, descendants, className, children }: NavLinkProps) {
  const state = currentState(href, usePathname(), descendants);
  return (
    <SiteLink href={href} className={className} aria-current={state}>
      {children}
    </SiteLink>
  );
}
