import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const EMAIL_CHANGED_KIND = "EMAIL_CHANGED";

/** Told to the old address once a change of e-mail took effect. */
export function emailChangedMail(branding: MailBranding, input: { newEmail: string; firstname: string | null }) {
  const siteName = singleLine(branding.siteName);
  const name = input.firstname ? singleLine(input.firstname) : "";
  const rendered = renderMail(branding, {
    title: "Votre adresse e-mail a été modifiée",
    preheader: "L'adresse de votre compte vient de changer.",
    greeting: name ? `Bonjour ${name},` : "Bonjour,",
    paragraphs: [
      `L'adresse e-mail de votre compte sur le site ${siteName} est désormais ${singleLine(input.newEmail)}.`,
      "Cette adresse-ci ne recevra plus les messages de votre compte.",
    ],
    action: { label: "Aller sur le site", url: branding.siteUrl },
    notes: ["Si vous n'êtes pas à l'origine de ce changement, contactez le site sans attendre."],
  });
  return { kind: EMAIL_CHANGED_KIND, subject: `Votre adresse e-mail a été modifiée – ${siteName}`, ...rendered };
}
