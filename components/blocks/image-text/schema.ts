import { z } from "zod";
import { ctaSchema, htmlText, imageRefSchema, requiredText, type ParsedBlock } from "../shared-schemas";

/** Image beside a title and rich text (sanitised on render), with an optional call to action. */
export const imageTextBlockSchema = z.object({
  type: z.literal("imageText"),
  props: z.object({
    title: requiredText(160),
    html: htmlText(20_000),
    image: imageRefSchema,
    imagePosition: z.enum(["left", "right"]).default("left"),
    cta: ctaSchema.optional(),
  }),
});

export type ImageTextBlockData = ParsedBlock<typeof imageTextBlockSchema>;
