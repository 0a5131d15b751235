import type { BlockEditorConfig } from "../editor-types";

/** Services list in the editor. */
export const servicesListEditor: BlockEditorConfig<"servicesList"> = {
  type: "servicesList",
  label: "Liste des prestations",
  description: "Vos prestations enregistrées, filtrables par étiquette.",
  defaults: { title: "Nos prestations", showFilter: true },
  fields: {
    title: { label: "Titre" },
    tags: { label: "Étiquettes", help: "Séparées par des virgules ; laissez vide pour toutes les prestations." },
    showFilter: { label: "Proposer le filtre par étiquette" },
  },
};
