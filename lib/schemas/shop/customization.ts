import { z } from "zod";

/**
 * Product customizations (SPEC §3 Customization, Answer payload; docs/api.md « Personnalisation »).
 * A SIMPLE customization asks one thing; a DYNAMIC_FORM asks several (its `fields`). Its cost
 * (EURO cents per unit, or PERCENT of the unit price) applies once any of its fields is answered.
 */

export const CUSTOMIZATION_TYPES = ["SIMPLE", "DYNAMIC_FORM"] as const;
export const CUSTOMIZATION_INPUT_TYPES = ["TEXT", "SELECT", "CHECKBOX", "FILE"] as const;
export type CustomizationInputType = (typeof CUSTOMIZATION_INPUT_TYPES)[number];
export const CUSTOMIZATION_COST_TYPES = ["EURO", "PERCENT", "NONE"] as const;

/** File customizations accept these media types, checked on the file's content (never its name). */
export const CUSTOMIZATION_FILE_TYPES = ["image/png", "image/jpeg", "application/pdf"] as const;
export const CUSTOMIZATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const customizationFieldSchema = z.object({
  /** Unique within the customization. */
  key: z.string(),
  label: z.string(),
  inputType: z.enum(CUSTOMIZATION_INPUT_TYPES),
  required: z.boolean(),
  /** TEXT: most characters allowed (SPEC: textNumberOfChar). */
  textNumberOfChar: z.number().int().positive().nullable(),
  /** SELECT: the choices (SPEC: selectKey). */
  selectKey: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Help shown under the field. */
  help: z.string().nullable(),
});
export type CustomizationField = z.infer<typeof customizationFieldSchema>;

export const customizationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(CUSTOMIZATION_TYPES),
  costType: z.enum(CUSTOMIZATION_COST_TYPES),
  /** EURO: cents per unit; PERCENT: whole percent of the unit price; NONE: 0. */
  amount: z.number().int().min(0),
  /** SPEC: customizationValues. */
  customizationValues: z.array(customizationFieldSchema).min(1),
});
export type Customization = z.infer<typeof customizationSchema>;

/** GET /product/{id}/customization: SPEC shape `{ id, customization }` per entry. */
export const productCustomizationSchema = z.object({ id: z.number().int(), customization: customizationSchema });
export const productCustomizationListSchema = z.array(productCustomizationSchema);
export type ProductCustomization = z.infer<typeof productCustomizationSchema>;

/**
 * One answer (SPEC Answer payload). `id` is the customization, `key` the field. A FILE answer's
 * `filename` names the multipart part that carries the file: `file.<id>.<key>`.
 */
export const customizationAnswerSchema = z.object({
  id: z.number().int().positive(),
  key: z.string().min(1).max(64),
  textValue: z.string().max(2000).optional(),
  checkboxValue: z.boolean().optional(),
  selectValue: z.object({ key: z.string().max(64), value: z.string().max(200) }).optional(),
  filename: z.string().max(200).optional(),
});
export type CustomizationAnswer = z.infer<typeof customizationAnswerSchema>;

/** An answer as the cart shows it back (file answers: the original name and a private URL). */
export const customizationAnswerViewSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  /** The answer as text: the typed text, « Oui », the chosen label, or the file's name. */
  value: z.string(),
  /** FILE answers: URL readable by the cart's owner and the site's admins only. */
  fileUrl: z.string().nullable(),
});
export type CustomizationAnswerView = z.infer<typeof customizationAnswerViewSchema>;

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price. */
export const customizationPriceSchema = z.object({
  /** Customization cost per unit (cents). */
  customizationCost: z.number().int().min(0),
  /** Unit price with the customization (cents). */
  unitPrice: z.number().int().min(0),
});
