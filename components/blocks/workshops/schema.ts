import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** The next workshops of the site with their seats left (GET /element/ateliers, loaded at render time). */
export const workshopsBlockSchema = z.object({
  type: z.literal("workshops"),
  props: z.object({ title: optionalText(160), nbItem: z.number().int().min(1).max(12).default(3) }),
});

export type WorkshopsBlockData = ParsedBlock<typeof workshopsBlockSchema>;
