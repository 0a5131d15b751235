import "server-only";
import type { z } from "zod";
import type { ReviewLinkAnswer, reviewLinkInputSchema } from "@/lib/schemas/reviews";
import type { Database } from "@/lib/platform/db/types";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { reviewRequestMail } from "@/lib/platform/mail/templates/review-request";
import type { SiteRow } from "../find-site";
import { issueReviewLink, reviewLinkUrl } from "../issue-review-link";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * POST /admin/review-link: issues a single-use review link for one customer (issueReviewLink),
 * audited as review-link.create in the same transaction, then e-mails it. The token never appears
 * in the answer nor in the audit.
 */
export async function createReviewLink(
  db: Database,
  site: SiteRow,
  actor: AuditActor,
  input: z.output<typeof reviewLinkInputSchema>,
  origin: string,
  now: Date = new Date(),
): Promise<ReviewLinkAnswer> {
  const { link, token } = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const issued = await issueReviewLink(t, site.id, input, actor.id, now);
    await recordAudit(t, site.id, actor, {
      action: "review-link.create",
      entity: "review-link",
      entityId: issued.link.id,
      after: { email: input.email, firstname: input.firstname, expiresAt: issued.link.expiresAt.toISOString() },
    });
    return issued;
  });
  const branding = await loadMailBranding(db, site, origin);
  const mail = reviewRequestMail(branding, { link: reviewLinkUrl(origin, token), firstname: input.firstname });
  await sendMail(db, site.id, { to: input.email, ...mail, redact: [token] });
  return { id: link.id, email: link.email, expiresAt: link.expiresAt.toISOString() };
}
