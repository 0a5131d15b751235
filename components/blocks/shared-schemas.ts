import { z } from "zod";

/**
 * Pieces shared by several block schemas (pure zod: imported by the server renderers, the API,
 * the seed and later the browser editor).
 */

/** Required one-line text, trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional text, trimmed (may be empty: renderers treat "" as absent). */
export const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A link inside the site ("/nous-contacter") or absolute ("https://…", "mailto:…", "tel:…"). */
export const linkTargetSchema = z
  .string()
  .max(2048)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/, "Lien invalide");

/** `meta.format` of a string holding owner HTML (see htmlText). */
export const HTML_FORMAT = "html";

/**
 * Owner-written HTML (rich text): sanitised on write by the API (lib/domain/sanitize-content walks
 * the schema and finds these fields by their meta) and again on render; the editor shows a rich
 * text editor for it. Keep `.meta` last: zod records the metadata on that exact schema.
 */
export const htmlText = (max: number) => z.string().min(1).max(max).meta({ format: HTML_FORMAT });

/** Whether `schema` is an owner-HTML string made by htmlText. */
export function isHtmlSchema(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.format === HTML_FORMAT;
}

/** `meta.format` of a number holding the id of one of the site's items (see entityId). */
export const ENTITY_FORMAT = "entity";

/** The site items a block can point at by id. */
export const ENTITY_KINDS = ["album", "form", "calendar", "product"] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/**
 * The id of one of the site's albums, forms, calendars or products, stored as a number (the API reads them by
 * id). The editor shows a picker listing the site's items by name instead of a number field
 * (components/admin/editor/schema-form/entity-field.tsx). `message` is the French error of a
 * missing or wrong id. Keep `.meta` last (see htmlText).
 */
export const entityId = (entity: EntityKind, message: string) =>
  z.number({ error: message }).int().min(1, { error: message }).max(2_147_483_647).meta({ format: ENTITY_FORMAT, entity });

/** The kind of site item `schema` (made by entityId) holds the id of; null for any other schema. */
export function entityKindOf(schema: z.core.$ZodType): EntityKind | null {
  const meta = z.globalRegistry.get(schema as z.ZodType);
  if (meta?.format !== ENTITY_FORMAT) return null;
  return (ENTITY_KINDS as readonly unknown[]).includes(meta.entity) ? (meta.entity as EntityKind) : null;
}

export const ctaSchema = z.object({ label: requiredText(80), href: linkTargetSchema });

const dimension = z.number().int().positive().max(20_000);

/**
 * An image reference: a seeded/uploaded image path and its text alternative. The intrinsic
 * width/height, when known, let renderers reserve the exact space (no layout shift).
 */
export const imageRefSchema = z.object({
  src: z.string().max(2048),
  alt: z.string().max(300),
  /** The media library image this reference points at (uploaded images): renderers add its srcset. */
  imageId: z.number().int().positive().optional(),
  width: dimension.optional(),
  height: dimension.optional(),
});

export type LinkTarget = z.infer<typeof linkTargetSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type ImageRef = z.infer<typeof imageRefSchema>;

/** A block as its renderer receives it: the schema's output (defaults applied) plus the block's id. */
export type ParsedBlock<S extends z.ZodType> = z.output<S> & { id: string };
