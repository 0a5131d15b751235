import type { BlockEditorConfig } from "../editor-types";

/** Testimonials in the editor. */
export const testimonialsEditor: BlockEditorConfig<"testimonials"> = {
  type: "testimonials",
  label: "Témoignages",
  description: "Des citations de clients.",
  defaults: { items: [{ quote: "Un accompagnement précieux.", author: "Camille" }] },
  fields: {
    title: { label: "Titre" },
    items: { label: "Témoignages", itemLabel: "témoignage" },
    "items.quote": { label: "Citation", widget: "textarea" },
    "items.author": { label: "Auteur" },
    "items.role": { label: "Fonction" },
  },
};
