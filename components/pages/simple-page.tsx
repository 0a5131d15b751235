import type { ReactNode } from "react";
import { SiteChrome } from "@/components/site/site-chrome";

/** A detail page of the site (account screens, workshops): title, lead text and content. */
export function SimplePage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <SiteChrome>
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <h1 className="font-title text-3xl text-heading sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg">{lead}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </SiteChrome>
  );
}
