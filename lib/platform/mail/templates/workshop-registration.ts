import "server-only";
import { formatDateTime } from "@/lib/domain/dates";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const WORKSHOP_MAIL_KINDS = {
  CONFIRMED: "WORKSHOP_CONFIRMED",
  WAITING: "WORKSHOP_WAITING",
  PROMOTED: "WORKSHOP_PROMOTED",
  CANCELLED: "WORKSHOP_CANCELLED",
} as const;
export type WorkshopMailKind = keyof typeof WORKSHOP_MAIL_KINDS;

export interface WorkshopMailInput {
  name: string;
  workshopTitle: string;
  startsAt: Date | null;
  location: string | null;
  seats: number;
  /** Absolute cancel link (secret); absent in the cancellation e-mail. */
  cancelLink: string | null;
  /** Absolute link to the workshop page. */
  workshopLink: string;
  waitingPosition: number | null;
}

function when(input: WorkshopMailInput): string | null {
  // "05/12/2026 09:30" in Paris time (seconds dropped: a workshop starts on the minute).
  return input.startsAt ? formatDateTime(input.startsAt).slice(0, 16) : null;
}

/** The four messages of a sign-up: confirmed, on the waiting list, promoted from it, cancelled. */
export function workshopRegistrationMail(branding: MailBranding, kind: WorkshopMailKind, input: WorkshopMailInput) {
  const title = singleLine(input.workshopTitle);
  const seats = input.seats === 1 ? "1 place" : `${input.seats} places`;
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
        `L'atelier « ${title} » est complet : votre demande pour ${seats} est enregistrée sur la liste d'attente${input.waitingPosition ? ` (position ${input.waitingPosition})` : ""}.`,
        ...facts,
        "Dès qu'une place se libère, nous vous inscrivons dans l'ordre de la liste et vous prévenons par e-mail.",
        "Vous ne souhaitez plus attendre ? Le bouton ci-dessous retire votre demande.",
      ],
    },
    PROMOTED: {
      subject: `Une place s'est libérée : « ${title} »`,
      heading: "Bonne nouvelle : votre place est confirmée",
      paragraphs: [`Une place s'est libérée : votre inscription à l'atelier « ${title} » est confirmée pour ${seats}.`, ...facts, "L'invitation jointe (.ics) ajoute l'atelier à votre agenda.", cancelNote],
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
    action: input.cancelLink ? { label: kind === "WAITING" ? "Retirer ma demande" : "Annuler mon inscription", url: input.cancelLink } : { label: "Voir l'atelier", url: input.workshopLink },
    notes: input.cancelLink ? ["Ce lien est personnel : ne le transférez pas."] : [],
  });
  return { kind: WORKSHOP_MAIL_KINDS[kind], subject: content.subject, ...rendered };
}
