import type { BlockEditorConfig } from "../editor-types";

/** Form block in the editor: which form (picked by its title) and an optional title. */
export const formEditor: BlockEditorConfig<"form"> = {
  type: "form",
  label: "Formulaire",
  description: "Un formulaire du site (demande de devis, inscription…) : les réponses arrivent par e-mail.",
  defaults: { formId: 1, title: "" },
  fields: {
    formId: { label: "Formulaire", help: "Un formulaire désactivé n’est pas affiché." },
    title: { label: "Titre", help: "Laissez vide pour reprendre le titre du formulaire." },
  },
};
