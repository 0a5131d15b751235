import { z } from "zod";
import { entityId, optionalText, type ParsedBlock } from "../shared-schemas";

/** One album of the site (GET /album/{id}) as a grid that opens the full-screen gallery. */
export const albumBlockSchema = z.object({
  type: z.literal("album"),
  props: z.object({
    title: optionalText(160),
    albumId: entityId("album", "Choisissez un album."),
    showDescription: z.boolean().default(true),
  }),
});

export type AlbumBlockData = ParsedBlock<typeof albumBlockSchema>;
