import "server-only";
import type { CustomizationField } from "@/lib/schemas/shop/customization";
import type { CapacityUnit, DecreasingDiscount, GrapeVariety, Nutrition, ProductFeature, ProductType, WineColour } from "@/lib/schemas/shop/product";
import type { StoredDiscount } from "@/lib/platform/db/schema";

/** A buyable version of a sample product. Prices in cents. */
export interface SeedDeclination {
  reference: string;
  year: number | null;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  fixedPrice: number;
  /** null: stock not tracked. */
  stock: number | null;
  setQuantity?: number;
  sellByMultipleOf?: number;
  /**
   * Variations as [variation label, detail label], up to three. Wines get « Millésime » and
   * « Contenance » from their year and capacity when these are not given.
   */
  variations?: [string, string][];
  discount?: StoredDiscount;
  /** An image of its own (asset file name), else the product's. */
  imageFile?: string;
}

export interface SeedAward {
  name: string;
  year: number;
  distinction: string;
  medal: "GOLD" | "SILVER" | "BRONZE" | "SCORE" | "OTHER";
}

export interface SeedCustomization {
  label: string;
  type: "SIMPLE" | "DYNAMIC_FORM";
  costType: "EURO" | "PERCENT" | "NONE";
  amount: number;
  fields: CustomizationField[];
}

/** A sample product (issue 11): what its sheet shows, its declinations, awards and customizations. */
export interface SeedProduct {
  /** Unique per site; other products recommend it by this. */
  reference: string;
  name: string;
  slug: string;
  type: ProductType;
  subtype?: "BOTTLE" | null;
  summary: string;
  /** HTML, sanitised when written. */
  description: string;
  appellation?: string | null;
  region?: string | null;
  colour?: WineColour | null;
  grapeVarieties?: GrapeVariety[];
  features?: ProductFeature[];
  tags?: string[];
  isDematerialized?: boolean;
  hasShippingFees?: boolean;
  discount?: StoredDiscount;
  decreasingDiscounts?: DecreasingDiscount[];
  image: { file: string; alt: string };
  /** Meal icon codes (lib/domain/shop/meal-icons.ts). */
  mealIcons?: string[];
  nutrition?: Nutrition;
  /** References of the recommended products. */
  recommended?: string[];
  isPublished?: boolean;
  declinations: SeedDeclination[];
  awards?: SeedAward[];
  customizations?: SeedCustomization[];
}
