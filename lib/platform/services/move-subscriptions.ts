import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { newsletterSubscriptions } from "@/lib/platform/db/schema";

/**
 * Moves the newsletter subscriptions of the old address to the new one (they are kept by e-mail);
 * a list already subscribed under the new address keeps that row.
 */
export async function moveSubscriptions(db: Database, siteId: number, userId: number, from: string, to: string) {
  const scope = (email: string) => and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, email));
  const taken = (await db.select({ listId: newsletterSubscriptions.listId }).from(newsletterSubscriptions).where(scope(to))).map((r) => r.listId);
  await db
    .update(newsletterSubscriptions)
    .set({ email: to, userId, updatedAt: new Date() })
    .where(taken.length > 0 ? and(scope(from), notInArray(newsletterSubscriptions.listId, taken)) : scope(from));
  await db.delete(newsletterSubscriptions).where(scope(from));
}
