import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { reviewLinks } from "@/lib/platform/db/schema";
import { hashSessionToken } from "./session-token";

export const REVIEW_LINK_INVALID = "Ce lien d'avis est invalide, a expiré ou a déjà servi.";

/** The unused, unexpired link of this site behind a token; 404 otherwise (one message for every case). */
export async function findReviewLink(db: Database, siteId: number, token: string, now: Date = new Date()) {
  const [link] = await db
    .select({ id: reviewLinks.id, firstname: reviewLinks.firstname })
    .from(reviewLinks)
    .where(and(eq(reviewLinks.siteId, siteId), eq(reviewLinks.tokenHash, hashSessionToken(token)), isNull(reviewLinks.usedAt), gt(reviewLinks.expiresAt, now)))
    .limit(1);
  if (!link) throw new ApiError("NOT_FOUND", REVIEW_LINK_INVALID);
  return link;
}
