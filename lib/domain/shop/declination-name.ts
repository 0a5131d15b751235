import type { Declination } from "@/lib/schemas/shop/product";
import { declinationLabel } from "./declination-label";

/**
 * « Millésime 2022 · 75 cl · Gravée à votre nom », plus « carton de 6 » for a set: a declination of
 * the contract as the product sheet and its JSON-LD name it (the cart's declinationLabel rule).
 */
export function declinationName(declination: Pick<Declination, "year" | "capacity" | "capacityUnit" | "setQuantity" | "variation1" | "variation2" | "variation3">): string {
  const variations = [declination.variation1, declination.variation2, declination.variation3].flatMap((v) => (v ? [v.displayLabel] : []));
  const label = declinationLabel({ year: declination.year, capacity: declination.capacity, capacityUnit: declination.capacityUnit, variations });
  const set = declination.setQuantity > 1 ? `carton de ${declination.setQuantity}` : null;
  return [label || null, set].filter(Boolean).join(" · ");
}
