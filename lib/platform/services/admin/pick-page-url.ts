import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { generatePageUrl, pageUrlError, uniqueUrl } from "@/lib/domain/page-url";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";

export interface PageUrlRequest {
  /** The url the admin typed (normalised), "" to generate it from the title. */
  typed: string;
  title: string;
  /** The parent page's url ("" or null at the root and under the home page). */
  parentUrl: string | null;
  /** The page being edited (its own url is not "taken"). */
  pageId?: number;
}

/**
 * The url a page gets: a typed one must be valid (422) and free (409 with a field error naming
 * the page that has it); a generated one takes « -2 », « -3 »… when taken.
 */
export async function pickPageUrl(db: Database, siteId: number, request: PageUrlRequest): Promise<string> {
  const others = await db
    .select({ url: pages.url, title: pages.title })
    .from(pages)
    .where(request.pageId === undefined ? eq(pages.siteId, siteId) : and(eq(pages.siteId, siteId), ne(pages.id, request.pageId)));
  if (request.typed === "") {
    return uniqueUrl(generatePageUrl(request.title, request.parentUrl || null), new Set(others.map((o) => o.url)));
  }
  const error = pageUrlError(request.typed);
  if (error) throw ApiError.validation({ url: [error] });
  const owner = others.find((o) => o.url === request.typed);
  if (owner) {
    throw new ApiError("CONFLICT", "Cette adresse est déjà utilisée.", {
      url: [`Cette adresse est déjà utilisée par la page « ${owner.title} ».`],
    });
  }
  return request.typed;
}
