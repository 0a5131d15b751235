import type { BlockEditorConfig } from "../editor-types";
import { CTA_FIELDS } from "../editor-fields";

/** Call to action in the editor. */
export const callToActionEditor: BlockEditorConfig<"callToAction"> = {
  type: "callToAction",
  label: "Appel à l’action",
  description: "Un bandeau coloré avec un titre, un court texte et un bouton.",
  defaults: { title: "Envie d’en parler ?", text: "Prenons rendez-vous.", cta: { label: "Nous contacter", href: "/nous-contacter" } },
  fields: {
    title: { label: "Titre" },
    text: { label: "Texte", widget: "textarea" },
    ...CTA_FIELDS("cta"),
  },
};
