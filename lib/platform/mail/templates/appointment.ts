import "server-only";
import { formatDate } from "@/lib/domain/dates";
import { parisTime } from "@/lib/domain/paris-time";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const APPOINTMENT_MAIL_KINDS = {
  confirmation: "APPOINTMENT_CONFIRMATION",
  notification: "APPOINTMENT_NOTIFICATION",
  cancellation: "APPOINTMENT_CANCELLATION",
  reminder: "APPOINTMENT_REMINDER",
} as const;

export interface AppointmentMailData {
  name: string;
  email: string;
  phone: string;
  message: string;
  serviceName: string;
  start: Date;
  end: Date;
}

/** « jeudi 03/12/2026 de 09:00 à 10:00 » (Europe/Paris). */
export function appointmentWhen(start: Date, end: Date): string {
  const weekday = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", weekday: "long" }).format(start);
  return `${weekday} ${formatDate(start)} de ${parisTime(start)} à ${parisTime(end)}`;
}

/** To the visitor: the booking is confirmed; the manage link lets them cancel or move it. */
export function appointmentConfirmationMail(branding: MailBranding, data: AppointmentMailData, manageLink: string, moved = false) {
  const when = appointmentWhen(data.start, data.end);
  const title = moved ? "Votre rendez-vous a été déplacé" : "Votre rendez-vous est confirmé";
  const rendered = renderMail(branding, {
    title,
    preheader: `${singleLine(data.serviceName)}, ${when}.`,
    greeting: `Bonjour ${singleLine(data.name)},`,
    paragraphs: [
      `${moved ? "Votre rendez-vous est désormais fixé" : "Nous avons bien enregistré votre rendez-vous"} : ${singleLine(data.serviceName)}, ${when} (heure de Paris).`,
      "L'invitation jointe à cet e-mail (fichier .ics) l'ajoute à votre agenda.",
      "Pour annuler ou déplacer ce rendez-vous, utilisez le bouton ci-dessous.",
    ],
    action: { label: "Gérer mon rendez-vous", url: manageLink },
    notes: ["Ce lien est personnel : ne le transmettez pas.", `À bientôt, l'équipe ${singleLine(branding.siteName)}.`],
  });
  return { kind: APPOINTMENT_MAIL_KINDS.confirmation, subject: `${title} – ${singleLine(branding.siteName)}`, ...rendered };
}

/** To the business (COMPANY_EMAIL): a new, moved or cancelled booking. */
export function appointmentNotificationMail(branding: MailBranding, data: AppointmentMailData, change: "new" | "moved" | "cancelled") {
  const when = appointmentWhen(data.start, data.end);
  const title = { new: "Nouveau rendez-vous", moved: "Rendez-vous déplacé", cancelled: "Rendez-vous annulé" }[change];
  const rendered = renderMail(branding, {
    title,
    preheader: `${singleLine(data.name)} – ${when}.`,
    greeting: "Bonjour,",
    paragraphs: [
      `${title} : ${singleLine(data.serviceName)}, ${when} (heure de Paris).`,
      `Nom : ${singleLine(data.name)}`,
      `E-mail : ${singleLine(data.email)}`,
      `Téléphone : ${singleLine(data.phone)}`,
      ...(data.message ? [`Message : ${data.message}`] : []),
    ],
    action: { label: "Ouvrir le site", url: branding.siteUrl },
    notes: ["Message envoyé automatiquement par le module de prise de rendez-vous."],
  });
  return { kind: APPOINTMENT_MAIL_KINDS.notification, subject: `${title} : ${singleLine(data.name)}, ${formatDate(data.start)} ${parisTime(data.start)}`, ...rendered };
}

/** To the visitor: the booking is cancelled (sent with a CANCEL .ics). */
export function appointmentCancellationMail(branding: MailBranding, data: AppointmentMailData, bookingLink: string) {
  const rendered = renderMail(branding, {
    title: "Votre rendez-vous est annulé",
    preheader: `${singleLine(data.serviceName)}, ${appointmentWhen(data.start, data.end)}.`,
    greeting: `Bonjour ${singleLine(data.name)},`,
    paragraphs: [
      `Votre rendez-vous « ${singleLine(data.serviceName)} » du ${appointmentWhen(data.start, data.end)} est annulé.`,
      "L'invitation jointe le retire de votre agenda.",
    ],
    action: { label: "Prendre un nouveau rendez-vous", url: bookingLink },
    notes: [`L'équipe ${singleLine(branding.siteName)}.`],
  });
  return { kind: APPOINTMENT_MAIL_KINDS.cancellation, subject: `Rendez-vous annulé – ${singleLine(branding.siteName)}`, ...rendered };
}

/** To the visitor, the day before (sent by the job queue). */
export function appointmentReminderMail(branding: MailBranding, data: AppointmentMailData, bookingLink: string) {
  const rendered = renderMail(branding, {
    title: "Rappel : votre rendez-vous de demain",
    preheader: `${singleLine(data.serviceName)}, ${appointmentWhen(data.start, data.end)}.`,
    greeting: `Bonjour ${singleLine(data.name)},`,
    paragraphs: [
      `Nous vous rappelons votre rendez-vous « ${singleLine(data.serviceName)} » ${appointmentWhen(data.start, data.end)} (heure de Paris).`,
      "Pour l'annuler ou le déplacer, utilisez le lien de l'e-mail de confirmation.",
    ],
    action: { label: "Voir le site", url: bookingLink },
    notes: [`À demain, l'équipe ${singleLine(branding.siteName)}.`],
  });
  return { kind: APPOINTMENT_MAIL_KINDS.reminder, subject: `Rappel : votre rendez-vous de demain – ${singleLine(branding.siteName)}`, ...rendered };
}
