import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { reviewListSchema, type ReviewList } from "@/lib/schemas/reviews";

/** The published reviews (GET /google/reviews), from a day (AAAA-MM-JJ) when given. */
export async function loadReviews(from: string | null = null): Promise<ReviewList> {
  return readPublic("/google/reviews", reviewListSchema, from ? { from } : undefined);
}
