import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** Company contact details and opening hours, read from the site parameters at render time. */
export const contactInfoBlockSchema = z.object({
  type: z.literal("contactInfo"),
  props: z.object({ title: optionalText(160), showOpeningHours: z.boolean().default(true) }),
});

export type ContactInfoBlockData = ParsedBlock<typeof contactInfoBlockSchema>;
