import { z } from "zod";
import { ctaSchema, imageRefSchema, optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

/** Full-width banner: title, subtitle, background image and one call to action. */
export const heroBlockSchema = z.object({
  type: z.literal("hero"),
  props: z.object({
    title: requiredText(160),
    subtitle: optionalText(400),
    image: imageRefSchema.optional(),
    cta: ctaSchema.optional(),
  }),
});

export type HeroBlockData = ParsedBlock<typeof heroBlockSchema>;
