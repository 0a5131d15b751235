import "server-only";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import type { Service } from "@/lib/schemas/services";
import type { images, services } from "@/lib/platform/db/schema";
import { imageUrl } from "./image-url";

/** A service row as the API gives it (description sanitised again on the way out). */
export function serviceView(row: typeof services.$inferSelect, image: typeof images.$inferSelect | null): Service {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    description: sanitizeRichHtml(row.description),
    priceText: row.priceText,
    durationMinutes: row.durationMinutes,
    tags: row.tags,
    image: image ? { id: image.id, alt: image.alt, url: imageUrl(image) } : null,
    pageUrl: row.pageUrl,
  };
}
