import type { GrapeVariety } from "@/lib/schemas/shop/product";
import type { ShopSettings } from "./shop-settings";

/**
 * Grape varieties as HOW_TO_DISPLAY_GRAPE_VARIETY says: « Chardonnay (85 %), Aligoté (15 %) » or
 * names only; null when there are none.
 */
export function formatGrapeVarieties(varieties: readonly GrapeVariety[], display: ShopSettings["grapeVarietyDisplay"]): string | null {
  if (varieties.length === 0) return null;
  return varieties
    .map((variety) => (display === "NAME_AND_PERCENTAGE" && variety.percent !== null ? `${variety.name} (${variety.percent} %)` : variety.name))
    .join(", ");
}
