import { packMarkup, unpackMarkup } from "@/components/ui/packed-markup";
import type { Popup } from "@/lib/schemas/popup";

/**
 * The site's active popups as the layout hands them to the launcher: read once on the server
 * (GET /popup, checked by its schema), so the browser fetches and parses nothing to learn that a
 * page has none. One string, packed (components/ui/packed-markup.ts): their HTML crosses the RSC
 * payload. Empty when the site has no popup.
 */
export function packPopups(popups: readonly Popup[]): string {
  return popups.length > 0 ? packMarkup(JSON.stringify(popups)) : "";
}

export function unpackPopups(packed: string): Popup[] {
  return packed ? (JSON.parse(unpackMarkup(packed)) as Popup[]) : [];
}
