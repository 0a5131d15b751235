import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { NEWSLETTER_STATUSES, newsletterSubscriptions } from "@/lib/platform/db/schema";

export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The subscriptions of an address on this site, one per list it ever joined (by list id). */
export async function getNewsletterSubscription(
  db: Database,
  siteId: number,
  email: string,
): Promise<{ listId: number; status: NewsletterStatus }[]> {
  return db
    .select({ listId: newsletterSubscriptions.listId, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, email.toLowerCase())))
    .orderBy(asc(newsletterSubscriptions.listId));
}
