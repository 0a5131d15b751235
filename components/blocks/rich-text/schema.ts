import { z } from "zod";
import { htmlText, optionalText, type ParsedBlock } from "../shared-schemas";

/** Owner-written HTML; sanitised with lib/domain/sanitize-html on write and again on render. */
export const richTextBlockSchema = z.object({
  type: z.literal("richText"),
  props: z.object({ title: optionalText(160), html: htmlText(50_000) }),
});

export type RichTextBlockData = ParsedBlock<typeof richTextBlockSchema>;
