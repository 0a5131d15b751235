import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** The contact form (POST /message): a title and a short introduction above it. */
export const contactFormBlockSchema = z.object({
  type: z.literal("contactForm"),
  props: z.object({ title: optionalText(160), intro: optionalText(600) }),
});

export type ContactFormBlockData = ParsedBlock<typeof contactFormBlockSchema>;
