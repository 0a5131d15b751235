import fc from "fast-check";

/**
 * fast-check generators of hostile input for the public write routes (tests/api/public-writes-fuzz.test.ts):
 * wrong types, empty and blank strings, huge strings, unicode, control characters, numbers out of range,
 * extra keys, random files with lying names and types.
 */

/** Huge, but small enough that a body with several of them stays under the 64 Kio limit most of the time. */
const HUGE_MAX = 6_000;

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Control characters only (NUL, BEL, ESC, CR, LF, tab…). */
export const controlText = fc.string({ unit: controlCharacter, minLength: 1, maxLength: 12 });

/** One character repeated far past any field's limit. */
export const hugeText = fc
  .tuple(fc.constantFrom("a", "é", "😀", "0", "<", "\u0301"), fc.integer({ min: 300, max: HUGE_MAX }))
  .map(([char, times]) => char.repeat(times));

/** Strings a form field may receive from a robot or a broken client. */
export const nastyText = fc.oneof(
  fc.constantFrom("", " ", "   ", "\t\n\r", "\u00a0", "\u200b", "\ufeff", "\u202e", "\ud800", "a\udfffb", "null", "undefined", "NaN", "1e999", "0x10", "-1"),
  fc.constantFrom("<script>alert(1)</script>", "'; drop table users; --", "../../etc/passwd", "%00", "${7*7}", "{{7*7}}", "__proto__", "constructor"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  controlText,
  fc.tuple(fc.string({ maxLength: 10 }), controlText, fc.string({ maxLength: 10 })).map((parts) => parts.join("")),
  hugeText,
);

/** Numbers, including out of any column's range (JSON turns NaN and ±Infinity into null). */
export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
);

/** Anything JSON can carry, kept small. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value of the wrong type for a text field (null and absent excepted: they may be allowed). */
export const notText = fc.oneof(nastyNumber, fc.boolean(), fc.array(nastyText, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }));

/** Any value a field may be given. */
export const nastyValue = fc.oneof(nastyText, nastyNumber, fc.boolean(), fc.constant(null), anyJson, notText);

/** Names of keys that are not fields (prototype keys included). */
export const extraKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "id", "siteId", "status", "isPublished", "usedAt", ""),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

/** A non-blank string that stays longer than `max` once trimmed, counted in code points (as zod counts) and in UTF-16 units alike. */
export const textLongerThan = (max: number) =>
  fc.tuple(fc.constantFrom("a", "é", "😀", "x"), fc.integer({ min: 1, max: 200 })).map(([char, extra]) => char.repeat(max + extra));

/** A string that, trimmed, is shorter than `min` (blank included). */
export const textShorterThan = (min: number) =>
  fc.tuple(fc.constantFrom("", " ", "\t", "\n "), fc.string({ unit: "grapheme-ascii", maxLength: Math.max(0, min - 1) })).map(([blank, text]) => `${blank}${text.trim()}${blank}`);

/** Bytes that are no PDF, JPEG, PNG nor WebP: the first byte rules every signature out. */
export const randomBytes = fc
  .tuple(fc.constantFrom(0x00, 0x01, 0x42, 0x7f, 0xfe), fc.uint8Array({ maxLength: 2_048 }))
  .map(([first, rest]) => Uint8Array.from([first, ...rest]));

/** Names and types a client claims for a file, truthful or not. */
export const lyingName = fc.oneof(
  fc.constantFrom("cahier-des-charges.pdf", "photo.jpg", "scan.png", "image.webp", "virus.exe", "page.html", "../../etc/passwd", ".pdf", "", "a".repeat(300) + ".pdf", "nul\u0000.pdf", "😀.pdf"),
  fc.string({ unit: "grapheme", maxLength: 30 }),
);
export const lyingType = fc.constantFrom("application/pdf", "image/jpeg", "image/png", "image/webp", "text/html", "application/octet-stream", "image/svg+xml", "");

/** A file of random bytes under a name and a type that lie about it. */
export const lyingFile = fc.tuple(randomBytes, lyingName, lyingType).map(([bytes, name, type]) => new File([bytes], name, { type }));

/** Tokens of the right shape ([A-Za-z0-9_-], 20–200) that no link was ever made with. */
export const unknownToken = fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"), minLength: 20, maxLength: 200 });

/** Path segments a robot may put where an id goes (URL-encoded by the caller). */
export const badPathId = fc.oneof(
  fc.constantFrom("0", "-1", "1.5", "1e2", "0x10", "99999999999", "2147483648", " 1", "abc", "%", "null", "٣", "１"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
);
