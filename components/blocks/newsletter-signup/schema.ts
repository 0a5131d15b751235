import { z } from "zod";
import { optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

/** Newsletter sign-up (double opt-in) for visitors; shown only when ENABLE_NEWSLETTER is on. */
export const newsletterSignupBlockSchema = z.object({
  type: z.literal("newsletterSignup"),
  props: z.object({ title: requiredText(160), text: optionalText(600) }),
});

export type NewsletterSignupBlockData = ParsedBlock<typeof newsletterSignupBlockSchema>;
