import type { ProductType, WineColour } from "@/lib/schemas/shop/product";

/** French labels of the catalogue's enums (filters, cards, product sheet). */
export const WINE_COLOUR_LABELS: Readonly<Record<WineColour, string>> = {
  RED: "Rouge",
  WHITE: "Blanc",
  ROSE: "Rosé",
  SPARKLING: "Effervescent",
  SWEET: "Moelleux",
};

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  WINE: "Vins",
  BOX: "Coffrets et cartons",
  OTHER: "Accessoires et cadeaux",
};
