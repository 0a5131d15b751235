"use client";
import type { ComponentProps } from "react";
import { unpackMarkup } from "./packed-markup";

/** HTML packed by the server (packed-markup.ts), rendered as it was before packing, in a div with the given attributes. */
export function PackedHtml({ packed, ...props }: Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & { packed: string }) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: unpackMarkup(packed) }} />;
}
