import { z } from "zod";
import { imageRefSchema, optionalText, type ParsedBlock } from "../shared-schemas";

/** A grid of images that opens the full-screen gallery (SPEC §2). */
export const galleryBlockSchema = z.object({
  type: z.literal("gallery"),
  props: z.object({ title: optionalText(160), images: z.array(imageRefSchema).min(1).max(60) }),
});

export type GalleryBlockData = ParsedBlock<typeof galleryBlockSchema>;
