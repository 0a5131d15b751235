import "server-only";
import { deadlineLabel } from "@/lib/domain/booking-holds";
import { formatDateTime } from "@/lib/domain/dates";
import { seatCount } from "@/lib/domain/workshop-seats";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const WORKSHOP_MAIL_KINDS = {
  CONFIRMED: "WORKSHOP_CONFIRMED",
  WAITING: "WORKSHOP_WAITING",
  OFFERED: "WORKSHOP_OFFERED",
  OFFER_EXPIRED: "WORKSHOP_OFFER_EXPIRED",
  CANCELLED: "WORKSHOP_CANCELLED",
} as const;
export type WorkshopMailKind = keyof typeof WORKSHOP_MAIL_KINDS;

/**
 * Only for addresses confirmed (the name is what the visitor typed): an address nobody confirmed
 * gets the neutral workshopAddressCheckMail (booking-address-check.ts) and nothing else.
 */
export interface WorkshopMailInput {
  name: string;
  workshopTitle: string;
  startsAt: Date | null;
  location: string | null;
  seats: number;
  /** Absolute secret link: to cancel (confirmed, waiting), to accept (offered); none in the other e-mails. */
  link: string | null;
  /** Absolute link to the workshop page. */
  workshopLink: string;
  waitingPosition: number | null;
  /** OFFERED: until when the seats are held. */
  offerExpiresAt: Date | null;
}

const ACTION_LABELS: Record<WorkshopMailKind, string> = {
  CONFIRMED: "Annuler mon inscription",
  WAITING: "Retirer ma demande",
  OFFERED: "Accepter la place",
  OFFER_EXPIRED: "Voir l'atelier",
  CANCELLED: "Voir l'atelier",
};

function when(input: { startsAt: Date | null }): string | null {
  // "05/12/2026 09:30" in Paris time (seconds dropped: a workshop starts on the minute).
  return input.startsAt ? formatDateTime(input.startsAt).slice(0, 16) : null;
}

/** The messages of a sign-up: confirmed, on the waiting list, seats offered, the offer lapsed, cancelled. */
export function workshopRegistrationMail(branding: MailBranding, kind: WorkshopMailKind, input: WorkshopMailInput) {
  const title = singleLine(input.workshopTitle);
  const seats = seatCount(input.seats);
  const until = input.offerExpiresAt ? deadlineLabel(input.offerExpiresAt) : "";
  const freed = input.seats === 1 ? "Une place s'est libérée" : "Des places se sont libérées";
  const facts = [when(input) ? `Date : ${when(input)} (heure de Paris).` : null, input.location ? `Lieu : ${singleLine(input.location)}.` : null].filter(
    (line): line is string => line !== null,
  );
  const cancelNote = "Un empêchement ? Le bouton ci-dessous annule votre inscription et libère votre place pour une personne de la liste d'attente.";
  const content = {
    CONFIRMED: {
      subject: `Inscription confirmée : « ${title} »`,
      heading: "Votre inscription est confirmée",
      paragraphs: [`Votre inscription à l'atelier « ${title} » est confirmée pour ${seats}.`, ...facts, "L'invitation jointe (.ics) ajoute l'atelier à votre agenda.", cancelNote],
    },
    WAITING: {
      subject: `Liste d'attente : « ${title} »`,
      heading: "Vous êtes sur la liste d'attente",
      paragraphs: [
        `Il n'y a plus assez de places à l'atelier « ${title} » pour ${seats} : votre demande est enregistrée sur la liste d'attente${input.waitingPosition ? ` (position ${input.waitingPosition})` : ""}.`,
        ...facts,
        "Dès que des places se libèrent pour votre groupe, nous vous les proposons par e-mail, dans l'ordre de la liste : vous aurez alors un délai pour les accepter.",
        "Vous ne souhaitez plus attendre ? Le bouton ci-dessous retire votre demande.",
      ],
    },
    OFFERED: {
      subject: `${freed} : « ${title} »`,
      heading: input.seats === 1 ? "Une place vous est proposée" : "Des places vous sont proposées",
      paragraphs: [
        `${freed} à l'atelier « ${title} » : nous vous gardons ${seats} jusqu'au ${until} (heure de Paris).`,
        ...facts,
        "Acceptez avec le bouton ci-dessous. Sans réponse à temps, la place sera proposée à la personne suivante de la liste d'attente. Vous ne venez plus ? La même page vous permet de la laisser.",
      ],
    },
    OFFER_EXPIRED: {
      subject: `Place non acceptée : « ${title} »`,
      heading: "Le délai pour accepter la place est passé",
      paragraphs: [
        `La place qui vous était proposée à l'atelier « ${title} » n'a pas été acceptée à temps : elle a été proposée à la personne suivante de la liste d'attente.`,
        "Vous souhaitez toujours participer ? Vous pouvez vous inscrire à nouveau depuis la page de l'atelier, dans la limite des places disponibles.",
      ],
    },
    CANCELLED: {
      subject: `Inscription annulée : « ${title} »`,
      heading: "Votre inscription est annulée",
      paragraphs: [`Votre inscription à l'atelier « ${title} » est annulée.`, "Vous pouvez vous inscrire à nouveau depuis la page de l'atelier, dans la limite des places disponibles."],
    },
  }[kind];
  const rendered = renderMail(branding, {
    title: content.heading,
    preheader: content.subject,
    greeting: `Bonjour ${singleLine(input.name)},`,
    paragraphs: content.paragraphs,
    action: input.link ? { label: ACTION_LABELS[kind], url: input.link } : { label: "Voir l'atelier", url: input.workshopLink },
    notes: input.link ? ["Ce lien est personnel : ne le transférez pas."] : [],
  });
  return { kind: WORKSHOP_MAIL_KINDS[kind], subject: content.subject, ...rendered };
}
