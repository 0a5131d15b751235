import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** A form defined as data (GET /forms/{id}), shown by its id; the title defaults to the form's. */
export const formBlockSchema = z.object({
  type: z.literal("form"),
  props: z.object({ formId: z.number().int().positive().max(2_147_483_647), title: optionalText(160) }),
});

export type FormBlockData = ParsedBlock<typeof formBlockSchema>;
