import type { BlockEditorConfig } from "../editor-types";
import { IMAGE_FIELD } from "../editor-fields";

/** Services grid in the editor. */
export const servicesGridEditor: BlockEditorConfig<"servicesGrid"> = {
  type: "servicesGrid",
  label: "Prestations",
  description: "Des cartes qui mènent aux pages de prestations.",
  defaults: { items: [{ title: "Prestation", summary: "Quelques mots sur cette prestation.", href: "/nous-contacter" }] },
  fields: {
    title: { label: "Titre" },
    items: { label: "Cartes", itemLabel: "carte" },
    "items.title": { label: "Titre" },
    "items.summary": { label: "Résumé", widget: "textarea" },
    "items.href": { label: "Lien", widget: "link" },
    "items.image": IMAGE_FIELD,
  },
};
