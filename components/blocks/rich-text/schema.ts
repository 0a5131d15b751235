import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** Owner-written HTML; sanitised with lib/domain/sanitize-html on write and again on render. */
export const richTextBlockSchema = z.object({
  type: z.literal("richText"),
  props: z.object({ title: optionalText(160), html: z.string().min(1).max(50_000) }),
});

export type RichTextBlockData = ParsedBlock<typeof richTextBlockSchema>;
