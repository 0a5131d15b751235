import type { BlockEditorConfig } from "../editor-types";
import { SAMPLE_IMAGE } from "../editor-fields";

/** Gallery in the editor. */
export const galleryEditor: BlockEditorConfig<"gallery"> = {
  type: "gallery",
  label: "Galerie",
  description: "Une grille d’images qui s’ouvrent en plein écran.",
  defaults: { images: [SAMPLE_IMAGE] },
  fields: {
    title: { label: "Titre" },
    images: { label: "Images", itemLabel: "image" },
  },
};
