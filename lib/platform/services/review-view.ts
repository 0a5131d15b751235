import "server-only";
import { reviewAuthorName } from "@/lib/domain/reviews";
import type { AdminReview, PublicReview } from "@/lib/schemas/reviews";
import type { reviews } from "@/lib/platform/db/schema";

type ReviewRow = typeof reviews.$inferSelect;

/** A review as visitors see it: the author reduced to « Prénom I. ». */
export function publicReviewView(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: reviewAuthorName(row.authorFirstname, row.authorLastname),
    reviewedAt: row.reviewedAt.toISOString(),
  };
}

export function adminReviewView(row: ReviewRow): AdminReview {
  return {
    ...publicReviewView(row),
    authorFirstname: row.authorFirstname,
    authorLastname: row.authorLastname,
    source: row.source,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
  };
}
