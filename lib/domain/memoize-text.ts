/**
 * Memoises a pure text → text function with a bounded, least-recently-used map. For work that is
 * the same on every request (sanitising the owner's HTML of a page), so an uncached page render
 * does not redo it (issue 8: render CPU). Inputs longer than `maxInputLength` are not kept.
 */
export function memoizeText(fn: (text: string) => string, maxEntries = 256, maxInputLength = 200_000): (text: string) => string {
  const results = new Map<string, string>();
  return (text) => {
    const known = results.get(text);
    if (known !== undefined) {
      // Most recently used last: the first key is the one to drop.
      results.delete(text);
      results.set(text, known);
      return known;
    }
    const result = fn(text);
    if (text.length <= maxInputLength) {
      results.set(text, result);
      if (results.size > maxEntries) results.delete(results.keys().next().value!);
    }
    return result;
  };
}
