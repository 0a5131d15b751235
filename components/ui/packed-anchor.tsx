"use client";
import type { ComponentProps } from "react";
import { unpackMarkup } from "./packed-markup";

/** An `<a>` whose href the server packed (anchor.tsx), rendered with the href as it was. */
export function PackedAnchor({ packedHref, ...props }: Omit<ComponentProps<"a">, "href"> & { packedHref: string }) {
  return <a href={unpackMarkup(packedHref)} {...props} />;
}
