import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { ApiError, type FieldErrors } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { newsletterSubscriptions } from "@/lib/platform/db/schema";
import { ACCOUNT_MESSAGES } from "@/lib/schemas/account";
import { getNewsletterSubscription } from "./get-newsletter-subscription";
import { existingListIds } from "./list-newsletter-lists";
import { assertNewsletterEnabled } from "./newsletter-enabled";

export interface SubscriptionChange {
  listId: number;
  subscribed: boolean;
}

/**
 * A logged-in user's choices, list by list. Their address is known (they logged in with it), so
 * a subscription is confirmed at once, without the double opt-in e-mail. Leaving a list is
 * always possible, even when the site has turned the newsletter off.
 */
export async function updateNewsletterSubscription(
  db: Database,
  siteId: number,
  user: { id: number; email: string },
  changes: readonly SubscriptionChange[],
  now: Date = new Date(),
) {
  const known = await existingListIds(db, siteId, changes.map((c) => c.listId));
  const errors: FieldErrors = {};
  changes.forEach((change, index) => {
    if (!known.has(change.listId)) errors[`subscriptions.${index}.listId`] = [ACCOUNT_MESSAGES.listInvalid];
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  if (changes.some((c) => c.subscribed)) await assertNewsletterEnabled(db, siteId);

  const email = user.email.toLowerCase();
  for (const change of changes) {
    if (change.subscribed) {
      await db
        .insert(newsletterSubscriptions)
        .values({ siteId, listId: change.listId, email, userId: user.id, status: "CONFIRMED", confirmedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [newsletterSubscriptions.listId, newsletterSubscriptions.email],
          set: {
            userId: user.id,
            status: "CONFIRMED",
            confirmTokenHash: null,
            // Keep the date of the first confirmation when it already was confirmed.
            confirmedAt: sql`case when ${newsletterSubscriptions.status} = 'CONFIRMED' then ${newsletterSubscriptions.confirmedAt} else excluded.confirmed_at end`,
            updatedAt: now,
          },
        });
    } else {
      await db
        .update(newsletterSubscriptions)
        .set({ status: "UNSUBSCRIBED", confirmTokenHash: null, updatedAt: now })
        .where(
          and(
            eq(newsletterSubscriptions.siteId, siteId),
            eq(newsletterSubscriptions.listId, change.listId),
            eq(newsletterSubscriptions.email, email),
          ),
        );
    }
  }
  return getNewsletterSubscription(db, siteId, email);
}
