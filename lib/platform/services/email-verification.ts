import "server-only";
import { and, eq, gt, ne } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { emailVerificationTokens, passwordResetTokens, users } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { accountExistsMail } from "@/lib/platform/mail/templates/account-exists";
import { emailChangedMail } from "@/lib/platform/mail/templates/email-changed";
import { emailVerificationMail } from "@/lib/platform/mail/templates/email-verification";
import { ACCOUNT_MESSAGES } from "@/lib/schemas/account";
import type { SiteRow } from "./find-site";
import { hashSessionToken, newSessionToken } from "./session-token";
import { moveSubscriptions } from "./move-subscriptions";

/** An e-mail verification link works for 48 hours, once. */
export const EMAIL_VERIFY_TTL_HOURS = 48;

export const EMAIL_TAKEN_AT_CONFIRM = "Cette adresse est déjà celle d'un autre compte : le changement n'a pas été fait.";

interface MailUser {
  id: number;
  email: string;
  firstname: string | null;
}

function invalidLink(): ApiError {
  return ApiError.validation({ token: [ACCOUNT_MESSAGES.emailLinkInvalid] }, ACCOUNT_MESSAGES.emailLinkInvalid);
}

/** A new token proving `email` for the user; the user's older links stop working (only the latest counts). */
async function createEmailToken(db: Database, siteId: number, userId: number, email: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailVerificationTokens).where(and(eq(emailVerificationTokens.siteId, siteId), eq(emailVerificationTokens.userId, userId)));
    await tx.insert(emailVerificationTokens).values({
      siteId,
      userId,
      email,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_VERIFY_TTL_HOURS * 3_600_000),
    });
  });
  return token;
}

async function sendVerificationLink(db: Database, site: SiteRow, user: MailUser, email: string, token: string, origin: string) {
  const branding = await loadMailBranding(db, site, origin);
  const mail = emailVerificationMail(branding, {
    link: `${origin}/email/verification/${token}`,
    firstname: user.firstname,
    validHours: EMAIL_VERIFY_TTL_HOURS,
    change: email !== user.email,
  });
  await sendMail(db, site.id, { to: email, ...mail, redact: [token] });
}

/** A new link proving the account's own address (after registration, or asked again). */
export async function issueEmailVerification(db: Database, site: SiteRow, user: MailUser, origin: string, now: Date = new Date()) {
  const token = await createEmailToken(db, site.id, user.id, user.email, now);
  await sendVerificationLink(db, site, user, user.email, token, origin);
}

/** Tells the owner of an address that already has an account that someone tried to use it. */
export async function sendAccountExists(db: Database, site: SiteRow, owner: { email: string; firstname: string | null }, origin: string) {
  const branding = await loadMailBranding(db, site, origin);
  const mail = accountExistsMail(branding, { loginUrl: `${origin}/auth`, resetUrl: `${origin}/password/reset/ask`, firstname: owner.firstname });
  await sendMail(db, site.id, { to: owner.email, ...mail });
}

/**
 * A new address for an account (PUT /user, current password already checked): the link goes to
 * the new address; when that address already has an account here, its owner is told instead.
 * Both happen after the answer, which is the same either way.
 */
export async function requestEmailChange(
  db: Database,
  site: SiteRow,
  user: MailUser,
  newEmail: string,
  origin: string,
  now: Date = new Date(),
): Promise<void> {
  // The token exists in both cases (the account then shows the same pending address): when the
  // address is taken it is never sent, and confirming it would be refused anyway.
  const token = await createEmailToken(db, site.id, user.id, newEmail, now);
  runInBackground("email-change", async () => {
    const [owner] = await db
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.email, newEmail)))
      .limit(1);
    await (owner ? sendAccountExists(db, site, owner, origin) : sendVerificationLink(db, site, user, newEmail, token, origin));
  });
}

/** The new address waiting for its link, if any. */
export async function pendingEmailOf(db: Database, siteId: number, user: { id: number; email: string }, now: Date = new Date()) {
  const [row] = await db
    .select({ email: emailVerificationTokens.email })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.siteId, siteId),
        eq(emailVerificationTokens.userId, user.id),
        ne(emailVerificationTokens.email, user.email),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}

/**
 * Follows a verification link of this site: the address it was sent to is now proven. For a new
 * address, it becomes the account's (newsletter subscriptions follow it, reset links of the old one
 * are revoked, the old address is told). The link is used up either way.
 */
export async function confirmEmailVerification(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()) {
  if (token.length < 20 || token.length > 200) throw invalidLink();
  const [link] = await db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashSessionToken(token)),
        eq(emailVerificationTokens.siteId, site.id),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!link) throw invalidLink();
  const [user] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.id, link.userId)))
    .limit(1);
  if (!user) throw invalidLink();

  if (link.email === user.email) {
    await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    return { email: user.email };
  }

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [taken] = await t.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, link.email))).limit(1);
    if (taken) throw ApiError.validation({ token: [EMAIL_TAKEN_AT_CONFIRM] }, EMAIL_TAKEN_AT_CONFIRM);
    await moveSubscriptions(t, site.id, user.id, user.email, link.email);
    await t.update(users).set({ email: link.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    // A reset link was sent to the old address: it must not outlive the change.
    await t.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await t.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  });
  runInBackground("email-changed-notice", async () => {
    const branding = await loadMailBranding(db, site, origin);
    await sendMail(db, site.id, { to: user.email, ...emailChangedMail(branding, { newEmail: link.email, firstname: user.firstname }) });
  });
  return { email: link.email };
}
