/**
 * How deeply a request's JSON may nest arrays and objects. Far above what the contract sends (a
 * page's content nests about a dozen levels), far below what recursive checks of the parsed
 * value (schemas, the control-character walk) survive: a 4 kB body of 2 000 « [ » overflowed the
 * stack once. Checked on the raw text, before parsing.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `Le JSON envoyé est trop imbriqué : ${MAX_JSON_DEPTH} niveaux de tableaux ou d'objets au plus.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * The deepest nesting of arrays and objects in a JSON text, by a scan of its characters (no parse,
 * no recursion): brackets inside strings, escaped quotes included, do not count. Stops counting
 * once past `stopAbove` (the answer is then `stopAbove + 1`). Malformed text gets a number too:
 * telling it is malformed is JSON.parse's job.
 */
export function jsonNestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Whether a JSON text nests deeper than MAX_JSON_DEPTH (a request to refuse before parsing it). */
export function isJsonTooDeep(text: string): boolean {
  return jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH;
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; tooDeep: boolean };

/** A request's JSON text parsed, unless it nests too deep (checked first, on the text) or is malformed. */
export function parseBoundedJson(text: string): BoundedJson {
  if (isJsonTooDeep(text)) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, tooDeep: false };
  }
}
