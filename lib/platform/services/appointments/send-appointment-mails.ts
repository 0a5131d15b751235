import "server-only";
import { buildIcs, type CalendarMethod } from "@/lib/domain/ics";
import { readText, toParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import {
  appointmentCancellationMail,
  appointmentConfirmationMail,
  appointmentNotificationMail,
  type AppointmentMailData,
} from "@/lib/platform/mail/templates/appointment";
import { appointmentAddressCheckMail } from "@/lib/platform/mail/templates/booking-address-check";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";

export interface AppointmentMailInput extends AppointmentMailData {
  id: number;
  sequence: number;
}

/** The page where visitors book (links in the cancellation and reminder e-mails). */
export const BOOKING_PAGE_PATH = "/prendre-un-rendez";
/** The e-mailed manage link; proxy.ts moves the token into a cookie (lib/domain/secret-links.ts). */
export const MANAGE_PAGE_PATH = "/rendez-vous";

/** The .ics of one booking; the same uid across moves and cancellation so calendars update it. */
export async function appointmentIcs(db: Database, site: SiteRow, data: AppointmentMailInput, method: CalendarMethod) {
  const map = toParameterMap(await listSiteParameters(db, site.id));
  const businessName = readText(map, "COMPANY_NAME") ?? site.name;
  const businessEmail = readText(map, "COMPANY_EMAIL");
  return {
    filename: method === "CANCEL" ? "annulation-rendez-vous.ics" : "rendez-vous.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs(
      {
        uid: `appointment-${data.id}@site-${site.id}.evolusite`,
        start: data.start,
        end: data.end,
        summary: `${data.serviceName} – ${businessName}`,
        location: readText(map, "HEAD_OFFICE") ?? undefined,
        organizer: businessEmail ? { name: businessName, email: businessEmail } : undefined,
        sequence: data.sequence,
      },
      method,
    ),
  };
}

async function businessAddress(db: Database, siteId: number): Promise<string | null> {
  return readText(toParameterMap(await listSiteParameters(db, siteId, ["COMPANY_EMAIL"])), "COMPANY_EMAIL");
}

/** Confirmation (with the .ics and the manage link) to the visitor, notification to the business. */
export async function sendBookingMails(db: Database, site: SiteRow, data: AppointmentMailInput, token: string, origin: string, moved = false) {
  const branding = await loadMailBranding(db, site, origin);
  const confirmation = appointmentConfirmationMail(branding, data, `${origin}${MANAGE_PAGE_PATH}/${token}`, moved);
  await sendMail(db, site.id, { to: data.email, ...confirmation, redact: [token], attachments: [await appointmentIcs(db, site, data, "REQUEST")] });
  const business = await businessAddress(db, site.id);
  if (business) await sendMail(db, site.id, { to: business, ...appointmentNotificationMail(branding, data, moved ? "moved" : "new") });
}

/**
 * To an address nobody confirmed: the neutral « Confirmez votre rendez-vous » (service, date, the
 * manage link that confirms), nothing the visitor typed; nothing to the business yet.
 */
export async function sendAddressCheckMail(
  db: Database,
  site: SiteRow,
  data: { email: string; serviceName: string; start: Date; end: Date; confirmBy: Date },
  token: string,
  origin: string,
) {
  const branding = await loadMailBranding(db, site, origin);
  const mail = appointmentAddressCheckMail(branding, { ...data, confirmLink: `${origin}${MANAGE_PAGE_PATH}/${token}` });
  await sendMail(db, site.id, { to: data.email, ...mail, redact: [token] });
}

/** Cancellation (with a CANCEL .ics) to the visitor, notification to the business. */
export async function sendCancellationMails(db: Database, site: SiteRow, data: AppointmentMailInput, origin: string) {
  const branding = await loadMailBranding(db, site, origin);
  const mail = appointmentCancellationMail(branding, data, `${origin}${BOOKING_PAGE_PATH}`);
  await sendMail(db, site.id, { to: data.email, ...mail, attachments: [await appointmentIcs(db, site, data, "CANCEL")] });
  const business = await businessAddress(db, site.id);
  if (business) await sendMail(db, site.id, { to: business, ...appointmentNotificationMail(branding, data, "cancelled") });
}
