import type { BlockEditorConfig } from "../editor-types";

/** Newsletter sign-up in the editor. */
export const newsletterSignupEditor: BlockEditorConfig<"newsletterSignup"> = {
  type: "newsletterSignup",
  label: "Inscription à la lettre d’information",
  description: "Un champ e-mail pour recevoir votre lettre d’information (confirmation par e-mail).",
  defaults: { title: "Recevez nos actualités", text: "Une lettre par mois, sans publicité. Désinscription en un clic." },
  fields: {
    title: { label: "Titre" },
    text: { label: "Texte", widget: "textarea" },
  },
};
