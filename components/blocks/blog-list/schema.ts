import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** The latest blog articles of the site (loaded at render time; nothing while IS_BLOG_ACTIVATED is off). */
export const blogListBlockSchema = z.object({
  type: z.literal("blogList"),
  props: z.object({ title: optionalText(160), nbItem: z.number().int().min(1).max(12).default(3) }),
});

export type BlogListBlockData = ParsedBlock<typeof blogListBlockSchema>;
