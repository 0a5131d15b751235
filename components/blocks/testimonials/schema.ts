import { z } from "zod";
import { optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

export const testimonialSchema = z.object({
  quote: requiredText(1000),
  author: requiredText(120),
  role: optionalText(120),
});

/** Customer quotes. */
export const testimonialsBlockSchema = z.object({
  type: z.literal("testimonials"),
  props: z.object({
    title: optionalText(160),
    items: z.array(testimonialSchema).min(1).max(20),
  }),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialsBlockData = ParsedBlock<typeof testimonialsBlockSchema>;
