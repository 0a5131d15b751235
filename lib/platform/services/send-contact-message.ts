import "server-only";
import { readText, toParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import { contactMessages } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { contactAcknowledgementMail, contactMessageMail, type ContactMailInput } from "@/lib/platform/mail/templates/contact-message";
import type { SiteRow } from "./find-site";
import { listSiteParameters } from "./list-site-parameters";

/**
 * A visitor's message (POST /message): stored for the admins, then — after the answer, so the
 * visitor never waits for SMTP — a copy to the business (COMPANY_EMAIL, Reply-To the visitor) and
 * an acknowledgement to the visitor.
 */
export async function sendContactMessage(db: Database, site: SiteRow, input: ContactMailInput, origin: string): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ siteId: site.id, name: input.name, email: input.email, phone: input.phone, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id });
  runInBackground("contact-message", async () => {
    const [branding, parameters] = await Promise.all([loadMailBranding(db, site, origin), listSiteParameters(db, site.id)]);
    const business = readText(toParameterMap(parameters), "COMPANY_EMAIL");
    if (business) await sendMail(db, site.id, { to: business, replyTo: input.email, ...contactMessageMail(branding, input) });
    await sendMail(db, site.id, { to: input.email, ...contactAcknowledgementMail(branding, input) });
  });
  return row!.id;
}
