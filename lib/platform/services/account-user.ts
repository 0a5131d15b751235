import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import { ApiError } from "@/lib/platform/api-error";
import type { UserProfile } from "@/lib/schemas/account";
import { pendingEmailOf } from "./email-verification";

/** The user of this site with that (lower-cased) e-mail, with the password hash. */
export async function findUserByEmail(db: Database, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

/** What GET /user and PUT /user show of a user (userProfileSchema): never the password hash. */
export async function loadProfile(db: Database, siteId: number, userId: number): Promise<UserProfile> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      phone: users.phone,
      firstname: users.firstname,
      lastname: users.lastname,
      birthdate: users.birthdate,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
    .limit(1);
  if (!row) throw new ApiError("UNAUTHORIZED");
  const { emailVerifiedAt, ...profile } = row;
  return { ...profile, emailVerified: emailVerifiedAt !== null, pendingEmail: await pendingEmailOf(db, siteId, row) };
}
