import type { CapacityUnit, ProductType } from "@/lib/schemas/shop/product";

/** What the free-shipping count reads of a cart line. */
export interface BottleCountLine {
  type: ProductType;
  quantity: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  /** Bottles in one unit (a box of six: 6). */
  setQuantity: number;
}

/** Capacity in centilitres, or null when the line has none. */
export function capacityInCentilitres(capacity: number | null, unit: CapacityUnit | null): number | null {
  if (capacity === null || unit === null) return null;
  return unit === "LITER" ? Math.round(capacity * 1000) / 10 : capacity;
}

/**
 * SPEC §5: bottles counted for free shipping. A wine under 75 cl counts half; a box counts its
 * quantity times the bottles it holds (the spec's "multiple": a box of six sold one at a time still
 * ships six bottles); other products count nothing; the total is rounded down.
 */
export function freeShippingBottleCount(lines: readonly BottleCountLine[]): number {
  let bottles = 0;
  for (const line of lines) {
    if (line.type === "BOX") {
      bottles += line.quantity * line.setQuantity;
    } else if (line.type === "WINE") {
      const centilitres = capacityInCentilitres(line.capacity, line.capacityUnit);
      const perUnit = centilitres !== null && centilitres < 75 ? 0.5 : 1;
      bottles += line.quantity * line.setQuantity * perUnit;
    }
  }
  return Math.floor(bottles);
}
