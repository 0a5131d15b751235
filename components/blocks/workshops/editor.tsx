import type { BlockEditorConfig } from "../editor-types";

/** Upcoming workshops in the editor. */
export const workshopsEditor: BlockEditorConfig<"workshops"> = {
  type: "workshops",
  label: "Prochains ateliers",
  description: "Les ateliers à venir, leurs places restantes et le lien « Réserver ma place ».",
  defaults: { title: "Nos prochains ateliers", nbItem: 3 },
  fields: {
    title: { label: "Titre" },
    nbItem: { label: "Nombre d’ateliers", help: "Entre 1 et 12 ; les ateliers déjà commencés ne sont pas montrés." },
  },
};
