import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { users } from "@/lib/platform/db/schema";
import { ApiError } from "@/lib/platform/api-error";

/** What the account routes show of a user: never the password hash. */
export const PROFILE_COLUMNS = {
  id: users.id,
  email: users.email,
  role: users.role,
  phone: users.phone,
  firstname: users.firstname,
  lastname: users.lastname,
  birthdate: users.birthdate,
} as const;

export type Profile = {
  id: number;
  email: string;
  role: (typeof users.$inferSelect)["role"];
  phone: string | null;
  firstname: string | null;
  lastname: string | null;
  birthdate: string | null;
};

export const EMAIL_TAKEN_MESSAGE = "Un compte existe déjà avec cette adresse e-mail.";

/** 409 carrying the message on the `email` field, so a form can show it there. */
export function emailTakenError(): ApiError {
  return new ApiError("CONFLICT", EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });
}

/** The user of this site with that (lower-cased) e-mail, with the password hash. */
export async function findUserByEmail(db: Database, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}
