import type { z } from "zod";
import type { blockSchema } from "@/lib/schemas/cms";

type BlockInput = z.input<typeof blockSchema>;
export type BlockInputOf<T extends BlockInput["type"]> = Extract<BlockInput, { type: T }>;

/** How one field of a block is edited, when the schema alone does not say enough. */
export interface FieldOverride {
  /** French label (default: the field name). */
  label?: string;
  /** Help shown under the field. */
  help?: string;
  /**
   * Widget instead of the one the schema implies: rich text (tiptap), multi-line text, link.
   * Images (objects with src + alt) always get the image picker.
   */
  widget?: "richText" | "textarea" | "link";
  /** For a choice: the French label of each value. */
  options?: Readonly<Record<string, string>>;
  /** For an optional picker of the site's items (entityId): the choice that stores none (« Aucun » by default). */
  noneLabel?: string;
  /** For a list: the French name of one item (« Ajouter une diapositive »). */
  itemLabel?: string;
}

/**
 * What the editor knows about a block type, next to its schema and renderer
 * (components/blocks/<type>/editor.tsx): French name and description for the palette, the content
 * of a new block (valid for the schema) and per-field overrides keyed by path without list
 * indices ("title", "cta.label", "items.summary").
 */
export interface BlockEditorConfig<T extends BlockInput["type"]> {
  type: T;
  label: string;
  description: string;
  defaults: BlockInputOf<T>["props"];
  fields: Readonly<Record<string, FieldOverride>>;
}
