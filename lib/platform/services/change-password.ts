import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { passwordResetTokens, users } from "@/lib/platform/db/schema";
import { takeSlots } from "@/lib/platform/rate-limit";
import { createSession } from "./create-session";
import { hashPassword, verifyPassword } from "./hash-password";
import { revokeUserSessions } from "./revoke-sessions";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Le mot de passe actuel est incorrect.";

/** Wrong current passwords per account (a stolen session must not become a password oracle). */
export const PASSWORD_CHANGE_LIMITS = { perUser: 5, windowSeconds: 15 * 60 } as const;

/**
 * Checks the current password of a logged-in user (password or e-mail change): a slot of the
 * user's bucket is taken BEFORE the argon2 check (429 once full, whatever the burst), given back
 * when the password was right; a wrong one is a 422 on `currentPassword`.
 */
export async function assertCurrentPassword(db: Database, siteId: number, userId: number, password: string): Promise<void> {
  const slots = await takeSlots([
    { key: `password-change:user:${siteId}:${userId}`, limit: PASSWORD_CHANGE_LIMITS.perUser, windowSeconds: PASSWORD_CHANGE_LIMITS.windowSeconds },
  ]);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .limit(1);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw ApiError.validation({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] }, WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await slots.release();
}

/**
 * Replaces a user's password after checking the current one. Every session of the user ends, the
 * caller's included, and one new session is opened for the caller; reset links still unused stop
 * working (they were asked for with the old password).
 */
export async function changePassword(db: Database, siteId: number, userId: number, currentPassword: string, newPassword: string) {
  await assertCurrentPassword(db, siteId, userId, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    await t.delete(passwordResetTokens).where(and(eq(passwordResetTokens.siteId, siteId), eq(passwordResetTokens.userId, userId)));
    await revokeUserSessions(t, siteId, userId);
    return createSession(t, siteId, userId);
  });
}
