import type { BlockEditorConfig } from "../editor-types";

/** Contact details in the editor (the details themselves come from the site parameters). */
export const contactInfoEditor: BlockEditorConfig<"contactInfo"> = {
  type: "contactInfo",
  label: "Coordonnées",
  description: "Les coordonnées de l’entreprise et ses horaires (repris des paramètres du site).",
  defaults: { title: "Nous trouver", showOpeningHours: true },
  fields: {
    title: { label: "Titre" },
    showOpeningHours: { label: "Afficher les horaires d’ouverture" },
  },
};
