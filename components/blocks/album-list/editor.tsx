import type { BlockEditorConfig } from "../editor-types";

/** The albums list in the editor. */
export const albumListEditor: BlockEditorConfig<"albumList"> = {
  type: "albumList",
  label: "Liste des albums",
  description: "Les albums photo publiés du site, chacun avec sa couverture et un lien vers sa page.",
  defaults: { title: "Nos albums photo", nbItem: 6, showDescription: true },
  fields: {
    title: { label: "Titre" },
    nbItem: { label: "Nombre d’albums", help: "Entre 1 et 100 ; un lien « Tous les albums » suit quand il y en a davantage." },
    showDescription: { label: "Afficher la description des albums" },
  },
};
