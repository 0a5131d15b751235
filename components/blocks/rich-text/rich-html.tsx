import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import "./rich-text.css";

/**
 * Owner-written HTML, sanitised again at render time (allow-list of lib/domain/sanitize-html:
 * no script, no event handler, no javascript: link) and styled by .rich-text.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />;
}
