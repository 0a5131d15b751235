import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { passwordProblem } from "@/lib/domain/password-policy";
import type { Database } from "@/lib/platform/db/types";
import { sites, users } from "@/lib/platform/db/schema";
import { emailSchema } from "@/lib/schemas/account";
import { findUserByEmail } from "./account-user";
import { hashPassword } from "./hash-password";
import { revokeUserSessions } from "./revoke-sessions";

/** A refusal to show as is (French) to whoever runs `npm run admin:create`. */
export class CreateAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CreateAdminError";
  }
}

export interface CreateAdminInput {
  siteId: number;
  email: string;
  /** Checked against the password policy; a strong one is generated when absent (new accounts). */
  password?: string;
  firstname?: string | null;
  lastname?: string | null;
}

export interface CreateAdminResult {
  /** created: new account; promoted: an existing account became ADMIN; unchanged: it already was admin. */
  outcome: "created" | "promoted" | "unchanged";
  userId: number;
  email: string;
  role: "ADMIN" | "SUPER_ADMIN";
  siteName: string;
  /** Set when this call generated the password: to be shown once, it is stored only hashed. */
  generatedPassword: string | null;
  /** True when the account's password was set or replaced (its sessions were then ended). */
  passwordSet: boolean;
}

/** 24 characters from 144 random bits, checked against the policy like any other. */
export function generateStrongPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString("base64url");
    if (passwordProblem(candidate) === null) return candidate;
  }
}

/**
 * Creates an ADMIN of a site, or promotes the existing account of that e-mail (CUSTOMER → ADMIN; a
 * SUPER_ADMIN stays one). A given password replaces the account's one; otherwise a new account (or
 * one without any password) gets a generated password.
 */
export async function createAdmin(db: Database, input: CreateAdminInput): Promise<CreateAdminResult> {
  const [site] = await db.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, input.siteId)).limit(1);
  if (!site) {
    const known = await db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.id));
    const list = known.length > 0 ? known.map((s) => `${s.id} (${s.name})`).join(", ") : "aucun";
    throw new CreateAdminError(`Site inconnu : aucun site n'a l'identifiant ${input.siteId}. Sites existants : ${list}.`);
  }
  const parsedEmail = emailSchema.safeParse(input.email);
  if (!parsedEmail.success) {
    throw new CreateAdminError(`Adresse e-mail invalide (« ${input.email} ») : ${parsedEmail.error.issues[0]?.message ?? ""}`.trim());
  }
  const email = parsedEmail.data;
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) throw new CreateAdminError(`Mot de passe refusé : ${problem}`);
  }

  const existing = await findUserByEmail(db, site.id, email);
  const needsGenerated = input.password === undefined && !existing?.passwordHash;
  const generatedPassword = needsGenerated ? generateStrongPassword() : null;
  const password = input.password ?? generatedPassword;
  const passwordHash = password === null ? null : await hashPassword(password);

  if (!existing) {
    const [row] = await db
      .insert(users)
      .values({
        siteId: site.id,
        email,
        passwordHash,
        role: "ADMIN",
        firstname: input.firstname ?? null,
        lastname: input.lastname ?? null,
        // Created by the operator (CLI or demo seed), who chose the address: trusted as verified.
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    return { outcome: "created", userId: row!.id, email, role: "ADMIN", siteName: site.name, generatedPassword, passwordSet: true };
  }

  const role = existing.role === "SUPER_ADMIN" ? "SUPER_ADMIN" : "ADMIN";
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .update(users)
      .set({ role, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
      .where(and(eq(users.siteId, site.id), eq(users.id, existing.id)));
    if (passwordHash) await revokeUserSessions(t, site.id, existing.id);
  });
  return {
    outcome: existing.role === "CUSTOMER" ? "promoted" : "unchanged",
    userId: existing.id,
    email,
    role,
    siteName: site.name,
    generatedPassword,
    passwordSet: passwordHash !== null,
  };
}
