import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { CustomizationField } from "@/lib/schemas/shop/customization";
import type { DecreasingDiscount, GrapeVariety, Nutrition, ProductFeature } from "@/lib/schemas/shop/product";
import { CUSTOMIZATION_COST_TYPES, CUSTOMIZATION_TYPES } from "@/lib/schemas/shop/customization";
import { CAPACITY_UNITS, PRODUCT_SUBTYPES, PRODUCT_TYPES, WINE_COLOURS } from "@/lib/schemas/shop/product";
import { createdAt, images, siteId, updatedAt, users, variationDetails } from "./core";

/** A discount as stored on a product or a declination (ids are the row's own, see discountSchema). */
export type StoredDiscount = { type: "EURO" | "PERCENT"; amount: number; detailType: "PRODUCT" | "SHIPPING_FEES"; label: string };

/**
 * The catalogue (SPEC §3 Product). A product holds what its sheet shows; nested lists that are
 * only ever read with the product (features, grape varieties, nutrition, decreasing discounts,
 * meal icons, recommended ids, image ids) are jsonb. Unpublished products are invisible to buyers.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    reference: text("reference").notNull(),
    type: text("type", { enum: PRODUCT_TYPES }).notNull(),
    subtype: text("subtype", { enum: PRODUCT_SUBTYPES }),
    summary: text("summary").notNull().default(""),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    appellation: text("appellation"),
    region: text("region"),
    colour: text("colour", { enum: WINE_COLOURS }),
    grapeVarieties: jsonb("grape_varieties").$type<GrapeVariety[]>().notNull().default([]),
    features: jsonb("features").$type<ProductFeature[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    isDematerialized: boolean("is_dematerialized").notNull().default(false),
    hasShippingFees: boolean("has_shipping_fees").notNull().default(true),
    discount: jsonb("discount").$type<StoredDiscount | null>(),
    decreasingDiscounts: jsonb("decreasing_discounts").$type<DecreasingDiscount[]>().notNull().default([]),
    imageIds: jsonb("image_ids").$type<number[]>().notNull().default([]),
    mealIconIds: jsonb("meal_icon_ids").$type<number[]>().notNull().default([]),
    nutrition: jsonb("nutrition").$type<Nutrition | null>(),
    recommendedIds: jsonb("recommended_ids").$type<number[]>().notNull().default([]),
    isPublished: boolean("is_published").notNull().default(true),
    /** Manual order (PRODUCT_ORDER = manual). */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_site_idx").on(t.siteId, t.isPublished, t.position),
    uniqueIndex("products_site_reference_uq").on(t.siteId, t.reference),
  ],
);

/** A buyable version of a product (vintage, size, variations); prices in cents. */
export const productDeclinations = pgTable(
  "product_declinations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    year: integer("year"),
    capacity: numeric("capacity", { precision: 8, scale: 3, mode: "number" }),
    capacityUnit: text("capacity_unit", { enum: CAPACITY_UNITS }),
    /** Catalogue unit price before discounts (cents). */
    fixedPrice: integer("fixed_price").notNull(),
    /** Units in stock; null = not tracked. */
    stock: integer("stock"),
    setQuantity: integer("set_quantity").notNull().default(1),
    sellByMultipleOf: integer("sell_by_multiple_of").notNull().default(1),
    variation1Id: integer("variation1_id").references(() => variationDetails.id, { onDelete: "set null" }),
    variation2Id: integer("variation2_id").references(() => variationDetails.id, { onDelete: "set null" }),
    variation3Id: integer("variation3_id").references(() => variationDetails.id, { onDelete: "set null" }),
    discount: jsonb("discount").$type<StoredDiscount | null>(),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("product_declinations_product_idx").on(t.productId, t.position),
    index("product_declinations_site_idx").on(t.siteId),
    check("product_declinations_price_ok", sql`${t.fixedPrice} >= 0`),
    check("product_declinations_stock_ok", sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check("product_declinations_multiple_ok", sql`${t.sellByMultipleOf} >= 1 AND ${t.setQuantity} >= 1`),
  ],
);

/** Medals and scores of a product (GET /award?product=). */
export const productAwards = pgTable(
  "product_awards",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    year: integer("year").notNull(),
    distinction: text("distinction").notNull(),
    medal: text("medal", { enum: ["GOLD", "SILVER", "BRONZE", "SCORE", "OTHER"] }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_awards_product_idx").on(t.siteId, t.productId)],
);

/** Customizations offered on a product (engraved label, uploaded label, gift message…). */
export const productCustomizations = pgTable(
  "product_customizations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    type: text("type", { enum: CUSTOMIZATION_TYPES }).notNull(),
    costType: text("cost_type", { enum: CUSTOMIZATION_COST_TYPES }).notNull(),
    /** EURO: cents per unit; PERCENT: whole percent; NONE: 0. */
    amount: integer("amount").notNull().default(0),
    fields: jsonb("fields").$type<CustomizationField[]>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_customizations_product_idx").on(t.siteId, t.productId)],
);

/**
 * Carts. The id a client holds is a random token (≥ 128 bits) stored as its SHA-256 hash. A guest
 * cart (customer_id null) is reachable by its token only; a customer's cart by that customer only.
 * One main cart per customer and site (partial unique index).
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    tokenHash: text("token_hash").notNull().unique(),
    customerId: integer("customer_id").references(() => users.id, { onDelete: "cascade" }),
    discountCode: text("discount_code"),
    deliveryType: text("delivery_type"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("carts_site_customer_uq").on(t.siteId, t.customerId).where(sql`${t.customerId} IS NOT NULL`),
    index("carts_updated_idx").on(t.updatedAt),
  ],
);

/** A stored customization answer of a cart line (files: the upload's id, never a path). */
export type StoredCustomizationAnswer = {
  id: number;
  key: string;
  textValue?: string;
  checkboxValue?: boolean;
  selectValue?: { key: string; value: string };
  fileId?: number;
};

/**
 * Lines of a cart. Lines of the same declination with the same answers merge (`answers_key`, a hash
 * of the normalised answers), so two tabs adding at once add up instead of duplicating.
 */
export const cartProducts = pgTable(
  "cart_products",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id")
      .notNull()
      .references(() => productDeclinations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    answers: jsonb("answers").$type<StoredCustomizationAnswer[]>().notNull().default([]),
    answersKey: text("answers_key").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_products_line_uq").on(t.cartId, t.declinationId, t.answersKey),
    check("cart_products_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * Files uploaded with a customization, stored through the storage adapter under
 * DATA_DIR/uploads; readable by the cart's owner and the site's admins only.
 */
export const customizationFiles = pgTable(
  "customization_files",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    cartId: integer("cart_id").references(() => carts.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    mediaType: text("media_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    originalName: text("original_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customization_files_cart_idx").on(t.siteId, t.cartId)],
);
