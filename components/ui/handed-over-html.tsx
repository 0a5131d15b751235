"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { takeHandedOverHtml } from "./static-html-handoff";

/**
 * Browser memory of handed-over regions, as the document's HTML gave them: a later mount of the
 * same payload (the router's cache, back to the first page of the visit) renders them from here.
 */
const hydratedHtml = new Map<string, string>();

function initialHtml(handoff: string): string {
  if (typeof window !== "undefined") return hydratedHtml.get(handoff) ?? "";
  const html = takeHandedOverHtml(handoff);
  if (html === undefined) console.error(`[static-region] no handed-over HTML for ${handoff}`);
  return html ?? "";
}

/**
 * A static region of a document whose HTML did not cross the payload (static-html-handoff.ts):
 * written by the HTML pass on the server, kept by the browser as it hydrates (React leaves a
 * `dangerouslySetInnerHTML` element's markup alone then, and the props never change after).
 */
export function HandedOverHtml({ handoff, ...props }: Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & { handoff: string }) {
  const [html] = useState(() => initialHtml(handoff));
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();
  useEffect(() => {
    const element = ref.current;
    if (html !== "" || !element) return;
    if (element.innerHTML !== "") hydratedHtml.set(handoff, element.innerHTML);
    // Mounted from a payload without the document's markup: never expected, but the page is then
    // fetched again as a navigation, whose payload carries every region.
    else router.refresh();
  }, [handoff, html, router]);
  return <div ref={ref} {...props} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
