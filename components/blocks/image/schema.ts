import { z } from "zod";
import { imageRefSchema, optionalText, type ParsedBlock } from "../shared-schemas";

/** One image with an optional caption. */
export const imageBlockSchema = z.object({
  type: z.literal("image"),
  props: z.object({ image: imageRefSchema, caption: optionalText(300) }),
});

export type ImageBlockData = ParsedBlock<typeof imageBlockSchema>;
