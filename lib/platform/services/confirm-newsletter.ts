import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { newsletterLists, newsletterSubscriptions } from "@/lib/platform/db/schema";
import { hashSessionToken } from "./session-token";
import { NEWSLETTER_CONFIRM_DAYS } from "./subscribe-newsletter";

export const NEWSLETTER_LINK_INVALID = "Ce lien de confirmation n'est plus valide : inscrivez-vous à nouveau.";
export const NEWSLETTER_CONFIRMED = "Votre inscription est confirmée.";

function invalidLink(): ApiError {
  return ApiError.validation({ token: [NEWSLETTER_LINK_INVALID] }, NEWSLETTER_LINK_INVALID);
}

/** Follows a double opt-in link: the pending subscription of this site becomes CONFIRMED (link used up). */
export async function confirmNewsletter(db: Database, siteId: number, token: string, now: Date = new Date()) {
  if (token.length < 20 || token.length > 200) throw invalidLink();
  const oldest = new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * 86_400_000);
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: "CONFIRMED", confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashSessionToken(token)),
        eq(newsletterSubscriptions.siteId, siteId),
        eq(newsletterSubscriptions.status, "PENDING"),
        gt(newsletterSubscriptions.updatedAt, oldest),
      ),
    )
    .returning({ listId: newsletterSubscriptions.listId });
  if (!row) throw invalidLink();
  const [list] = await db.select({ name: newsletterLists.name }).from(newsletterLists).where(eq(newsletterLists.id, row.listId));
  return { listId: row.listId, listName: list?.name ?? null, status: "CONFIRMED" as const };
}
