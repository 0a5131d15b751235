import "server-only";
import type { z } from "zod";
import type { ReviewLinkAnswer, reviewLinkInputSchema } from "@/lib/schemas/reviews";
import type { Database } from "@/lib/platform/db/types";
import { reviewLinks } from "@/lib/platform/db/schema";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { reviewRequestMail } from "@/lib/platform/mail/templates/review-request";
import type { SiteRow } from "../find-site";
import { hashSessionToken, newSessionToken } from "../session-token";
import { recordAudit, type AuditActor } from "./record-audit";

/** A review link works 30 days, once. */
export const REVIEW_LINK_TTL_SECONDS = 30 * 86_400;

/** The path of the e-mailed link; proxy.ts moves the token into a cookie (lib/domain/secret-links.ts). */
export const REVIEW_LINK_PAGE = "/donner-mon-avis";

/**
 * Issues a single-use review link for one customer (only the token's SHA-256 is stored), audited as
 * review-link.create, then e-mails it. The token never appears in the answer nor in the audit.
 */
export async function createReviewLink(
  db: Database,
  site: SiteRow,
  actor: AuditActor,
  input: z.output<typeof reviewLinkInputSchema>,
  origin: string,
  now: Date = new Date(),
): Promise<ReviewLinkAnswer> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_TTL_SECONDS * 1000);
  const link = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(reviewLinks)
      .values({ siteId: site.id, tokenHash: hashSessionToken(token), email: input.email, firstname: input.firstname, lastname: input.lastname, expiresAt, createdBy: actor.id })
      .returning();
    await recordAudit(t, site.id, actor, {
      action: "review-link.create",
      entity: "review-link",
      entityId: row!.id,
      after: { email: input.email, firstname: input.firstname, expiresAt: expiresAt.toISOString() },
    });
    return row!;
  });
  const branding = await loadMailBranding(db, site, origin);
  const mail = reviewRequestMail(branding, { link: `${origin}${REVIEW_LINK_PAGE}/${token}`, firstname: input.firstname });
  await sendMail(db, site.id, { to: input.email, ...mail, redact: [token] });
  return { id: link.id, email: link.email, expiresAt: link.expiresAt.toISOString() };
}
