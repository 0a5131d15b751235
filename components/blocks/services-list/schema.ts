import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/**
 * The site's services read from the platform (GET /service?tag=), with a filter by tag. The older
 * servicesGrid block stays: its cards are typed by hand (any link, any text), this one follows the
 * services the owner manages.
 */
export const servicesListBlockSchema = z.object({
  type: z.literal("servicesList"),
  props: z.object({
    title: optionalText(160),
    /** Only services with one of these tags (comma list); empty = all. */
    tags: optionalText(500),
    showFilter: z.boolean().default(true),
  }),
});

export type ServicesListBlockData = ParsedBlock<typeof servicesListBlockSchema>;
