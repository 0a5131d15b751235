import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { CustomerReviewInput } from "@/lib/schemas/reviews";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { reviewLinks, reviews } from "@/lib/platform/db/schema";
import { REVIEW_LINK_INVALID } from "./find-review-link";
import { hashSessionToken } from "./session-token";

export const REVIEW_RECEIVED_MESSAGE = "Merci ! Votre avis a bien été reçu : il sera publié après relecture.";

/**
 * Stores a customer's review left through their link, unpublished until the admin moderates it.
 * The link is spent by the same conditional update that finds it, in the review's transaction:
 * two submissions with one link give exactly one review.
 */
export async function submitCustomerReview(db: Database, siteId: number, input: CustomerReviewInput, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [link] = await t
      .update(reviewLinks)
      .set({ usedAt: now })
      .where(and(eq(reviewLinks.siteId, siteId), eq(reviewLinks.tokenHash, hashSessionToken(input.token)), isNull(reviewLinks.usedAt), gt(reviewLinks.expiresAt, now)))
      .returning();
    if (!link) throw new ApiError("NOT_FOUND", REVIEW_LINK_INVALID);
    await t.insert(reviews).values({
      siteId,
      rating: input.rating,
      text: input.text,
      authorFirstname: link.firstname,
      authorLastname: link.lastname,
      source: "LINK",
      reviewLinkId: link.id,
      isPublished: false,
      reviewedAt: now,
    });
  });
}
