import { z } from "zod";
import { PARAMETER_KINDS, PARAMETER_THEMES } from "@/lib/domain/site-parameters";

/** One parameter of the catalogue with the site's value (GET /admin/parameters, PUT/DELETE /admin/parameter/{type}). */
export const adminParameterSchema = z.object({
  type: z.string(),
  kind: z.enum(PARAMETER_KINDS),
  group: z.enum(PARAMETER_THEMES),
  label: z.string(),
  allowedValues: z.array(z.string()).nullable(),
  isColor: z.boolean(),
  unit: z.string().nullable(),
  defaultValue: z.string().nullable(),
  value: z.string().nullable(),
});
export type AdminParameter = z.infer<typeof adminParameterSchema>;

export const parameterGroupSchema = z.object({ id: z.enum(PARAMETER_THEMES), label: z.string(), help: z.string() });

/** GET /admin/parameters: the groups in panel order and every catalogue parameter. */
export const adminParametersSchema = z.object({
  groups: z.array(parameterGroupSchema),
  parameters: z.array(adminParameterSchema),
});
export type AdminParameters = z.infer<typeof adminParametersSchema>;

/** PUT /admin/parameter/{type} body. */
export const parameterInputSchema = z.strictObject({
  value: z.string().max(200_000, { error: "La valeur est trop longue (200 000 caractères au plus)." }).nullable(),
});

export const FONT_TYPES = ["TITLE", "CONTENT", "MENU"] as const;
export type FontType = (typeof FONT_TYPES)[number];

export const siteFontSchema = z.object({
  type: z.enum(FONT_TYPES),
  family: z.string(),
  color: z.string().nullable(),
  size: z.number().int(),
  weight: z.number().int(),
  style: z.string(),
});
export type SiteFont = z.infer<typeof siteFontSchema>;

/** GET /admin/fonts: the local catalogue (families and weight range) and the site's three fonts. */
export const adminFontsSchema = z.object({
  catalogue: z.array(z.object({ family: z.string(), minWeight: z.number().int(), maxWeight: z.number().int() })),
  fonts: z.array(siteFontSchema),
});
export type AdminFonts = z.infer<typeof adminFontsSchema>;

/** PUT /admin/font/{type} body (the family is checked against the catalogue by the service). */
export const fontInputSchema = z.strictObject({
  family: z.string().trim().min(1, { error: "Choisissez une police." }).max(100),
  size: z
    .number({ error: "La taille doit être un nombre." })
    .int({ error: "La taille doit être un nombre entier." })
    .min(8, { error: "La taille doit être d'au moins 8 pixels." })
    .max(96, { error: "La taille doit être de 96 pixels au plus." }),
  weight: z
    .number({ error: "La graisse doit être un nombre." })
    .int()
    .min(100, { error: "La graisse va de 100 à 900." })
    .max(900, { error: "La graisse va de 100 à 900." })
    .refine((w) => w % 100 === 0, { error: "La graisse va de 100 en 100." }),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{8}$/, { error: "La couleur doit être au format #RRGGBBAA." })
    .nullable(),
  style: z.enum(["normal", "italic"], { error: "Le style doit être « normal » ou « italic »." }).default("normal"),
});
export type FontInput = z.input<typeof fontInputSchema>;

/** One legal text's checklist: the empty company parameters its placeholders need. */
export const legalChecklistItemSchema = z.object({
  text: z.string(),
  label: z.string(),
  missing: z.array(z.object({ type: z.string(), label: z.string(), group: z.enum(PARAMETER_THEMES) })),
});
export type LegalChecklistItem = z.infer<typeof legalChecklistItemSchema>;

/** GET /admin/legal/checklist[?text=TYPE]. */
export const legalChecklistSchema = z.array(legalChecklistItemSchema);
