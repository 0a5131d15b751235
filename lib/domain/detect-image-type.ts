/**
 * The media types the library accepts, recognised from the file's first bytes (never from the
 * client's Content-Type or the file name alone), and the endings each may carry (SPEC §5).
 */
export const IMAGE_TYPES = {
  jpeg: { mime: "image/jpeg", endings: ["jpg", "jpeg"], ext: "jpg", label: "JPEG" },
  png: { mime: "image/png", endings: ["png"], ext: "png", label: "PNG" },
  webp: { mime: "image/webp", endings: ["webp"], ext: "webp", label: "WebP" },
  avif: { mime: "image/avif", endings: ["avif"], ext: "avif", label: "AVIF" },
  svg: { mime: "image/svg+xml", endings: ["svg"], ext: "svg", label: "SVG" },
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The type of an image from its content; null when it is none of the accepted ones. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then the compatible brands up to the box's size.
    const size = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0);
    for (let i = 8; i + 4 <= size; i += 4) {
      if (i === 12) continue; // minor version
      const brand = ascii(bytes, i, i + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
    return null;
  }
  return looksLikeSvg(bytes) ? "svg" : null;
}

/** UTF-8 text whose first element (after the XML declaration, comments, doctype) is <svg>. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  if (head.includes("\u0000")) return false;
  const rest = head.replace(/^(\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/i, "");
  return /^<svg[\s>/]/.test(rest);
}

/** The file name's ending, lower case, without the dot ("photo.JPG" → "jpg"); "" when none. */
export function fileEnding(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/** True when the ending is one the detected type may carry (a PNG called .jpg is not). */
export function endingMatches(type: ImageType, fileName: string): boolean {
  return (IMAGE_TYPES[type].endings as readonly string[]).includes(fileEnding(fileName));
}
