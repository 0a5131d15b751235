import "server-only";
import { singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";
import { renderMail } from "./layout";

export const FORM_ANSWER_KIND = "FORM_ANSWER";

/** A form answer for the business: one line per field, in the form's order. */
export function formAnswerMail(branding: MailBranding, input: { formTitle: string; lines: readonly { label: string; value: string }[]; files: number }) {
  const title = singleLine(input.formTitle);
  const rendered = renderMail(branding, {
    title: `Nouvelle réponse : ${title}`,
    preheader: `Un visiteur a rempli le formulaire « ${title} ».`,
    greeting: "Bonjour,",
    paragraphs: [
      `Un visiteur a rempli le formulaire « ${title} » du site.`,
      ...input.lines.map((line) => `${singleLine(line.label)} : ${line.value}`),
    ],
    action: { label: "Ouvrir le site", url: branding.siteUrl },
    notes: input.files > 0 ? [`${input.files} fichier(s) joint(s) à la réponse sont conservés sur la plateforme.`] : [],
  });
  return { kind: FORM_ANSWER_KIND, subject: `Nouvelle réponse au formulaire « ${title} »`, ...rendered };
}
