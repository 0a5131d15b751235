import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/**
 * The site's published albums (GET /album?page=1&nbItem=100, loaded at render time) as cards linking
 * to each album's page (/albums/{id}/{slug}), like /albums; `nbItem` first ones, then a link to
 * /albums when some are left out. One album in full is the `album` block.
 */
export const albumListBlockSchema = z.object({
  type: z.literal("albumList"),
  props: z.object({
    title: optionalText(160),
    nbItem: z.number().int().min(1).max(100).default(6),
    showDescription: z.boolean().default(true),
  }),
});

export type AlbumListBlockData = ParsedBlock<typeof albumListBlockSchema>;
