import type { ProductType } from "@/lib/schemas/shop/product";

/** What the shipment reads of a line. */
export interface ShipmentLine {
  type: ProductType;
  quantity: number;
  /** Bottles in one unit (a box of six: 6). */
  setQuantity: number;
  isDematerialized: boolean;
  hasShippingFees: boolean;
}

/** True when at least one line is a physical product (a dematerialised-only cart ships nothing). */
export function needsShipping(lines: readonly ShipmentLine[]): boolean {
  return lines.some((line) => !line.isDematerialized);
}

/**
 * Bottles that travel: every bottle of the wines and boxes (units × bottles per unit), whatever its
 * size (a half bottle or a magnum takes one place in a carton). The expedition limits
 * (MINIMUM/MAXIMUM_EXPEDITION_BOTTLE, BOTTLE_MULTIPLE) count these; the free-shipping threshold
 * counts §5's bottles (freeShippingBottleCount).
 */
export function shippedBottleCount(lines: readonly ShipmentLine[]): number {
  let bottles = 0;
  for (const line of lines) {
    if (line.isDematerialized || line.type === "OTHER") continue;
    bottles += line.quantity * line.setQuantity;
  }
  return bottles;
}

/**
 * The bottles the rate tables price: those of lines that carry shipping fees; 0 when no line does
 * (nothing to pay for), at least 1 when only accessories carry fees.
 */
export function ratedBottleCount(lines: readonly ShipmentLine[]): number {
  const charged = lines.filter((line) => line.hasShippingFees && !line.isDematerialized);
  if (charged.length === 0) return 0;
  return Math.max(1, shippedBottleCount(charged));
}
