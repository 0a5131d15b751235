import { cropText } from "./dates";
import { htmlToText } from "./sanitize-html";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the entities htmlToText leaves (React escapes text again on render). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match;
    }
    return NAMED[code.toLowerCase()] ?? match;
  });
}

/**
 * Plain-text preview of an item (SPEC §9: 120 characters): its summary, or the text of its HTML
 * content when the summary is blank.
 */
export function textPreview(summary: string | null | undefined, html?: string | null, max = 120): string {
  const source = summary?.trim() ? summary : html ? decodeEntities(htmlToText(html)) : "";
  return cropText(source, max);
}
