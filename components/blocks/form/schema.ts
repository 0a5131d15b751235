import { z } from "zod";
import { entityId, optionalText, type ParsedBlock } from "../shared-schemas";

/** A form defined as data (GET /forms/{id}), shown by its id; the title defaults to the form's. */
export const formBlockSchema = z.object({
  type: z.literal("form"),
  props: z.object({ formId: entityId("form", "Choisissez un formulaire."), title: optionalText(160) }),
});

export type FormBlockData = ParsedBlock<typeof formBlockSchema>;
