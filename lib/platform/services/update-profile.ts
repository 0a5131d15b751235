import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import type { ProfileData } from "@/lib/schemas/account";
import { emailTakenError, findUserByEmail, PROFILE_COLUMNS, type Profile } from "./account-user";
import { isUniqueViolation } from "./unique-violation";

/** Replaces the profile of a user (blank phone or birthdate → cleared). 409 when the new e-mail is taken here. */
export async function updateProfile(db: Database, siteId: number, userId: number, input: ProfileData): Promise<Profile> {
  const owner = await findUserByEmail(db, siteId, input.email);
  if (owner && owner.id !== userId) throw emailTakenError();
  try {
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
