import type { ComponentProps } from "react";
import { PackedAnchor } from "./packed-anchor";
import { needsPacking, packMarkup } from "./packed-markup";

export type AnchorProps = ComponentProps<"a"> & { href: string };

/**
 * A plain `<a>` for any href, the owner's included (a map link's `?api=1&query=…`). An href with
 * `<`, `>` or `&` crosses the RSC payload packed (packed-markup.ts explains the cost it avoids) and
 * a small client component unpacks it; every other href stays a plain server-rendered `<a>`.
 */
export function Anchor({ href, ...props }: AnchorProps) {
  return needsPacking(href) ? <PackedAnchor packedHref={packMarkup(href)} {...props} /> : <a href={href} {...props} />;
}
