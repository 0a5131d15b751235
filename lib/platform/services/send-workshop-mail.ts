import "server-only";
import { buildIcs } from "@/lib/domain/ics";
import { toParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { mailSender } from "@/lib/platform/mail/sender";
import { workshopAddressCheckMail } from "@/lib/platform/mail/templates/booking-address-check";
import { workshopRegistrationMail, type WorkshopMailKind } from "@/lib/platform/mail/templates/workshop-registration";
import type { SiteRow } from "./find-site";
import { listSiteParameters } from "./list-site-parameters";
import type { MailWorkshop, SignUpContact } from "./workshop-seats";

/**
 * The pages of the e-mailed links; proxy.ts moves each token into a cookie of its page
 * (lib/domain/secret-links.ts). One token per sign-up serves them all (only its hash is stored).
 */
export const WORKSHOP_CANCEL_PAGE = "/ateliers/annulation";
export const WORKSHOP_CONFIRM_PAGE = "/ateliers/confirmation";
export const WORKSHOP_OFFER_PAGE = "/ateliers/place-proposee";

export interface WorkshopMailTarget {
  /** A sign-up whose address is confirmed: these e-mails carry the name the visitor typed. */
  registration: SignUpContact;
  workshop: MailWorkshop;
  kind: WorkshopMailKind;
  /** The sign-up's live token (only its hash is stored); null when the e-mail has no secret link. */
  token: string | null;
  waitingPosition?: number | null;
  offerExpiresAt?: Date | null;
}

const DEFAULT_DURATION_MINUTES = 60;
const LINK_PAGES: Partial<Record<WorkshopMailKind, string>> = { CONFIRMED: WORKSHOP_CANCEL_PAGE, WAITING: WORKSHOP_CANCEL_PAGE, OFFERED: WORKSHOP_OFFER_PAGE };

/** One e-mail of a sign-up, with the calendar invitation (.ics) when seats are booked or given back. */
export async function sendWorkshopMail(db: Database, site: SiteRow, origin: string, target: WorkshopMailTarget): Promise<void> {
  const { registration, workshop, kind, token } = target;
  const branding = await loadMailBranding(db, site, origin);
  const page = LINK_PAGES[kind];
  const mail = workshopRegistrationMail(branding, kind, {
    name: registration.name,
    workshopTitle: workshop.title,
    startsAt: workshop.terms.startsAt,
    location: workshop.terms.location,
    seats: registration.seats,
    link: token && page ? `${origin}${page}/${token}` : null,
    workshopLink: `${origin}/ateliers/${workshop.slug}/${workshop.id}`,
    waitingPosition: target.waitingPosition ?? null,
    offerExpiresAt: target.offerExpiresAt ?? null,
  });
  const attachments = [];
  const start = workshop.terms.startsAt;
  if (start && (kind === "CONFIRMED" || kind === "CANCELLED")) {
    const organizer = mailSender(toParameterMap(await listSiteParameters(db, site.id)), site);
    const method = kind === "CANCELLED" ? "CANCEL" : "REQUEST";
    attachments.push({
      filename: "atelier.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: buildIcs(
        {
          uid: `workshop-registration-${registration.id}@site-${site.id}.evolusite`,
          start,
          end: new Date(start.getTime() + (workshop.terms.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000),
          summary: workshop.title,
          description: `Atelier « ${workshop.title} » : ${registration.seats === 1 ? "1 place" : `${registration.seats} places`}.`,
          location: workshop.terms.location ?? undefined,
          organizer: { name: organizer.name, email: organizer.address },
          sequence: kind === "CANCELLED" ? 1 : 0,
        },
        method,
      ),
    });
  }
  await sendMail(db, site.id, { to: registration.email, ...mail, attachments, redact: token ? [token] : [] });
}

export interface WorkshopAddressCheckTarget {
  email: string;
  seats: number;
  waiting: boolean;
  workshop: MailWorkshop;
  token: string;
  confirmBy: Date;
}

/** The neutral « Confirmez votre inscription » to an address nobody confirmed (no name, no text of the visitor). */
export async function sendWorkshopAddressCheck(db: Database, site: SiteRow, origin: string, target: WorkshopAddressCheckTarget): Promise<void> {
  const branding = await loadMailBranding(db, site, origin);
  const mail = workshopAddressCheckMail(branding, {
    workshopTitle: target.workshop.title,
    startsAt: target.workshop.terms.startsAt,
    seats: target.seats,
    waiting: target.waiting,
    confirmLink: `${origin}${WORKSHOP_CONFIRM_PAGE}/${target.token}`,
    confirmBy: target.confirmBy,
  });
  await sendMail(db, site.id, { to: target.email, ...mail, redact: [target.token] });
}
