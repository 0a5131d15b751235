import type { BlockEditorConfig } from "../editor-types";
import { CTA_FIELDS, IMAGE_FIELD, SAMPLE_IMAGE } from "../editor-fields";

/** Slider in the editor. */
export const sliderEditor: BlockEditorConfig<"slider"> = {
  type: "slider",
  label: "Diaporama",
  description: "Plusieurs diapositives qui défilent, chacune avec un titre et une image.",
  defaults: { fullscreen: true, slides: [{ title: "Première diapositive", image: SAMPLE_IMAGE }] },
  fields: {
    fullscreen: { label: "Plein écran" },
    slides: { label: "Diapositives", itemLabel: "diapositive" },
    "slides.title": { label: "Titre" },
    "slides.subtitle": { label: "Sous-titre", widget: "textarea" },
    "slides.image": IMAGE_FIELD,
    ...CTA_FIELDS("slides.cta"),
  },
};
