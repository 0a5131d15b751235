import { readBoolean, readChoice, readNumber, readText, type ParameterMap } from "@/lib/domain/parameter-map";

/**
 * The SHOP parameters (SPEC §9) the catalogue, product sheet and cart read, typed once with the
 * catalogue's defaults (lib/domain/parameter-catalog.ts). Server pages build it from the site's
 * parameters and pass it down; components never read raw parameters.
 */
export interface ShopSettings {
  hidePrices: boolean;
  hidePercentageDiscount: boolean;
  /** Show « Plus que N en stock » when the stock is at or below this (0 = never). */
  stockLimitDisplay: number;
  inStockLabel: string;
  notInStockLabel: string;
  productDisplay: "GRID" | "LIST";
  productOrder: "PRICE_ASC" | "PRICE_DESC" | "NAME_ASC" | "NEWEST" | "CUSTOM";
  aspectRatio: "SQUARE" | "PORTRAIT" | "LANDSCAPE";
  pageStyle: "CLASSIC" | "MODERN";
  featuresStyle: "LIST" | "TABLE" | "ICONS";
  hideProductIcon: boolean;
  /** SWITCH_WINE_NAME_AND_APPELLATION: the appellation is the title, the wine's name under it. */
  appellationFirst: boolean;
  grapeVarietyDisplay: "NAME_ONLY" | "NAME_AND_PERCENTAGE";
  grapeVarietyPlace: "UNDER_TITLE" | "IN_FEATURES" | "HIDDEN";
  showNutrition: boolean;
  seeCartOnHover: boolean;
  shippingMessage: string | null;
  /** Free shipping from this many bottles (§5 count), or null. */
  freeShippingBottles: number | null;
  /** Free shipping from this amount of products to pay, in cents, or null. */
  freeShippingCents: number | null;
  alcoholMessage: boolean;
  /**
   * HIDE_ECOMMERCE_LABEL: product cards (catalogue, products block, recommended products) leave
   * out their selling labels, the offer (« Livraison offerte ») and the stock line, for a
   * showcase look; the product sheet keeps them beside its buy box.
   */
  hideEcommerceLabel: boolean;
}

function positiveOrNull(map: ParameterMap, key: string): number | null {
  const value = readNumber(map, key, Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function readShopSettings(map: ParameterMap): ShopSettings {
  const euros = positiveOrNull(map, "FREE_SHIPPING_PRICE");
  const bottles = positiveOrNull(map, "FREE_SHIPPING_BOTTLE");
  return {
    hidePrices: readBoolean(map, "HIDE_PRODUCT_PRICES"),
    hidePercentageDiscount: readBoolean(map, "PRODUCT_HIDE_PERCENTAGE_DISCOUNT"),
    stockLimitDisplay: Math.max(0, Math.floor(readNumber(map, "STOCK_LIMIT_DISPLAY", 0))),
    inStockLabel: readText(map, "IN_STOCK_LABEL") ?? "En stock",
    notInStockLabel: readText(map, "NOT_IN_STOCK_LABEL") ?? "Rupture de stock",
    productDisplay: readChoice(map, "PRODUCT_DISPLAY", ["GRID", "LIST"] as const, "GRID"),
    productOrder: readChoice(map, "PRODUCT_ORDER", ["PRICE_ASC", "PRICE_DESC", "NAME_ASC", "NEWEST", "CUSTOM"] as const, "PRICE_ASC"),
    aspectRatio: readChoice(map, "PRODUCT_ASPECT_RATIO", ["SQUARE", "PORTRAIT", "LANDSCAPE"] as const, "SQUARE"),
    pageStyle: readChoice(map, "PRODUCT_PAGE_STYLE", ["CLASSIC", "MODERN"] as const, "CLASSIC"),
    featuresStyle: readChoice(map, "FEATURES_PRODUCT_STYLE", ["LIST", "TABLE", "ICONS"] as const, "LIST"),
    hideProductIcon: readBoolean(map, "HIDE_PRODUCT_ICON"),
    appellationFirst: readBoolean(map, "SWITCH_WINE_NAME_AND_APPELLATION"),
    grapeVarietyDisplay: readChoice(map, "HOW_TO_DISPLAY_GRAPE_VARIETY", ["NAME_ONLY", "NAME_AND_PERCENTAGE"] as const, "NAME_AND_PERCENTAGE"),
    grapeVarietyPlace: readChoice(map, "WHERE_TO_DISPLAY_GRAPE_VARIETY", ["UNDER_TITLE", "IN_FEATURES", "HIDDEN"] as const, "IN_FEATURES"),
    showNutrition: readBoolean(map, "SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET"),
    seeCartOnHover: readBoolean(map, "SEE_CART_ON_HOVER"),
    shippingMessage: readText(map, "SHIPPING_MESSAGE"),
    freeShippingBottles: bottles === null ? null : Math.floor(bottles),
    freeShippingCents: euros === null ? null : Math.round(euros * 100),
    alcoholMessage: readBoolean(map, "DISPLAY_ALCOHOL_SELLING_MESSAGE"),
    hideEcommerceLabel: readBoolean(map, "HIDE_ECOMMERCE_LABEL"),
  };
}

/** French public-health message required next to alcohol sales (Loi Évin). */
export const ALCOHOL_SELLING_MESSAGE =
  "L'abus d'alcool est dangereux pour la santé, à consommer avec modération. La vente d'alcool aux mineurs est interdite.";
