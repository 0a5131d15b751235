import type { BlockEditorConfig } from "../editor-types";
import { CTA_FIELDS, IMAGE_FIELD } from "../editor-fields";

/** Hero banner in the editor. */
export const heroEditor: BlockEditorConfig<"hero"> = {
  type: "hero",
  label: "Bannière",
  description: "Grand titre sur une image, avec un bouton.",
  defaults: { title: "Titre de la bannière", subtitle: "Une phrase qui présente la page." },
  fields: {
    title: { label: "Titre" },
    subtitle: { label: "Sous-titre", widget: "textarea" },
    image: { ...IMAGE_FIELD, label: "Image de fond" },
    ...CTA_FIELDS("cta"),
  },
};
