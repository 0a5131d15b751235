import { z } from "zod";
import { imageRefSchema, linkTargetSchema, optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

export const serviceItemSchema = z.object({
  title: requiredText(160),
  summary: requiredText(400),
  href: linkTargetSchema,
  image: imageRefSchema.optional(),
});

/** Cards linking the service pages. */
export const servicesGridBlockSchema = z.object({
  type: z.literal("servicesGrid"),
  props: z.object({
    title: optionalText(160),
    items: z.array(serviceItemSchema).min(1).max(12),
  }),
});

export type ServiceItem = z.infer<typeof serviceItemSchema>;
export type ServicesGridBlockData = ParsedBlock<typeof servicesGridBlockSchema>;
