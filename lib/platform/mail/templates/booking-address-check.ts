import "server-only";
import { deadlineLabel } from "@/lib/domain/booking-holds";
import { formatDateTime } from "@/lib/domain/dates";
import { seatCount } from "@/lib/domain/workshop-seats";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";
import { appointmentWhen } from "./appointment";

/**
 * The one e-mail an address nobody confirmed gets for a booking: neutral, it holds only what the
 * business wrote (site name, workshop or service, date) and the confirmation link — never the
 * name, message or any text the visitor typed, since whoever typed the address may not own it
 * (the usual e-mails, with the name, follow once the link is used). The inputs have no field
 * for such text.
 */

export const ADDRESS_CHECK_MAIL_KINDS = { workshop: "WORKSHOP_ADDRESS_CHECK", appointment: "APPOINTMENT_ADDRESS_CHECK" } as const;

const NOT_ME = "Vous n'êtes pas à l'origine de cette demande ? Ignorez ce message : sans confirmation, elle est annulée d'elle-même et cette adresse ne recevra rien d'autre à son sujet.";

export interface WorkshopAddressCheck {
  workshopTitle: string;
  startsAt: Date | null;
  seats: number;
  /** The group did not fit: the request is for the waiting list. */
  waiting: boolean;
  confirmLink: string;
  confirmBy: Date;
}

/** « Confirmez votre inscription » (or « votre demande de liste d'attente »). */
export function workshopAddressCheckMail(branding: MailBranding, input: WorkshopAddressCheck) {
  const title = singleLine(input.workshopTitle);
  const siteName = singleLine(branding.siteName);
  const date = input.startsAt ? ` du ${formatDateTime(input.startsAt).slice(0, 16)} (heure de Paris)` : "";
  const what = input.waiting ? `une demande d'inscription sur la liste d'attente de l'atelier « ${title} »${date}` : `une inscription à l'atelier « ${title} »${date}`;
  const heading = input.waiting ? "Confirmez votre demande de liste d'attente" : "Confirmez votre inscription";
  const rendered = renderMail(branding, {
    title: heading,
    preheader: `${title} – ${siteName}`,
    greeting: "Bonjour,",
    paragraphs: [
      `${siteName} a reçu ${what}, pour ${seatCount(input.seats)}, avec cette adresse e-mail.`,
      input.waiting
        ? `Confirmez-la avant le ${deadlineLabel(input.confirmBy)} (heure de Paris) avec le bouton ci-dessous : sans confirmation, elle sera retirée de la liste.`
        : `Les places sont retenues jusqu'au ${deadlineLabel(input.confirmBy)} (heure de Paris) : confirmez avec le bouton ci-dessous, sans quoi elles seront libérées.`,
    ],
    action: { label: input.waiting ? "Confirmer ma demande" : "Confirmer mon inscription", url: input.confirmLink },
    notes: [NOT_ME, "Ce lien est personnel : ne le transférez pas."],
  });
  return { kind: ADDRESS_CHECK_MAIL_KINDS.workshop, subject: `${heading} – ${siteName}`, ...rendered };
}

export interface AppointmentAddressCheck {
  serviceName: string;
  start: Date;
  end: Date;
  confirmLink: string;
  confirmBy: Date;
}

/** « Confirmez votre rendez-vous ». */
export function appointmentAddressCheckMail(branding: MailBranding, input: AppointmentAddressCheck) {
  const siteName = singleLine(branding.siteName);
  const rendered = renderMail(branding, {
    title: "Confirmez votre rendez-vous",
    preheader: `${singleLine(input.serviceName)}, ${appointmentWhen(input.start, input.end)}.`,
    greeting: "Bonjour,",
    paragraphs: [
      `${siteName} a reçu une demande de rendez-vous avec cette adresse e-mail : ${singleLine(input.serviceName)}, ${appointmentWhen(input.start, input.end)} (heure de Paris).`,
      `Le créneau est retenu jusqu'au ${deadlineLabel(input.confirmBy)} (heure de Paris) : confirmez avec le bouton ci-dessous, sans quoi il sera libéré.`,
    ],
    action: { label: "Confirmer mon rendez-vous", url: input.confirmLink },
    notes: [NOT_ME, "Ce lien est personnel : ne le transférez pas."],
  });
  return { kind: ADDRESS_CHECK_MAIL_KINDS.appointment, subject: `Confirmez votre rendez-vous – ${siteName}`, ...rendered };
}
