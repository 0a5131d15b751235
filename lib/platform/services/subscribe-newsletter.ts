import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { newsletterLists, newsletterSubscriptions } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { newsletterConfirmationMail } from "@/lib/platform/mail/templates/newsletter-confirmation";
import { ACCOUNT_MESSAGES } from "@/lib/schemas/account";
import type { SiteRow } from "./find-site";
import { assertNewsletterEnabled } from "./newsletter-enabled";
import { hashSessionToken, newSessionToken } from "./session-token";

/** How long a double opt-in link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_SUBSCRIBE_MESSAGE = "Un e-mail de confirmation vient de vous être envoyé.";
export const NO_NEWSLETTER_LIST = "Ce site ne propose aucune lettre d'information.";

interface ListRow {
  id: number;
  name: string;
}

/** The chosen list of this site, else the default one (then the first); 422 when there is none. */
async function resolveList(db: Database, siteId: number, listId: number | undefined): Promise<ListRow> {
  const base = db.select({ id: newsletterLists.id, name: newsletterLists.name }).from(newsletterLists);
  if (listId !== undefined) {
    const [list] = await base.where(and(eq(newsletterLists.siteId, siteId), eq(newsletterLists.id, listId))).limit(1);
    if (!list) throw ApiError.validation({ listId: [ACCOUNT_MESSAGES.listInvalid] });
    return list;
  }
  const [list] = await base
    .where(eq(newsletterLists.siteId, siteId))
    .orderBy(desc(newsletterLists.isDefault), asc(newsletterLists.order), asc(newsletterLists.id))
    .limit(1);
  if (!list) throw ApiError.validation({ listId: [NO_NEWSLETTER_LIST] }, NO_NEWSLETTER_LIST);
  return list;
}

/**
 * A visitor asks to join a list (double opt-in). The checks that depend only on the request
 * (newsletter on, list exists) answer at once; everything that depends on the address (already
 * confirmed → nothing sent; otherwise a new pending link) happens after the answer, so the answer
 * is the same and takes the same time for every address.
 */
export async function subscribeNewsletter(
  db: Database,
  site: SiteRow,
  email: string,
  listId: number | undefined,
  origin: string,
): Promise<void> {
  await assertNewsletterEnabled(db, site.id);
  const list = await resolveList(db, site.id, listId);
  runInBackground("newsletter-confirmation", () => sendConfirmationLink(db, site, list, email, origin));
}

export async function sendConfirmationLink(
  db: Database,
  site: SiteRow,
  list: ListRow,
  email: string,
  origin: string,
  now: Date = new Date(),
): Promise<void> {
  const [existing] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.listId, list.id), eq(newsletterSubscriptions.email, email)))
    .limit(1);
  if (existing?.status === "CONFIRMED") return;

  const token = newSessionToken();
  const confirmTokenHash = hashSessionToken(token);
  await db
    .insert(newsletterSubscriptions)
    .values({ siteId: site.id, listId: list.id, email, status: "PENDING", confirmTokenHash, updatedAt: now })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.listId, newsletterSubscriptions.email],
      set: { status: "PENDING", confirmTokenHash, updatedAt: now },
    });
  const branding = await loadMailBranding(db, site, origin);
  const mail = newsletterConfirmationMail(branding, {
    link: `${origin}/newsletter/confirmation/${token}`,
    listName: list.name,
    validDays: NEWSLETTER_CONFIRM_DAYS,
  });
  await sendMail(db, site.id, { to: email, ...mail, redact: [token] });
}
