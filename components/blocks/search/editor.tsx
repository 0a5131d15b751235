import type { BlockEditorConfig } from "../editor-types";

/** Site search form in the editor. */
export const searchEditor: BlockEditorConfig<"search"> = {
  type: "search",
  label: "Recherche",
  description: "Un champ de recherche dans les pages, actualités, ateliers, prestations et articles du site ; les résultats s’affichent sur la page « Recherche ».",
  defaults: { title: "Vous cherchez une information ?", placeholder: "Rechercher…" },
  fields: {
    title: { label: "Titre" },
    placeholder: { label: "Texte d’exemple dans le champ", help: "Par exemple « Stress, confiance en soi… » ; laissez vide pour « Rechercher… »." },
  },
};
