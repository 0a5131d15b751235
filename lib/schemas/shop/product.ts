import { z } from "zod";
import { contentImageSchema } from "../content";
import { paginationSchema } from "../list";

/**
 * The catalogue's answers (SPEC §3 Product, Product store; docs/api.md « Boutique »), written once:
 * the services return them, the API client parses with them, tests check answers against them.
 * Money is integer cents everywhere; the server computes every amount.
 */

export const PRODUCT_TYPES = ["WINE", "BOX", "OTHER"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_SUBTYPES = ["BOTTLE"] as const;
export const CAPACITY_UNITS = ["LITER", "CENTILITRE"] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];
/** Wine colours, French labels in lib/domain/shop/wine-labels.ts. */
export const WINE_COLOURS = ["RED", "WHITE", "ROSE", "SPARKLING", "SWEET"] as const;
export type WineColour = (typeof WINE_COLOURS)[number];
export const DISCOUNT_TYPES = ["EURO", "PERCENT"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** PRODUCT lowers the unit price; SHIPPING_FEES lowers the shipping fees (checkout, issue 12). */
export const DISCOUNT_DETAIL_TYPES = ["PRODUCT", "SHIPPING_FEES"] as const;

/** A discount (SPEC §3: id, type EURO or percent, amount, detailType). EURO amounts in cents, PERCENT in whole percent (1–100). */
export const discountSchema = z.object({
  id: z.number().int(),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number().int().positive(),
  detailType: z.enum(DISCOUNT_DETAIL_TYPES),
  /** French label shown to buyers, e.g. « Livraison offerte ». */
  label: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/** A decreasing discount: from `minQuantity` units of one declination on, each unit costs less. */
export const decreasingDiscountSchema = z.object({
  minQuantity: z.number().int().min(2),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number().int().positive(),
});
export type DecreasingDiscount = z.infer<typeof decreasingDiscountSchema>;

/** One of a declination's up to three variations: the variation's name and the chosen detail. */
export const declinationVariationSchema = z.object({
  /** The variation detail's id (GET /variation). */
  id: z.number().int(),
  /** The variation's name, e.g. « Étiquette ». */
  label: z.string(),
  /** The detail as buyers read it, e.g. « Gravée à votre nom ». */
  displayLabel: z.string(),
});

/** A buyable version of a product: a vintage and a size, possibly with variations. */
export const declinationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** Vintage year; null for non-vintage wines and non-wine products. */
  year: z.number().int().nullable(),
  /** Capacity in `capacityUnit` (75 and CENTILITRE for a bottle, 1.5 and LITER for a magnum); null when meaningless. */
  capacity: z.number().positive().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  /** Catalogue unit price before any discount (the crossed-out price when a discount applies). */
  fixedPrice: z.number().int().min(0),
  /** Unit price after this declination's (or else the product's) PRODUCT discount. */
  price: z.number().int().min(0),
  /** Units in stock; null when stock is not tracked (unlimited). */
  quantity: z.number().int().min(0).nullable(),
  /** Bottles in one unit (6 for a box of six); 1 for a single bottle. */
  setQuantity: z.number().int().min(1),
  /** Units are added by multiples of this number (§5). */
  sellByMultipleOf: z.number().int().min(1),
  variation1: declinationVariationSchema.nullable(),
  variation2: declinationVariationSchema.nullable(),
  variation3: declinationVariationSchema.nullable(),
  /** Applies instead of the product's discount when set. */
  discount: discountSchema.nullable(),
  image: contentImageSchema.nullable(),
});
export type Declination = z.infer<typeof declinationSchema>;

/** A feature line of the product sheet (appellation, région, cépages, degré, service, garde, …). */
export const productFeatureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

export const grapeVarietySchema = z.object({ name: z.string(), percent: z.number().int().min(1).max(100).nullable() });
export type GrapeVariety = z.infer<typeof grapeVarietySchema>;

/** EU wine e-label (Regulation 2021/2117): per 100 ml; energy in kJ and kcal, grams otherwise. */
export const nutritionSchema = z.object({
  energyKj: z.number().min(0),
  energyKcal: z.number().min(0),
  fat: z.number().min(0),
  saturatedFat: z.number().min(0),
  carbohydrates: z.number().min(0),
  sugars: z.number().min(0),
  proteins: z.number().min(0),
  salt: z.number().min(0),
  ingredients: z.string(),
  /** Allergens, e.g. « sulfites », shown in bold in the ingredients list. */
  allergens: z.array(z.string()),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** A product, as GET /product lists it and GET /product/{id} returns it. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  reference: z.string(),
  /** SPEC §3 shape: `type.type`. */
  type: z.object({ type: z.enum(PRODUCT_TYPES) }),
  subtypeType: z.enum(PRODUCT_SUBTYPES).nullable(),
  /** Short text of the cards. */
  summary: z.string(),
  /** Sanitised HTML of the product sheet. */
  description: z.string(),
  appellation: z.string().nullable(),
  region: z.string().nullable(),
  colour: z.enum(WINE_COLOURS).nullable(),
  grapeVarieties: z.array(grapeVarietySchema),
  features: z.array(productFeatureSchema),
  tags: z.array(z.string()),
  isDematerialized: z.boolean(),
  /** False for products that never add shipping fees (gift cards, dematerialised products). */
  hasShippingFees: z.boolean(),
  /** Lowest unit price to pay over the declinations (cents). */
  price: z.number().int().min(0),
  /** Total stock over the declinations; null when one of them is not tracked. */
  quantity: z.number().int().min(0).nullable(),
  discount: discountSchema.nullable(),
  decreasingDiscounts: z.array(decreasingDiscountSchema),
  declinations: z.array(declinationSchema).min(1),
  images: z.array(contentImageSchema),
  /** Meal icon ids (GET /parameter/product/meal-icon). */
  mealIcons: z.array(z.number().int()),
  nutrition: nutritionSchema.nullable(),
  hasCustomization: z.boolean(),
  awardCount: z.number().int().min(0),
});
export type Product = z.infer<typeof productSchema>;

/** GET /product: the list grammar of §7 (default 100 per page, page 1, ordered by price). */
export const productListSchema = z.object({
  list: z.array(productSchema),
  total: z.number().int().min(0),
  pagination: paginationSchema,
  /** Choices of the catalogue's filters over every published product of the site. */
  filters: z.object({
    colours: z.array(z.enum(WINE_COLOURS)),
    appellations: z.array(z.string()),
    tags: z.array(z.string()),
    types: z.array(z.enum(PRODUCT_TYPES)),
    minPrice: z.number().int().min(0),
    maxPrice: z.number().int().min(0),
  }),
});
export type ProductList = z.infer<typeof productListSchema>;

/** GET /award?product={id}. */
export const awardSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The competition, e.g. « Concours Général Agricole Paris ». */
  name: z.string(),
  year: z.number().int(),
  /** « Médaille d'or », « 92/100 », … */
  distinction: z.string(),
  medal: z.enum(["GOLD", "SILVER", "BRONZE", "SCORE", "OTHER"]),
});
export type Award = z.infer<typeof awardSchema>;
export const awardListSchema = z.array(awardSchema);

/** GET /parameter/product/meal-icon: food pairings a product can show. */
export const mealIconSchema = z.object({ id: z.number().int(), code: z.string(), label: z.string() });
export type MealIcon = z.infer<typeof mealIconSchema>;
export const mealIconListSchema = z.array(mealIconSchema);

/** GET /v2/product/recommended/{id}. */
export const recommendedProductsSchema = z.object({ products: z.array(productSchema) });
