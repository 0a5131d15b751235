import "server-only";
import { getParsed } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { getPublicApi } from "@/lib/api-client/server";
import { searchAnswerSchema, searchTermsSchema, type SearchAnswer } from "@/lib/schemas/search";

export const SEARCH_PAGE_SIZE = 10;

export type SearchOutcome =
  | { state: "empty" }
  | { state: "invalid"; message: string; terms: string }
  | { state: "failed"; message: string; terms: string }
  | { state: "done"; terms: string; page: number; answer: SearchAnswer };

/** The results page's search (GET /search): the words checked as the API checks them, its errors in French. */
export async function searchSiteContent(rawTerms: string | undefined, rawPage: string | undefined): Promise<SearchOutcome> {
  if (rawTerms === undefined || rawTerms.trim() === "") return { state: "empty" };
  const terms = searchTermsSchema.safeParse(rawTerms);
  if (!terms.success) return { state: "invalid", message: terms.error.issues[0]?.message ?? "Recherche invalide.", terms: rawTerms.slice(0, 100) };
  const page = /^\d{1,4}$/.test(rawPage ?? "") ? Math.max(1, Number(rawPage)) : 1;
  try {
    const answer = await getParsed(await getPublicApi(), "/search", searchAnswerSchema, { q: terms.data, page, nbItem: SEARCH_PAGE_SIZE });
    return { state: "done", terms: terms.data, page, answer };
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 429 || error.status === 422)) return { state: "failed", message: error.message, terms: terms.data };
    throw error;
  }
}
