import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { findUserByEmail } from "./account-user";
import { createSession } from "./create-session";
import { verifyAgainstDummy, verifyPassword } from "./hash-password";

/**
 * Checks an e-mail and password of a site and opens a session; null when either is wrong. An
 * unknown e-mail costs one argon2 verification too, so the answer time does not tell it apart.
 */
export async function logIn(db: Database, siteId: number, email: string, password: string) {
  const user = await findUserByEmail(db, siteId, email);
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) return null;
  const session = await createSession(db, siteId, user.id);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: { id: user.id, email: user.email, role: user.role, firstname: user.firstname, lastname: user.lastname },
  };
}
