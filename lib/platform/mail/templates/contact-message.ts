import "server-only";
import { formatFrenchPhone } from "@/lib/domain/phone";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const CONTACT_MESSAGE_KIND = "CONTACT_MESSAGE";
export const CONTACT_ACK_KIND = "CONTACT_ACKNOWLEDGEMENT";

export interface ContactMailInput {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** The copy for the business: who wrote, how to reach them, the message (answer with « Répondre »). */
export function contactMessageMail(branding: MailBranding, input: ContactMailInput) {
  const name = singleLine(input.name);
  const subject = `Nouveau message de ${name} : ${singleLine(input.subject)}`;
  const rendered = renderMail(branding, {
    title: "Nouveau message depuis le site",
    preheader: `${name} vous a écrit depuis le formulaire de contact.`,
    greeting: "Bonjour,",
    paragraphs: [
      `${name} vous a écrit depuis le formulaire de contact du site.`,
      `E-mail : ${input.email}`,
      ...(input.phone ? [`Téléphone : ${formatFrenchPhone(input.phone)}`] : []),
      `Objet : ${singleLine(input.subject)}`,
      input.message,
    ],
    action: { label: "Ouvrir le site", url: branding.siteUrl },
    notes: ["Répondez directement à cet e-mail : votre réponse partira à l'adresse du visiteur."],
  });
  return { kind: CONTACT_MESSAGE_KIND, subject, ...rendered };
}

/** The acknowledgement for the visitor: the message was received, a copy of what they sent. */
export function contactAcknowledgementMail(branding: MailBranding, input: ContactMailInput) {
  const siteName = singleLine(branding.siteName);
  const rendered = renderMail(branding, {
    title: "Nous avons bien reçu votre message",
    preheader: `${siteName} vous répond au plus vite.`,
    greeting: `Bonjour ${singleLine(input.name)},`,
    paragraphs: [
      `Merci d'avoir écrit à ${siteName}. Votre message est bien arrivé : nous vous répondons au plus vite.`,
      `Rappel de votre message (« ${singleLine(input.subject)} ») :`,
      input.message,
    ],
    action: { label: "Retourner sur le site", url: branding.siteUrl },
    notes: ["Si vous n'êtes pas à l'origine de ce message, ignorez cet e-mail."],
  });
  return { kind: CONTACT_ACK_KIND, subject: `Votre message à ${siteName} est bien arrivé`, ...rendered };
}
