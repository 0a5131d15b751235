import { detectDocumentType, DOCUMENT_SIGNATURE_BYTES, DOCUMENT_TYPES } from "@/lib/domain/document-type";
import { CUSTOMIZATION_FILE_MAX_BYTES, CUSTOMIZATION_FILE_TYPES } from "@/lib/schemas/shop/customization";
import { CART_MESSAGES } from "./cart-messages";

export type CustomizationFileType = (typeof CUSTOMIZATION_FILE_TYPES)[number];

/** « 5 Mio »: the size limit as the messages show it. */
export const CUSTOMIZATION_FILE_MAX_LABEL = `${CUSTOMIZATION_FILE_MAX_BYTES / (1024 * 1024)} Mio`;

/** The file's type from its first bytes (PNG, JPEG, PDF), never its name; null for anything else. */
export function customizationFileType(bytes: Uint8Array): { mime: CustomizationFileType; ext: string } | null {
  const type = detectDocumentType(bytes.subarray(0, DOCUMENT_SIGNATURE_BYTES));
  if (!type) return null;
  const { mime, ext } = DOCUMENT_TYPES[type];
  return (CUSTOMIZATION_FILE_TYPES as readonly string[]).includes(mime) ? { mime: mime as CustomizationFileType, ext } : null;
}

/** The French reason a customization file is refused, or null when it is accepted. */
export function customizationFileError(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return CART_MESSAGES.fileEmpty;
  if (bytes.length > CUSTOMIZATION_FILE_MAX_BYTES) return CART_MESSAGES.fileTooBig(CUSTOMIZATION_FILE_MAX_LABEL);
  return customizationFileType(bytes) ? null : CART_MESSAGES.fileType;
}
