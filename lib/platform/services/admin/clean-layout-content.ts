import "server-only";
import { sanitizeHtmlFields } from "@/lib/domain/sanitize-content";
import { ApiError } from "@/lib/platform/api-error";
import { toFieldErrors } from "@/lib/platform/http/validate";
import { pageContentSchema, type PageContent } from "@/lib/schemas/cms";
import { frenchDefaultError } from "@/lib/schemas/french-errors";

/**
 * Page content as it is stored: already valid (the route parsed it), its owner HTML sanitised
 * (every field the block schemas mark with htmlText), then checked again — a rich text that was
 * nothing but a script is empty now, which is a 422, nothing written.
 */
export function cleanLayoutContent(cms: PageContent): PageContent {
  const cleaned = sanitizeHtmlFields(pageContentSchema, cms);
  const result = pageContentSchema.safeParse(cleaned, { error: frenchDefaultError });
  if (!result.success) {
    const fields = Object.fromEntries(Object.entries(toFieldErrors(result.error)).map(([key, messages]) => [`cms.${key}`, messages]));
    throw ApiError.validation(fields, "Le contenu est vide ou invalide une fois nettoyé (balises et scripts non autorisés retirés).");
  }
  return result.data;
}
