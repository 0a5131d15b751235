import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { reviewLinks } from "@/lib/platform/db/schema";
import { hashSessionToken, newSessionToken } from "./session-token";

/** A review link works 30 days, once. */
export const REVIEW_LINK_TTL_SECONDS = 30 * 86_400;

/** The path of the e-mailed link; proxy.ts moves the token into a cookie (lib/domain/secret-links.ts). */
export const REVIEW_LINK_PAGE = "/donner-mon-avis";

export interface ReviewLinkRecipient {
  email: string;
  firstname: string;
  lastname: string;
}

/** The address of the review page with its token (`origin`: the site's, never a request's unchecked Host). */
export function reviewLinkUrl(origin: string, token: string): string {
  return `${origin}${REVIEW_LINK_PAGE}/${token}`;
}

/**
 * Stores a new single-use review link of the site for one recipient (only the token's SHA-256 is
 * kept) and gives the row and the token, which only the e-mail may carry. Run it in the caller's
 * transaction: the admin route audits it there, the order review job marks the order there.
 * `createdBy`: the admin who asked, null when the platform did (a delivered order).
 */
export async function issueReviewLink(tx: Database, siteId: number, recipient: ReviewLinkRecipient, createdBy: number | null, now: Date) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_TTL_SECONDS * 1000);
  const [link] = await tx
    .insert(reviewLinks)
    .values({ siteId, tokenHash: hashSessionToken(token), email: recipient.email, firstname: recipient.firstname, lastname: recipient.lastname, expiresAt, createdBy })
    .returning();
  return { link: link!, token };
}
