import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { newsletterSubscriptions, outbox, passwordResetTokens, sessions, users } from "@/lib/platform/db/schema";

/**
 * Erases a user of a site and their personal data (RGPD art. 17) in one transaction: sessions,
 * reset links, newsletter subscriptions of the account or of its (verified) e-mail, the e-mails
 * kept for that address in the outbox, then the user row (devices and e-mail links cascade). Returns false when there was no such user.
 */
export async function deleteUser(db: Database, siteId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [user] = await t
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
      .limit(1);
    if (!user) return false;
    // What is kept by address (subscriptions, e-mails) is the account's only when the address is
    // proven: an unverified account must not erase a stranger's data.
    const byAddress = user.emailVerifiedAt !== null;
    await t
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.siteId, siteId),
          byAddress ? or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, user.email)) : eq(newsletterSubscriptions.userId, userId),
        ),
      );
    if (byAddress) await t.delete(outbox).where(and(eq(outbox.siteId, siteId), eq(outbox.toAddress, user.email)));
    await t.delete(passwordResetTokens).where(and(eq(passwordResetTokens.siteId, siteId), eq(passwordResetTokens.userId, userId)));
    await t.delete(sessions).where(and(eq(sessions.siteId, siteId), eq(sessions.userId, userId)));
    await t.delete(users).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    return true;
  });
}
