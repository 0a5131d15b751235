import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { RegisterData } from "@/lib/schemas/account";
import { findUserByEmail } from "./account-user";
import { issueEmailVerification, sendAccountExists } from "./email-verification";
import type { SiteRow } from "./find-site";
import { hashPassword } from "./hash-password";
import { isUniqueViolation } from "./unique-violation";

/** The one answer of POST /register, whether the address already had an account or not. */
export const REGISTER_MESSAGE =
  "Merci ! Un e-mail vient d'être envoyé à cette adresse : suivez le lien qu'il contient pour confirmer votre adresse, puis connectez-vous.";

/**
 * Creates a CUSTOMER of the site, address not yet verified (not logged in): the verification link
 * goes out after the answer. When the address already has an account, nothing is created and its
 * owner gets an e-mail instead. Both branches do the same awaited work (one lookup, one argon2
 * hash), so neither the answer nor its time tells whether the address had an account.
 */
export async function registerUser(db: Database, site: SiteRow, input: RegisterData, origin: string, now: Date = new Date()): Promise<void> {
  const existing = await findUserByEmail(db, site.id, input.email);
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    runInBackground("register-existing", () => sendAccountExists(db, site, existing, origin));
    return;
  }
  try {
    const [user] = await db
      .insert(users)
      .values({
        siteId: site.id,
        email: input.email,
        passwordHash,
        role: "CUSTOMER",
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone,
        birthdate: input.birthdate,
        acceptedTermsAt: now,
      })
      .returning({ id: users.id, email: users.email, firstname: users.firstname });
    runInBackground("email-verification", () => issueEmailVerification(db, site, user!, origin));
  } catch (error) {
    // Two registrations of one e-mail at the same time: the unique index decides, same answer.
    if (!isUniqueViolation(error)) throw error;
    runInBackground("register-existing", () => sendAccountExists(db, site, { email: input.email, firstname: null }, origin));
  }
}
