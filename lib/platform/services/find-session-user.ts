import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { sessions, users } from "@/lib/platform/db/schema";
import type { UserProfile } from "@/lib/schemas/account";
import { hashSessionToken } from "./session-token";

export type UserRole = UserProfile["role"];

/** The logged user of a request: the profile's fields (one schema, lib/schemas/account.ts) and the site. */
export type SessionUser = Omit<UserProfile, "pendingEmail"> & { siteId: number };

/** The user behind a live session token of this site (expired or foreign tokens → null). */
export async function findSessionUser(db: Database, siteId: number, token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      email: users.email,
      role: users.role,
      firstname: users.firstname,
      lastname: users.lastname,
      phone: users.phone,
      birthdate: users.birthdate,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.siteId, sessions.siteId)))
    .where(
      and(eq(sessions.tokenHash, hashSessionToken(token)), eq(sessions.siteId, siteId), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) return null;
  const { emailVerifiedAt, ...user } = row;
  return { ...user, emailVerified: emailVerifiedAt !== null };
}
