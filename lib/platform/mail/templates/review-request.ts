import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const REVIEW_REQUEST_KIND = "REVIEW_REQUEST";

/** The e-mail asking a customer for a review (a personal link, valid 30 days, once). */
export function reviewRequestMail(branding: MailBranding, input: { link: string; firstname: string }) {
  const site = singleLine(branding.siteName);
  const rendered = renderMail(branding, {
    title: "Votre avis nous intéresse",
    preheader: `Quelques mots sur votre expérience avec ${site} ?`,
    greeting: `Bonjour ${singleLine(input.firstname)},`,
    paragraphs: [
      `Merci de votre confiance. Pourriez-vous prendre une minute pour donner votre avis sur ${site} ?`,
      "Votre note et votre commentaire aideront d'autres personnes à nous connaître. Seuls votre prénom et l'initiale de votre nom seront affichés.",
    ],
    action: { label: "Donner mon avis", url: input.link },
    notes: ["Ce lien personnel est valable 30 jours et ne peut servir qu'une seule fois."],
  });
  return { kind: REVIEW_REQUEST_KIND, subject: `Votre avis sur ${site}`, ...rendered };
}

export const ORDER_REVIEW_REQUEST_KIND = "ORDER_REVIEW_REQUEST";

/**
 * The e-mail sent ORDER_REVIEW_DELAY days after an order was delivered or collected, naming the
 * order (`reference`: « F000042 », lib/domain/shop/invoice.ts), with the same personal link.
 */
export function orderReviewRequestMail(branding: MailBranding, input: { link: string; firstname: string; reference: string }) {
  const site = singleLine(branding.siteName);
  const subject = `Votre avis sur votre commande n° ${input.reference}`;
  const rendered = renderMail(branding, {
    title: "Votre avis nous intéresse",
    preheader: subject,
    greeting: input.firstname.trim() ? `Bonjour ${singleLine(input.firstname)},` : "Bonjour,",
    paragraphs: [
      `Vous avez reçu votre commande n° ${input.reference} chez ${site} : merci de votre confiance.`,
      "Pourriez-vous prendre une minute pour nous dire ce que vous en avez pensé ? Votre note et votre commentaire aideront d'autres personnes à nous connaître. Seuls votre prénom et l'initiale de votre nom seront affichés.",
    ],
    action: { label: "Donner mon avis", url: input.link },
    notes: ["Ce lien personnel est valable 30 jours et ne peut servir qu'une seule fois."],
  });
  return { kind: ORDER_REVIEW_REQUEST_KIND, subject, ...rendered };
}
