import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const PASSWORD_RESET_KIND = "PASSWORD_RESET";

/** The password reset e-mail (link valid 1 hour, single use). */
export function passwordResetMail(branding: MailBranding, input: { link: string; firstname: string | null }) {
  const name = input.firstname ? singleLine(input.firstname) : "";
  const subject = `Réinitialisation de votre mot de passe – ${singleLine(branding.siteName)}`;
  const rendered = renderMail(branding, {
    title: "Réinitialisation de votre mot de passe",
    preheader: "Choisissez un nouveau mot de passe : ce lien est valable 1 heure.",
    greeting: name ? `Bonjour ${name},` : "Bonjour,",
    paragraphs: [
      `Vous avez demandé à réinitialiser le mot de passe de votre compte sur le site ${singleLine(branding.siteName)}.`,
      "Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: input.link },
    notes: [
      "Ce lien est valable 1 heure et ne peut servir qu'une seule fois.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ],
  });
  return { kind: PASSWORD_RESET_KIND, subject, ...rendered };
}
