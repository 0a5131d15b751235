import type { BlockEditorConfig } from "../editor-types";

/** Reviews in the editor. */
export const reviewsEditor: BlockEditorConfig<"reviews"> = {
  type: "reviews",
  label: "Avis clients",
  description: "Les avis publiés, leur note moyenne et les étoiles.",
  defaults: { title: "Ils nous font confiance", nbItem: 6 },
  fields: {
    title: { label: "Titre" },
    nbItem: { label: "Nombre d’avis affichés" },
    from: { label: "Avis donnés depuis le", help: "Date au format AAAA-MM-JJ ; laissez vide pour tous les avis." },
  },
};
