import type { BlockEditorConfig } from "../editor-types";

/** Address with a map link in the editor. */
export const mapLinkEditor: BlockEditorConfig<"mapLink"> = {
  type: "mapLink",
  label: "Adresse et plan",
  description: "Une adresse postale avec un lien vers un plan en ligne.",
  defaults: { address: "1 place de la Mairie, 69000 Lyon", label: "Voir le plan" },
  fields: {
    title: { label: "Titre" },
    address: { label: "Adresse" },
    label: { label: "Texte du lien" },
  },
};
