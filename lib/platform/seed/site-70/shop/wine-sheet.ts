import type { GrapeVariety, Nutrition, ProductFeature } from "@/lib/schemas/shop/product";
import type { StoredDiscount } from "@/lib/platform/db/schema";
import type { SeedDeclination } from "@/lib/platform/seed/shop-types";

/** Builders that keep the estate's catalogue readable (site 70, issue 11). */

const COLOUR_LABELS = { RED: "Rouge", WHITE: "Blanc", ROSE: "Rosé", SPARKLING: "Effervescent", SWEET: "Vin de liqueur" } as const;

export interface WineFacts {
  appellation: string;
  region?: string;
  colour: keyof typeof COLOUR_LABELS;
  colourLabel?: string;
  grapes: GrapeVariety[];
  /** % vol. */
  alcohol: number;
  serving: string;
  ageing: string;
  vinification: string;
  terroir: string;
}

/** The feature lines of a wine's sheet (keys the storefront may style: grapes, alcohol, …). */
export function wineFeatures(facts: WineFacts): ProductFeature[] {
  const grapes = facts.grapes.map((g) => (g.percent === null ? g.name : `${g.name} (${g.percent} %)`)).join(", ");
  return [
    { key: "appellation", label: "Appellation", value: facts.appellation },
    { key: "region", label: "Région", value: facts.region ?? "Bourgogne – Côte de Beaune" },
    { key: "colour", label: "Couleur", value: facts.colourLabel ?? COLOUR_LABELS[facts.colour] },
    { key: "grapes", label: "Cépages", value: grapes },
    { key: "alcohol", label: "Degré d'alcool", value: `${String(facts.alcohol).replace(".", ",")} % vol.` },
    { key: "serving", label: "Température de service", value: facts.serving },
    { key: "ageing", label: "Potentiel de garde", value: facts.ageing },
    { key: "vinification", label: "Vinification", value: facts.vinification },
    { key: "terroir", label: "Terroir", value: facts.terroir },
  ];
}

const STILL_INGREDIENTS = "Raisins, conservateur : sulfites. Élevé en fûts de chêne.";

/**
 * EU wine e-label per 100 ml (Regulation 2021/2117): energy from alcohol (0.789 g/ml, 7 kcal and
 * 29 kJ per gram) and carbohydrates (4 kcal, 17 kJ per gram); the rest is negligible in wine.
 */
export function wineNutrition(alcohol: number, sugars: number, ingredients = STILL_INGREDIENTS): Nutrition {
  const alcoholGrams = alcohol * 0.789;
  const carbohydrates = Math.round((sugars + 0.3) * 10) / 10;
  return {
    energyKj: Math.round(alcoholGrams * 29 + carbohydrates * 17),
    energyKcal: Math.round(alcoholGrams * 7 + carbohydrates * 4),
    fat: 0,
    saturatedFat: 0,
    carbohydrates,
    sugars,
    proteins: 0.1,
    salt: 0,
    ingredients,
    allergens: ["sulfites"],
  };
}

export const SPARKLING_INGREDIENTS = "Raisins, liqueur de tirage (sucre de canne, levures), liqueur d'expédition (sucre), conservateur : sulfites.";

/** A 75 cl bottle, a 37,5 cl half bottle, a 150 cl magnum (prices in cents). */
export function bottle(reference: string, year: number | null, fixedPrice: number, stock: number | null, extra: Partial<SeedDeclination> = {}): SeedDeclination {
  return { reference, year, capacity: 75, capacityUnit: "CENTILITRE", fixedPrice, stock, ...extra };
}

export function halfBottle(reference: string, year: number | null, fixedPrice: number, stock: number | null, extra: Partial<SeedDeclination> = {}): SeedDeclination {
  return { reference, year, capacity: 37.5, capacityUnit: "CENTILITRE", fixedPrice, stock, ...extra };
}

export function magnum(reference: string, year: number | null, fixedPrice: number, stock: number | null, extra: Partial<SeedDeclination> = {}): SeedDeclination {
  return { reference, year, capacity: 1.5, capacityUnit: "LITER", fixedPrice, stock, ...extra };
}

export const euros = (amount: number, label: string): StoredDiscount => ({ type: "EURO", amount, detailType: "PRODUCT", label });
export const percent = (amount: number, label: string): StoredDiscount => ({ type: "PERCENT", amount, detailType: "PRODUCT", label });
