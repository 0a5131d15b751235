import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import type { RegisterData } from "@/lib/schemas/account";
import { emailTakenError, findUserByEmail } from "./account-user";
import { hashPassword } from "./hash-password";
import { isUniqueViolation } from "./unique-violation";

/** Creates a CUSTOMER of the site (not logged in). 409 when the e-mail already has an account here. */
export async function registerUser(db: Database, siteId: number, input: RegisterData, now: Date = new Date()) {
  if (await findUserByEmail(db, siteId, input.email)) throw emailTakenError();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        siteId,
        email: input.email,
        passwordHash,
        role: "CUSTOMER",
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone,
        birthdate: input.birthdate,
        acceptedTermsAt: now,
      })
      .returning({ id: users.id, email: users.email, role: users.role, firstname: users.firstname, lastname: users.lastname });
    return user!;
  } catch (error) {
    // Two registrations of one e-mail at the same time: the unique index decides.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
