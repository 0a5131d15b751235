import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { PackedHtml } from "@/components/ui/packed-html";
import { packMarkup } from "@/components/ui/packed-markup";
import "./rich-text.css";

/**
 * Owner-written HTML, sanitised again at render time (allow-list of lib/domain/sanitize-html:
 * no script, no event handler, no javascript: link) and styled by .rich-text. It crosses the RSC
 * payload packed (packed-markup.ts).
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <PackedHtml className={`rich-text ${className ?? ""}`} packed={packMarkup(sanitizeRichHtml(html))} />;
}
