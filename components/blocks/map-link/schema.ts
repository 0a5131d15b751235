import { z } from "zod";
import { optionalText, requiredText, type ParsedBlock } from "../shared-schemas";

/** A postal address with a link to an online map (no embedded map: no third-party tracker). */
export const mapLinkBlockSchema = z.object({
  type: z.literal("mapLink"),
  props: z.object({ title: optionalText(160), address: requiredText(300), label: requiredText(80) }),
});

export type MapLinkBlockData = ParsedBlock<typeof mapLinkBlockSchema>;
