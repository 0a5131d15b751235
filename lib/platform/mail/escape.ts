import "server-only";
import { isHttpUrl } from "@/lib/domain/links";

/** HTML-escapes a value interpolated into an e-mail template (text or attribute). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** One line of header-safe text: no CR/LF or other control characters (subjects, sender names). */
export function singleLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** A link usable in an e-mail: only absolute http(s) URLs, anything else becomes "#". */
export function safeHttpUrl(value: string): string {
  return isHttpUrl(value) ? new URL(value).toString() : "#";
}
