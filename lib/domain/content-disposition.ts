/**
 * `Content-Disposition: attachment` for a file whose name a visitor chose: the browser saves it
 * (never shows it inline), under a name that cannot break the header. RFC 6266: an ASCII
 * `filename` for old clients, the exact UTF-8 name in `filename*` (RFC 5987).
 */

/** A name safe in a quoted header value: ASCII letters, digits and a few signs; anything else « _ ». */
export function asciiFilename(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._ -]/g, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  return ascii.slice(0, 150) || "fichier";
}

/** RFC 5987 encoding: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the grammar refuses. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The header value: `attachment; filename="cahier-des-charges.pdf"; filename*=UTF-8''cahier-des-charges.pdf`. */
export function attachmentDisposition(name: string): string {
  // Line breaks and control characters never reach a header, whatever the stored name holds.
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200) || "fichier";
  return `attachment; filename="${asciiFilename(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}

/** The file name a Content-Disposition header gives (`filename*` first, then `filename`); null when it gives none. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] || null;
}
