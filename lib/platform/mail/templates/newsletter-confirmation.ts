import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const NEWSLETTER_CONFIRM_KIND = "NEWSLETTER_CONFIRM";

/** Double opt-in: the subscription only counts once this link is followed. */
export function newsletterConfirmationMail(branding: MailBranding, input: { link: string; listName: string; validDays: number }) {
  const listName = singleLine(input.listName);
  const subject = `Confirmez votre inscription à « ${listName} »`;
  const rendered = renderMail(branding, {
    title: "Confirmez votre inscription",
    preheader: `Un clic pour recevoir « ${listName} ».`,
    greeting: "Bonjour,",
    paragraphs: [
      `Vous avez demandé à recevoir la lettre d'information « ${listName} » de ${singleLine(branding.siteName)}.`,
      "Pour confirmer votre inscription, cliquez sur le bouton ci-dessous.",
    ],
    action: { label: "Confirmer mon inscription", url: input.link },
    notes: [
      `Ce lien est valable ${input.validDays} jours.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : aucune inscription ne sera enregistrée.",
    ],
  });
  return { kind: NEWSLETTER_CONFIRM_KIND, subject, ...rendered };
}
