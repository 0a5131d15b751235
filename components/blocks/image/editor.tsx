import type { BlockEditorConfig } from "../editor-types";
import { IMAGE_FIELD, SAMPLE_IMAGE } from "../editor-fields";

/** Single image in the editor. */
export const imageEditor: BlockEditorConfig<"image"> = {
  type: "image",
  label: "Image",
  description: "Une image avec une légende facultative.",
  defaults: { image: SAMPLE_IMAGE },
  fields: {
    image: IMAGE_FIELD,
    caption: { label: "Légende" },
  },
};
