import { lazyValue } from "@/lib/domain/lazy-value";
import type { CapacityUnit } from "@/lib/schemas/shop/product";
import { capacityInCentilitres } from "./free-shipping";

const decimal = lazyValue(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 }));

/** « 75 cl », « 1,5 L »: a capacity as French buyers read it; null when there is none. */
export function formatCapacity(capacity: number | null, unit: CapacityUnit | null): string | null {
  if (capacity === null || unit === null) return null;
  return `${decimal().format(capacity)}\u00a0${unit === "LITER" ? "L" : "cl"}`;
}

const plain = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * « Millésime 2020 · 75 cl · Gravée à votre nom »: a declination as the cart names it ("" when it
 * has nothing to say). Variation details that only repeat the vintage or the size (the « Millésime »
 * and « Contenance » variations of a wine: « 2020 », « 150 cl ») are not said twice.
 */
export function declinationLabel(declination: {
  year: number | null;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  variations: readonly string[];
}): string {
  const capacity = formatCapacity(declination.capacity, declination.capacityUnit);
  const centilitres = capacityInCentilitres(declination.capacity, declination.capacityUnit);
  const said = new Set(
    [declination.year !== null ? String(declination.year) : null, capacity, centilitres !== null ? `${decimal().format(centilitres)} cl` : null]
      .filter((part): part is string => part !== null)
      .map(plain),
  );
  const parts = [
    declination.year !== null ? `Millésime ${declination.year}` : null,
    capacity,
    ...declination.variations.filter((variation) => !said.has(plain(variation))),
  ];
  return parts.filter((part): part is string => part !== null && part !== "").join(" · ");
}
