import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** One album of the site (GET /album/{id}) as a grid that opens the full-screen gallery. */
export const albumBlockSchema = z.object({
  type: z.literal("album"),
  props: z.object({
    title: optionalText(160),
    albumId: z.number({ error: "Indiquez le numéro de l'album." }).int().min(1, { error: "Indiquez le numéro de l'album." }).max(2_147_483_647),
    showDescription: z.boolean().default(true),
  }),
});

export type AlbumBlockData = ParsedBlock<typeof albumBlockSchema>;
