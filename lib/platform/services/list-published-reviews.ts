import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { aggregateRating } from "@/lib/domain/reviews";
import type { ReviewList } from "@/lib/schemas/reviews";
import type { Database } from "@/lib/platform/db/types";
import { reviews } from "@/lib/platform/db/schema";
import { publicReviewView } from "./review-view";

/** At most this many reviews in one answer (newest first); the total and the average count them all. */
export const REVIEW_LIST_LIMIT = 50;

/**
 * GET /google/reviews: the published reviews of a site, given on or after `from` when set, newest
 * first, with the average of those same reviews (null when there is none: no AggregateRating).
 */
export async function listPublishedReviews(db: Database, siteId: number, from: Date | null): Promise<ReviewList> {
  const scope = and(eq(reviews.siteId, siteId), eq(reviews.isPublished, true), from ? gte(reviews.reviewedAt, from) : undefined);
  const rows = await db.select().from(reviews).where(scope).orderBy(desc(reviews.reviewedAt), desc(reviews.id));
  return {
    reviews: rows.slice(0, REVIEW_LIST_LIMIT).map(publicReviewView),
    total: rows.length,
    aggregate: aggregateRating(rows),
  };
}
