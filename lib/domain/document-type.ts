import { detectImageType } from "./detect-image-type";

/**
 * The file types a visitor may attach to a form (a brief, a photo), recognised from the file's first
 * bytes — never from the name or the Content-Type the browser sends. SVG is left out on purpose:
 * it is script-capable text.
 */
export const DOCUMENT_TYPES = {
  pdf: { mime: "application/pdf", ext: "pdf", label: "PDF" },
  jpeg: { mime: "image/jpeg", ext: "jpg", label: "JPEG" },
  png: { mime: "image/png", ext: "png", label: "PNG" },
  webp: { mime: "image/webp", ext: "webp", label: "WebP" },
} as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** The bytes a type check needs (PDF header, image signatures). */
export const DOCUMENT_SIGNATURE_BYTES = 16;

/** The document type of these first bytes; null when it is none of the accepted ones. */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  // "%PDF-" (PDF 1.x and 2.0).
  if (head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === "%PDF-") return "pdf";
  const image = detectImageType(head);
  return image === "jpeg" || image === "png" || image === "webp" ? image : null;
}

/** « PDF, JPEG, PNG ou WebP »: the accepted types as the French messages list them. */
export const DOCUMENT_TYPES_LABEL = "PDF, JPEG, PNG ou WebP";

/** The `accept` attribute of a file input for these types. */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";
