import type { BlockEditorConfig } from "../editor-types";

/** Album in the editor. */
export const albumEditor: BlockEditorConfig<"album"> = {
  type: "album",
  label: "Album",
  description: "Les photos et vidéos d’un album, qui s’ouvrent en plein écran.",
  defaults: { albumId: 1, showDescription: true },
  fields: {
    title: { label: "Titre", help: "Laissez vide pour reprendre le titre de l’album." },
    albumId: { label: "Album", help: "Seuls les albums publiés du site sont proposés." },
    showDescription: { label: "Afficher la description de l’album" },
  },
};
