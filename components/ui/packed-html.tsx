"use client";
import { unpackMarkup } from "./packed-markup";

/** HTML packed by the server (packed-markup.ts), rendered as it was before packing. */
export function PackedHtml({ packed, className }: { packed: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: unpackMarkup(packed) }} />;
}
