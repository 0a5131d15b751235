import type { BlockEditorConfig } from "../editor-types";

/** Contact form in the editor (the fields are fixed; messages go to COMPANY_EMAIL). */
export const contactFormEditor: BlockEditorConfig<"contactForm"> = {
  type: "contactForm",
  label: "Formulaire de contact",
  description: "Un formulaire pour vous écrire : le message arrive à l’adresse e-mail de l’entreprise.",
  defaults: { title: "Écrivez-nous", intro: "Nous vous répondons sous 48 heures ouvrées." },
  fields: {
    title: { label: "Titre" },
    intro: { label: "Introduction", widget: "textarea" },
  },
};
