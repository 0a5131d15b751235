import "server-only";
import { buildIcs } from "@/lib/domain/ics";
import { toParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { mailSender } from "@/lib/platform/mail/sender";
import { workshopRegistrationMail, type WorkshopMailKind } from "@/lib/platform/mail/templates/workshop-registration";
import type { SiteRow } from "./find-site";
import { listSiteParameters } from "./list-site-parameters";
import type { WorkshopTerms } from "./workshop-seats";

/** Path of the cancel link; proxy.ts moves the token into a cookie (lib/domain/secret-links.ts). */
export const WORKSHOP_CANCEL_PAGE = "/ateliers/annulation";

export interface WorkshopMailTarget {
  registration: { id: number; name: string; email: string; seats: number };
  workshop: { id: number; title: string; slug: string; terms: WorkshopTerms };
  kind: WorkshopMailKind;
  /** The live cancel token (only its hash is stored); null for the cancellation e-mail. */
  token: string | null;
  waitingPosition?: number | null;
}

const DEFAULT_DURATION_MINUTES = 60;

/** One e-mail of a sign-up, with the calendar invitation (.ics) when a seat is held or given back. */
export async function sendWorkshopMail(db: Database, site: SiteRow, origin: string, target: WorkshopMailTarget): Promise<void> {
  const { registration, workshop, kind, token } = target;
  const branding = await loadMailBranding(db, site, origin);
  const mail = workshopRegistrationMail(branding, kind, {
    name: registration.name,
    workshopTitle: workshop.title,
    startsAt: workshop.terms.startsAt,
    location: workshop.terms.location,
    seats: registration.seats,
    cancelLink: token ? `${origin}${WORKSHOP_CANCEL_PAGE}/${token}` : null,
    workshopLink: `${origin}/ateliers/${workshop.slug}/${workshop.id}`,
    waitingPosition: target.waitingPosition ?? null,
  });
  const attachments = [];
  const start = workshop.terms.startsAt;
  if (start && kind !== "WAITING") {
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
