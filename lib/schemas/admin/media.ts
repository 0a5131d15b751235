import { z } from "zod";
import { listEnvelopeSchema } from "../list";

/** The five logo types of a site (SPEC §3 Logo); LOGO_FAVICON is the site's <link rel="icon">. */
export const LOGO_TYPES = ["LOGO", "LOGO_FOOTER", "LOGO_DARK_THEME", "LOGO_LIGHT_THEME", "LOGO_FAVICON"] as const;
export const logoTypeSchema = z.enum(LOGO_TYPES, { error: "Type de logo inconnu." });
export type LogoType = z.infer<typeof logoTypeSchema>;

/** Limits of the library (docs/api.md, Limits). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const ALT_MAX = 300;
export const NAME_MAX = 120;

/** One responsive variant as the admin API shows it. */
export const adminImageVariantSchema = z.object({
  format: z.enum(["webp", "avif"]),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  path: z.string(),
});

/** Where an image is used: a page (published or a draft), a logo, a parameter. */
export const imageUsageSchema = z.object({
  kind: z.enum(["page", "draft", "logo", "parameter"]),
  /** Page id, logo type or parameter key. */
  ref: z.string(),
  label: z.string(),
  /** The page's public path when the use is on a page. */
  path: z.string().nullable(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

/** An image of the library (GET /admin/images, POST /admin/image, PUT /admin/image/{id}). */
export const adminImageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alt: z.string(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The public SEO path /images/<id>/<name>.<ext>. */
  path: z.string(),
  variants: z.array(adminImageVariantSchema),
  usageCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImageListSchema = listEnvelopeSchema(adminImageSchema);
export type AdminImageList = z.infer<typeof adminImageListSchema>;

/** GET /admin/image/{id}/usage. */
export const imageUsageListSchema = z.object({ imageId: z.number().int(), usages: z.array(imageUsageSchema) });
export type ImageUsageList = z.infer<typeof imageUsageListSchema>;

const alt = z
  .string({ error: "Le texte alternatif est obligatoire." })
  .trim()
  .min(1, { error: "Le texte alternatif est obligatoire : décrivez l'image pour les personnes qui ne la voient pas." })
  .max(ALT_MAX, { error: `Le texte alternatif est trop long (${ALT_MAX} caractères au plus).` });
const name = z
  .string()
  .trim()
  .max(NAME_MAX, { error: `Le nom est trop long (${NAME_MAX} caractères au plus).` });

/** Text fields of POST /admin/image (multipart, with `file`). */
export const uploadImageFieldsSchema = z.object({ alt, name: name.optional() });
/** PUT /admin/image/{id}. */
export const updateImageSchema = z.strictObject({ alt: alt.optional(), name: name.min(1, { error: "Le nom ne peut pas être vide." }).optional() });
export type UpdateImageInput = z.infer<typeof updateImageSchema>;

/** A logo of the site (GET /admin/logos, PUT /admin/logo/{type}). */
export const adminLogoSchema = z.object({
  type: logoTypeSchema,
  imageId: z.number().int(),
  alt: z.string(),
  path: z.string(),
  mimeType: z.string(),
});
export type AdminLogo = z.infer<typeof adminLogoSchema>;
export const adminLogoListSchema = z.array(adminLogoSchema);

/** PUT /admin/logo/{type}. */
export const setLogoSchema = z.strictObject({
  imageId: z.number({ error: "Choisissez une image." }).int().positive({ error: "Choisissez une image." }),
  alt: z.string().trim().max(ALT_MAX, { error: `Le texte alternatif est trop long (${ALT_MAX} caractères au plus).` }).optional(),
});
export type SetLogoInput = z.infer<typeof setLogoSchema>;

/** DELETE /admin/image/{id}: what was removed. */
export const deletedImageSchema = z.object({ id: z.number().int(), usages: z.array(imageUsageSchema) });
