import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@/lib/schemas/account";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { passwordResetTokens, users } from "@/lib/platform/db/schema";
import { hashPassword } from "./hash-password";
import { revokeUserSessions } from "./revoke-sessions";
import { hashSessionToken } from "./session-token";

export const PASSWORD_RESET_DONE = "Votre mot de passe a été modifié : vous pouvez vous connecter.";

function invalidLink(): ApiError {
  return ApiError.validation({ token: [ACCOUNT_MESSAGES.resetTokenInvalid] }, ACCOUNT_MESSAGES.resetTokenInvalid);
}

/**
 * Sets a new password from an e-mailed link: the token must be of this site, unused and less
 * than an hour old. The token is claimed with a conditional update (two concurrent uses: one
 * wins), the user's other links are dropped, then every session of the user ends. Returns the
 * user's id.
 */
export async function resetPassword(db: Database, siteId: number, token: string, password: string, now: Date = new Date()): Promise<number> {
  if (token.length < 20 || token.length > 200) throw invalidLink();
  const tokenHash = hashSessionToken(token);
  const [link] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.siteId, siteId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!link) throw invalidLink();

  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    // The link reached the account's address: following it proves that address too.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), eq(users.siteId, siteId)));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return claimed.userId;
  });
  if (userId === null) throw invalidLink();
  await revokeUserSessions(db, siteId, userId);
  return userId;
}
