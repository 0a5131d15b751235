import { z } from "zod";
import { contentImageSchema } from "../content";
import { customizationAnswerSchema, customizationAnswerViewSchema } from "./customization";
import { CAPACITY_UNITS, discountSchema, PRODUCT_TYPES } from "./product";

/**
 * The cart's answers and inputs (SPEC §3 Cart, Cart product; §7 cart calls; docs/api.md « Panier »).
 * Every amount is computed by the server in integer cents; the browser never sends a price.
 */

/** A cart id as the client holds it: ≥ 128 random bits, base64url (22+ characters). */
export const cartIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, "Panier introuvable.");
/** What the browser keeps in local storage when it has no cart yet (SPEC §4). */
export const NEW_CART_ID = "new";

export const cartProductSchema = z.object({
  /** idCartProduct. */
  id: z.number().int(),
  idProduct: z.number().int(),
  idDeclination: z.number().int(),
  name: z.string(),
  slug: z.string(),
  reference: z.string(),
  type: z.enum(PRODUCT_TYPES),
  year: z.number().int().nullable(),
  capacity: z.number().positive().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  setQuantity: z.number().int().min(1),
  sellByMultipleOf: z.number().int().min(1),
  isDematerialized: z.boolean(),
  hasShippingFees: z.boolean(),
  /** « Millésime 2020 · 75 cl · Étiquette gravée »: the declination as buyers read it. */
  declinationLabel: z.string(),
  image: contentImageSchema.nullable(),
  quantity: z.number().int().positive(),
  /** Units left in stock; null when not tracked. */
  stock: z.number().int().min(0).nullable(),
  /** Catalogue unit price (cents). */
  fixedPrice: z.number().int().min(0),
  /** Unit price after discounts and decreasing discounts, customization included (cents). */
  unitPrice: z.number().int().min(0),
  /** Customization cost per unit (cents), included in unitPrice. */
  customizationCost: z.number().int().min(0),
  /** quantity × fixedPrice + customization (cents). */
  total: z.number().int().min(0),
  /** quantity × unitPrice (cents). */
  totalToPay: z.number().int().min(0),
  discount: discountSchema.nullable(),
  customizations: z.array(customizationAnswerViewSchema),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartSchema = z.object({
  id: cartIdSchema,
  products: z.array(cartProductSchema),
  /** Sum of the lines' `total` (before discounts). */
  totalProduct: z.number().int().min(0),
  /** Sum of the lines' `totalToPay`. */
  totalProductToPay: z.number().int().min(0),
  /** Units over all lines. */
  itemCount: z.number().int().min(0),
  /** Bottles counted for free shipping (§5: under 75 cl counts half, boxes count their bottles, rounded down). */
  bottleCount: z.number().int().min(0),
  /** The customer owning the cart is logged in (false for a guest cart). */
  isCustomerCart: z.boolean(),
  discountCode: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /cart and POST /cart/{cartId} (SPEC: discountCode, type). Discount codes are checked in issue 12. */
export const cartOptionsSchema = z.object({
  discountCode: z.string().trim().max(64).nullish(),
  type: z.enum(["DELIVERY", "CLICK_AND_COLLECT", "NO_DELIVERY", "PICKUP"]).nullish(),
});

/** Upper bound of any quantity (§9: quantity choices within 1 to 1000). */
export const MAX_CART_QUANTITY = 1000;

/** PUT /cart/{cartId}/product/{productId}/quantity. */
export const cartQuantitySchema = z.object({
  quantity: z.number({ error: "Indiquez une quantité." }).int("La quantité doit être un nombre entier."),
  idCartProduct: z.number().int().positive(),
});

const QUANTITY_REQUIRED = "Indiquez une quantité.";
const QUANTITY_WHOLE = "La quantité doit être un nombre entier.";

/**
 * Multipart fields of POST /cart/{cartId}/product/{declinationId} (files: parts `file.<id>.<key>`).
 * The quantity is text (a multipart field; a JSON number is passed as its digits): anything else,
 * such as `[6]` or `true` that a coercion would read as 6 and 1, is refused.
 */
export const addToCartFieldsSchema = z.object({
  type: z.enum(PRODUCT_TYPES),
  quantity: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? QUANTITY_REQUIRED : QUANTITY_WHOLE) })
    .pipe(z.coerce.number<string>({ error: QUANTITY_REQUIRED }).int(QUANTITY_WHOLE)),
  /** JSON array of customization answers (customizationAnswerSchema). */
  customizations: z.string().max(20_000).optional(),
});

/** One error of a cart write (SPEC §7: errors list key and error): `quantity`, `type`, `customizations`, `file` or `<customizationId>.<fieldKey>`. */
export const cartErrorSchema = z.object({ key: z.string(), error: z.string() });
export type CartError = z.infer<typeof cartErrorSchema>;
/** `data` of a 422 of POST /cart/{cartId}/product/{declinationId}, the file check and the price preview. */
export const cartErrorListSchema = z.array(cartErrorSchema);

/** A guest reads a customization file of its cart with the cart id in this header (never in the URL). */
export const CART_ID_HEADER = "X-Cart-Id";

/** The private URL of a customization file (GET; owner of the cart or the site's admins). */
export const customizationFileUrl = (fileId: number) => `/api/cart/customization-file/${fileId}`;

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price. */
export const customizePriceInputSchema = z.object({
  customizations: z.array(customizationAnswerSchema).max(50),
  /** The quantity the price is for (decreasing discounts); the declination's multiple when absent. */
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY).optional(),
});

/** POST /product-customization/{id}/file/validate: the file is acceptable. */
export const customizationFileCheckSchema = z.object({
  mediaType: z.string(),
  byteSize: z.number().int().positive(),
});
