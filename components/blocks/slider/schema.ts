import { z } from "zod";
import { ctaSchema, imageRefSchema, optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

export const slideSchema = z.object({
  title: requiredText(160),
  subtitle: optionalText(400),
  image: imageRefSchema,
  cta: ctaSchema.optional(),
});

/** A carousel of slides (fullscreen by default). */
export const sliderBlockSchema = z.object({
  type: z.literal("slider"),
  props: z.object({
    fullscreen: z.boolean().default(true),
    slides: z.array(slideSchema).min(1).max(12),
  }),
});

export type Slide = z.infer<typeof slideSchema>;
export type SliderBlockData = ParsedBlock<typeof sliderBlockSchema>;
