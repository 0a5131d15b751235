import { cropText } from "./dates";
import { htmlToText } from "./sanitize-html";

/**
 * Plain-text preview of an item (SPEC §9: 120 characters): its summary, or the text of its HTML
 * content when the summary is blank.
 */
export function textPreview(summary: string | null | undefined, html?: string | null, max = 120): string {
  const source = summary?.trim() ? summary : html ? htmlToText(html) : "";
  return cropText(source, max);
}
