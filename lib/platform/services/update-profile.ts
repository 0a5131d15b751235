import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { newsletterSubscriptions, users } from "@/lib/platform/db/schema";
import type { ProfileData } from "@/lib/schemas/account";
import { emailTakenError, findUserByEmail, PROFILE_COLUMNS, type Profile } from "./account-user";
import { isUniqueViolation } from "./unique-violation";

/**
 * Moves the newsletter subscriptions of the old address to the new one (they are kept by e-mail);
 * a list already subscribed under the new address keeps that row.
 */
async function moveSubscriptions(db: Database, siteId: number, userId: number, from: string, to: string) {
  const scope = (email: string) => and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, email));
  const taken = (await db.select({ listId: newsletterSubscriptions.listId }).from(newsletterSubscriptions).where(scope(to))).map((r) => r.listId);
  await db
    .update(newsletterSubscriptions)
    .set({ email: to, userId, updatedAt: new Date() })
    .where(taken.length > 0 ? and(scope(from), notInArray(newsletterSubscriptions.listId, taken)) : scope(from));
  await db.delete(newsletterSubscriptions).where(scope(from));
}

/** Replaces the profile of a user (blank phone or birthdate → cleared). 409 when the new e-mail is taken here. */
export async function updateProfile(db: Database, siteId: number, userId: number, input: ProfileData): Promise<Profile> {
  const owner = await findUserByEmail(db, siteId, input.email);
  if (owner && owner.id !== userId) throw emailTakenError();
  const [current] = await db.select({ email: users.email }).from(users).where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  try {
    if (current && current.email !== input.email) await moveSubscriptions(db, siteId, userId, current.email, input.email);
    const [row] = await db
      .update(users)
      .set({
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone,
        birthdate: input.birthdate,
        updatedAt: new Date(),
      })
      .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
      .returning(PROFILE_COLUMNS);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
