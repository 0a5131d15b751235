import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { passwordResetTokens, users } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { passwordResetMail } from "@/lib/platform/mail/templates/password-reset";
import type { SiteRow } from "./find-site";
import { hashSessionToken, newSessionToken } from "./session-token";

/** A reset link works for one hour (SPEC §7), once. */
export const RESET_TOKEN_TTL_SECONDS = 3_600;

/** The one answer of PUT /password/reset/ask, whether the account exists or not. */
export const RESET_ASK_MESSAGE = "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.";

interface ResetUser {
  id: number;
  email: string;
  firstname: string | null;
}

/**
 * Looks the address up on this site and, when an account exists, issues the link after the
 * answer (runInBackground). Both branches do the same awaited work (one indexed lookup), so the
 * answer takes the same time and says the same thing: nothing tells whether the account exists.
 */
export async function askPasswordReset(db: Database, site: SiteRow, email: string, origin: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.email, email)))
    .limit(1);
  if (!user) return;
  runInBackground("password-reset-link", () => issuePasswordResetLink(db, site, user, origin));
}

/**
 * A new single-use token (256 random bits; only its SHA-256 is stored), valid one hour. The
 * user's older unused links stop working: only the latest e-mail counts.
 */
export async function issuePasswordResetLink(
  db: Database,
  site: SiteRow,
  user: ResetUser,
  origin: string,
  now: Date = new Date(),
): Promise<void> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.siteId, site.id), eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      siteId: site.id,
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
  });
  const branding = await loadMailBranding(db, site, origin);
  const mail = passwordResetMail(branding, { link: `${origin}/password/reset/${token}`, firstname: user.firstname });
  await sendMail(db, site.id, { to: user.email, ...mail, redact: [token] });
}
