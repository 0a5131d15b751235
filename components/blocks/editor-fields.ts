import type { ImageRef } from "./shared-schemas";
import type { FieldOverride } from "./editor-types";

/** Image fields: the picker (components/admin/media/image-picker.tsx) is chosen from the shape. */
export const IMAGE_FIELD: FieldOverride = { label: "Image" };

/** The fields of a call to action found at `path` ("cta", "slides.cta"). */
export function CTA_FIELDS(path: string): Record<string, FieldOverride> {
  return {
    [path]: { label: "Bouton" },
    [`${path}.label`]: { label: "Texte du bouton" },
    [`${path}.href`]: { label: "Lien du bouton", widget: "link" },
  };
}

/**
 * Image of a new block until the owner picks one: a neutral 1200×800 SVG inline (no file to
 * upload, valid for the schema, rendered like any other image).
 */
export const SAMPLE_IMAGE: ImageRef = {
  src:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 800'%3E%3Crect width='1200' height='800' fill='%23d6d3d1'/%3E%3Cpath d='M0 640l300-260 240 200 180-120 480 320H0z' fill='%23a8a29e'/%3E%3C/svg%3E",
  alt: "Image à remplacer",
  width: 1200,
  height: 800,
};
