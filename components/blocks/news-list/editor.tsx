import type { BlockEditorConfig } from "../editor-types";

/** Latest news in the editor. */
export const newsListEditor: BlockEditorConfig<"newsList"> = {
  type: "newsList",
  label: "Actualités",
  description: "Les dernières actualités publiées.",
  defaults: { title: "Actualités", nbItem: 3 },
  fields: {
    title: { label: "Titre" },
    nbItem: { label: "Nombre d’actualités" },
  },
};
