import { z } from "zod";
import { listEnvelopeSchema } from "./list";

/** What a search result is (GET /search): one kind per searchable module. */
export const SEARCH_KINDS = ["PAGE", "NEWS", "WORKSHOP", "SERVICE", "BLOG", "PRODUCT"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Search words: trimmed, 2 to 100 characters (shared by the search bar and the API). */
export const searchTermsSchema = z
  .string({ error: "Indiquez ce que vous cherchez." })
  .trim()
  .min(2, { error: "Indiquez au moins 2 caractères." })
  .max(100, { error: "Votre recherche est trop longue (100 caractères au plus)." });

/** GET /search query: `q`, `page` (from 1), `nbItem` (1..50, 10 by default). */
export const searchQuerySchema = z.object({
  q: searchTermsSchema,
  page: z.coerce.number({ error: "La page doit être un nombre." }).int().min(1, { error: "La page doit être un nombre." }).max(1000).default(1),
  nbItem: z.coerce.number({ error: "nbItem doit être un nombre." }).int().min(1).max(50, { error: "50 résultats par page au plus." }).default(10),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** Path on the public site, e.g. "/ateliers/apprivoiser-son-stress-au-quotidien/10". */
  url: z.string(),
  /** Plain text, at most 200 characters. */
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = listEnvelopeSchema(searchResultSchema);
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
