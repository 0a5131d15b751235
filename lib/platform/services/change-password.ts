import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import { createSession } from "./create-session";
import { hashPassword, verifyPassword } from "./hash-password";
import { revokeUserSessions } from "./revoke-sessions";

/**
 * Replaces a user's password after checking the current one (null when it is wrong). Every
 * session of the user ends, the caller's included, and one new session is opened for the caller.
 */
export async function changePassword(db: Database, siteId: number, userId: number, currentPassword: string, newPassword: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .limit(1);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) return null;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
    await revokeUserSessions(t, siteId, userId);
    return createSession(t, siteId, userId);
  });
}
