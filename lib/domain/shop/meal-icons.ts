import type { MealIcon } from "@/lib/schemas/shop/product";

/**
 * Food pairings a product can show (GET /parameter/product/meal-icon). A constant list: products
 * store these ids (`products.meal_icon_ids`), so an id never changes meaning; new ones go at the end.
 */
export const MEAL_ICONS: readonly MealIcon[] = [
  { id: 1, code: "RED_MEAT", label: "Viandes rouges" },
  { id: 2, code: "GAME", label: "Gibier" },
  { id: 3, code: "POULTRY", label: "Volaille" },
  { id: 4, code: "WHITE_MEAT", label: "Viandes blanches" },
  { id: 5, code: "FISH", label: "Poisson" },
  { id: 6, code: "SEAFOOD", label: "Fruits de mer" },
  { id: 7, code: "CHEESE", label: "Fromages" },
  { id: 8, code: "DESSERT", label: "Desserts" },
  { id: 9, code: "APERITIF", label: "Apéritif" },
  { id: 10, code: "SPICY", label: "Cuisine épicée" },
  { id: 11, code: "CHARCUTERIE", label: "Charcuterie" },
  { id: 12, code: "VEGETARIAN", label: "Cuisine végétarienne" },
  { id: 13, code: "MUSHROOMS", label: "Champignons" },
  { id: 14, code: "CHOCOLATE", label: "Chocolat" },
];

/** The icons of these ids, in the list's order; unknown ids are left out. */
export function mealIconsOf(ids: readonly number[]): MealIcon[] {
  const wanted = new Set(ids);
  return MEAL_ICONS.filter((icon) => wanted.has(icon.id));
}

/** The id of a code (seed data names icons by code); throws on an unknown code. */
export function mealIconId(code: string): number {
  const icon = MEAL_ICONS.find((candidate) => candidate.code === code);
  if (!icon) throw new Error(`Unknown meal icon code ${code}`);
  return icon.id;
}
