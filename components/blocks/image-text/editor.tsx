import type { BlockEditorConfig } from "../editor-types";
import { CTA_FIELDS, IMAGE_FIELD, SAMPLE_IMAGE } from "../editor-fields";

/** Image + text in the editor. */
export const imageTextEditor: BlockEditorConfig<"imageText"> = {
  type: "imageText",
  label: "Image et texte",
  description: "Une image à côté d’un titre et d’un texte.",
  defaults: { title: "Titre", html: "<p>Votre texte ici.</p>", image: SAMPLE_IMAGE, imagePosition: "left" },
  fields: {
    title: { label: "Titre" },
    html: { label: "Texte", widget: "richText" },
    image: IMAGE_FIELD,
    imagePosition: { label: "Position de l’image", options: { left: "À gauche", right: "À droite" } },
    ...CTA_FIELDS("cta"),
  },
};
