import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const ACCOUNT_EXISTS_KIND = "ACCOUNT_EXISTS";

/**
 * Sent to an address that already has an account when someone tries to register it (or to move
 * another account to it): the answer of the API stays the same, only the owner learns of it.
 */
export function accountExistsMail(branding: MailBranding, input: { loginUrl: string; resetUrl: string; firstname: string | null }) {
  const siteName = singleLine(branding.siteName);
  const name = input.firstname ? singleLine(input.firstname) : "";
  const rendered = renderMail(branding, {
    title: "Vous avez déjà un compte",
    preheader: "Quelqu'un a essayé de créer un compte avec votre adresse.",
    greeting: name ? `Bonjour ${name},` : "Bonjour,",
    paragraphs: [
      `Quelqu'un a essayé de créer un compte sur le site ${siteName} avec votre adresse e-mail, qui a déjà un compte.`,
      "Si c'était vous, connectez-vous avec le bouton ci-dessous. Mot de passe oublié ? Choisissez-en un nouveau : " + input.resetUrl,
    ],
    action: { label: "Me connecter", url: input.loginUrl },
    notes: ["Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre compte n'a pas été modifié."],
  });
  return { kind: ACCOUNT_EXISTS_KIND, subject: `Vous avez déjà un compte – ${siteName}`, ...rendered };
}
