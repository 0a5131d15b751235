import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const EMAIL_VERIFY_KIND = "EMAIL_VERIFY";
export const EMAIL_CHANGE_KIND = "EMAIL_CHANGE";

/**
 * The link proving an address: the account's own (after registration, or sent again), or the new
 * one asked for in « Mes informations » (`change`: it replaces the current one once confirmed).
 */
export function emailVerificationMail(
  branding: MailBranding,
  input: { link: string; firstname: string | null; validHours: number; change: boolean },
) {
  const siteName = singleLine(branding.siteName);
  const name = input.firstname ? singleLine(input.firstname) : "";
  const subject = input.change ? `Confirmez votre nouvelle adresse e-mail – ${siteName}` : `Confirmez votre adresse e-mail – ${siteName}`;
  const rendered = renderMail(branding, {
    title: input.change ? "Confirmez votre nouvelle adresse e-mail" : "Confirmez votre adresse e-mail",
    preheader: "Un clic pour confirmer que cette adresse est bien la vôtre.",
    greeting: name ? `Bonjour ${name},` : "Bonjour,",
    paragraphs: input.change
      ? [
          `Vous avez demandé à utiliser cette adresse pour votre compte sur le site ${siteName}.`,
          "Elle remplacera l'adresse actuelle dès que vous l'aurez confirmée avec le bouton ci-dessous.",
        ]
      : [
          `Votre compte sur le site ${siteName} utilise cette adresse e-mail.`,
          "Confirmez-la avec le bouton ci-dessous : vous pourrez ensuite gérer vos abonnements à la lettre d'information.",
        ],
    action: { label: input.change ? "Confirmer ma nouvelle adresse" : "Confirmer mon adresse", url: input.link },
    notes: [
      `Ce lien est valable ${input.validHours} heures et ne peut servir qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien ne sera modifié.",
    ],
  });
  return { kind: input.change ? EMAIL_CHANGE_KIND : EMAIL_VERIFY_KIND, subject, ...rendered };
}
