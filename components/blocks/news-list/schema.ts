import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** The latest published news of the site (loaded at render time). */
export const newsListBlockSchema = z.object({
  type: z.literal("newsList"),
  props: z.object({ title: optionalText(160), nbItem: z.number().int().min(1).max(24).default(3) }),
});

export type NewsListBlockData = ParsedBlock<typeof newsListBlockSchema>;
