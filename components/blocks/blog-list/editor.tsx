import type { BlockEditorConfig } from "../editor-types";

/** Latest blog articles in the editor. */
export const blogListEditor: BlockEditorConfig<"blogList"> = {
  type: "blogList",
  label: "Articles du blog",
  description: "Les derniers articles publiés sur le blog (affichés si le blog est activé).",
  defaults: { title: "Le blog", nbItem: 3 },
  fields: {
    title: { label: "Titre" },
    nbItem: { label: "Nombre d’articles", help: "Entre 1 et 12." },
  },
};
