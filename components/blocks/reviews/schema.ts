import { z } from "zod";
import { optionalText, type ParsedBlock } from "../shared-schemas";

/** Published customer reviews (GET /google/reviews) with their average and AggregateRating JSON-LD. */
export const reviewsBlockSchema = z.object({
  type: z.literal("reviews"),
  props: z.object({
    title: optionalText(160),
    nbItem: z.number().int().min(1).max(50).default(6),
    /** Only reviews given on or after this day (AAAA-MM-JJ). */
    from: z.iso.date({ error: "Date au format AAAA-MM-JJ." }).optional(),
  }),
});

export type ReviewsBlockData = ParsedBlock<typeof reviewsBlockSchema>;
