import { z } from "zod";
import { ctaSchema, optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

/** A coloured band: title, short text and one button. */
export const callToActionBlockSchema = z.object({
  type: z.literal("callToAction"),
  props: z.object({ title: requiredText(160), text: optionalText(600), cta: ctaSchema }),
});

export type CallToActionBlockData = ParsedBlock<typeof callToActionBlockSchema>;
