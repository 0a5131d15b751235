import type { BlockEditorConfig } from "../editor-types";

/** Rich text in the editor: the html field is edited with tiptap. */
export const richTextEditor: BlockEditorConfig<"richText"> = {
  type: "richText",
  label: "Texte",
  description: "Un titre facultatif et du texte mis en forme (gras, listes, liens).",
  defaults: { html: "<p>Votre texte ici.</p>" },
  fields: {
    title: { label: "Titre" },
    html: { label: "Texte", widget: "richText" },
  },
};
