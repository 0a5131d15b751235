/**
 * Owner-written HTML and owner URLs cross the page's RSC payload with their `<`, `>` and `&`
 * swapped for private-use characters, swapped back when they are rendered (packed-html.tsx,
 * packed-anchor.tsx).
 *
 * Why: Next inlines the RSC payload into the HTML through `String.replace` with a callback over
 * each chunk of the payload (the home's is one chunk of about 80 kB). Measured on that chunk as
 * Next gets it (a fresh string, with French text beyond Latin-1): 0.8 ms with none of those
 * characters, 1.5 ms as soon as it holds one, whatever their number. The home's one `&` (the
 * footer's map link) cost about 4 % of an uncached render. So one left anywhere costs the whole
 * difference. The private-use characters, U+E000 to U+E002, mean nothing in a text or a URL: any
 * in the owner's input is dropped.
 */
const SWAPS = [
  ["<", "\uE000"],
  [">", "\uE001"],
  ["&", "\uE002"],
] as const;

export function packMarkup(html: string): string {
  let packed = html.replace(/[\uE000-\uE002]/g, "");
  for (const [character, stand] of SWAPS) packed = packed.replaceAll(character, stand);
  return packed;
}

export function unpackMarkup(packed: string): string {
  let html = packed;
  for (const [character, stand] of SWAPS) html = html.replaceAll(stand, character);
  return html;
}

/** Whether a string would cost the payload's escaping (see above): it holds `<`, `>` or `&`. */
export function needsPacking(text: string): boolean {
  return /[<>&]/.test(text);
}
