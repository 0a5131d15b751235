import "server-only";
import type { ComponentProps, ReactNode } from "react";
import { PackedHtml } from "./packed-html";
import { packMarkup } from "./packed-markup";
import { renderStaticMarkup } from "./static-markup";

export type StaticRegionProps = Omit<ComponentProps<"div">, "dangerouslySetInnerHTML">;
type DivProps = Omit<StaticRegionProps, "children">;

/**
 * A div whose content, when it is made of server components and plain elements only, crosses the
 * RSC payload as one packed HTML string (static-markup.ts says what that saves) instead of one
 * entry per element. Otherwise (a client component, a form field, an eager image…) React renders
 * the content as usual: the page is the same either way, only its cost differs. Synchronous
 * content gives a synchronous component (a client render in a test can show it too).
 */
export function StaticRegion({ children, ...props }: StaticRegionProps) {
  let html: string | Promise<string>;
  try {
    html = renderStaticMarkup(children);
  } catch {
    // Not static (NotStaticError), or a component that fails outside React's render: React renders
    // it, and a real failure surfaces there as it always did.
    return <div {...props}>{children}</div>;
  }
  if (typeof html === "string") return <PackedHtml {...props} packed={packMarkup(html)} />;
  // Awaited by AwaitedRegion as soon as React renders it; until then a rejection is not "unhandled".
  html.catch(() => undefined);
  return (
    <AwaitedRegion html={html} props={props}>
      {children}
    </AwaitedRegion>
  );
}

async function AwaitedRegion({ html, props, children }: { html: Promise<string>; props: DivProps; children: ReactNode }) {
  const markup = await html.catch(() => null);
  return markup === null ? <div {...props}>{children}</div> : <PackedHtml {...props} packed={packMarkup(markup)} />;
}
