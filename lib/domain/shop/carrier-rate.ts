import type { ShippingZone } from "@/lib/schemas/shop/shipping";

/** A line of a carrier's rate table (cents). */
export interface RateLine {
  zone: ShippingZone;
  minBottles: number;
  /** null = no upper bound. */
  maxBottles: number | null;
  price: number;
}

/**
 * The price (cents) of shipping `bottles` bottles to `zone` with a carrier, or null when its table
 * has no line for them (the carrier is then not offered). Overlapping lines: the cheapest wins.
 * Fewer than one bottle is priced as one (a parcel holding only accessories).
 */
export function carrierRate(rates: readonly RateLine[], zone: ShippingZone, bottles: number): number | null {
  const count = Math.max(1, Math.ceil(bottles));
  let best: number | null = null;
  for (const rate of rates) {
    if (rate.zone !== zone || count < rate.minBottles) continue;
    if (rate.maxBottles !== null && count > rate.maxBottles) continue;
    if (best === null || rate.price < best) best = rate.price;
  }
  return best;
}
