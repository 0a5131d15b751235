import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/**
 * A search form leading to the site's results page (/recherche?q=…, which reads GET /search): a
 * plain GET form rendered on the server, working before and without JavaScript.
 *
 * SHOW_SEARCHBAR is deliberately not read: that parameter (« Afficher la barre de recherche »)
 * shows the search bar of the header (components/site/site-chrome.tsx), while the results page
 * answers whatever its value. An owner who places this block asks for a search form on that page,
 * so the block shows whether the header's bar is on or off.
 */
export const searchBlockSchema = z.object({
  type: z.literal("search"),
  props: z.object({ title: optionalText(160), placeholder: optionalText(80) }),
});

export type SearchBlockData = ParsedBlock<typeof searchBlockSchema>;
