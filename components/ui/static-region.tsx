import "server-only";
import type { ComponentProps, ReactNode } from "react";
import { HandedOverHtml } from "./handed-over-html";
import { PackedHtml } from "./packed-html";
import { packMarkup } from "./packed-markup";
import { handOverStaticHtml } from "./static-html-handoff";
import { renderStaticMarkup } from "./static-markup";

export type StaticRegionProps = Omit<ComponentProps<"div">, "dangerouslySetInnerHTML"> & {
  /**
   * The HTML crosses the payload even in a document: for content the HTML pass may not render
   * (a closed panel's, rendered in the browser once opened), which a handoff would leave empty.
   */
  inPayload?: boolean;
};
type DivProps = Omit<StaticRegionProps, "children" | "inPayload">;

/** The region's HTML: to the document's HTML pass when the render has a handoff, else in the payload. */
function writtenRegion(props: DivProps, markup: string, inPayload: boolean) {
  // An empty region is not worth a key (and its emptiness would read as a missing handoff).
  const handoff = markup === "" || inPayload ? null : handOverStaticHtml(markup);
  return handoff ? <HandedOverHtml {...props} handoff={handoff} /> : <PackedHtml {...props} packed={packMarkup(markup)} />;
}

/**
 * A div whose content, when it is made of server components and plain elements only, is written
 * as HTML by our own renderer (static-markup.ts says what that saves) instead of one payload entry
 * per element. In a document the HTML goes to the HTML pass alone and the payload holds a key
 * (static-html-handoff.ts); in a client-side navigation it crosses the payload as one packed
 * string. Otherwise (a client component, a form field, an eager image…) React renders the content
 * as usual: the page is the same either way, only its cost differs. Synchronous content gives a
 * synchronous component (a client render in a test can show it too).
 */
export function StaticRegion({ children, inPayload = false, ...props }: StaticRegionProps) {
  let html: string | Promise<string>;
  try {
    html = renderStaticMarkup(children);
  } catch {
    // Not static (NotStaticError), or a component that fails outside React's render: React renders
    // it, and a real failure surfaces there as it always did.
    return <div {...props}>{children}</div>;
  }
  if (typeof html === "string") return writtenRegion(props, html, inPayload);
  // Awaited by AwaitedRegion as soon as React renders it; until then a rejection is not "unhandled".
  html.catch(() => undefined);
  return (
    <AwaitedRegion html={html} props={props} inPayload={inPayload}>
      {children}
    </AwaitedRegion>
  );
}

async function AwaitedRegion({ html, props, inPayload, children }: { html: Promise<string>; props: DivProps; inPayload: boolean; children: ReactNode }) {
  const markup = await html.catch(() => null);
  return markup === null ? <div {...props}>{children}</div> : writtenRegion(props, markup, inPayload);
}
