import type { FreeShippingReason, ShippingZone } from "@/lib/schemas/shop/shipping";
import type { UnitPriceDiscount } from "./unit-price";
import type { ShippingSettings } from "./shipping-settings";

/** A SHIPPING_FEES discount of a product in the shipment (EURO in cents, PERCENT in whole percent). */
export type ShippingDiscount = Pick<UnitPriceDiscount, "type" | "amount"> & { label: string };

export interface FreeShippingInput {
  zone: ShippingZone;
  /** Σ products to pay (cents). */
  totalProductToPay: number;
  /** §5 bottle count. */
  bottleCount: number;
  /** SHIPPING_FEES discounts of the products shipped. */
  shippingDiscounts: readonly ShippingDiscount[];
  settings: Pick<ShippingSettings, "freeShippingBottles" | "freeShippingCents">;
}

const euros = (cents: number) => `${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2).replace(".", ",")} €`;

/**
 * Why shipping is free: FREE_SHIPPING_PRICE reached by the products to pay, FREE_SHIPPING_BOTTLE
 * reached by the §5 bottle count (both for France only: the thresholds are the site's offer for
 * French deliveries), or a product carrying a 100 % SHIPPING_FEES discount (any zone).
 */
export function freeShippingReasons(input: FreeShippingInput): FreeShippingReason[] {
  const reasons: FreeShippingReason[] = [];
  const { freeShippingCents, freeShippingBottles } = input.settings;
  if (input.zone === "FRANCE" && freeShippingCents !== null && input.totalProductToPay >= freeShippingCents) {
    reasons.push({ type: "PRICE", label: `Livraison offerte dès ${euros(freeShippingCents)} d'achat` });
  }
  if (input.zone === "FRANCE" && freeShippingBottles !== null && input.bottleCount >= freeShippingBottles) {
    reasons.push({ type: "BOTTLE", label: `Livraison offerte dès ${freeShippingBottles} bouteilles` });
  }
  const full = input.shippingDiscounts.find((discount) => discount.type === "PERCENT" && discount.amount >= 100);
  if (full) reasons.push({ type: "PRODUCT_DISCOUNT", label: full.label });
  return reasons;
}

/**
 * The fee to pay (cents) for a carrier's `price`: 0 with any free-shipping reason, else the price
 * lowered by the most favourable SHIPPING_FEES discount of the shipment (one, not cumulated: EURO
 * cents off, PERCENT percent off rounded half up), never below 0.
 */
export function shippingFee(price: number, reasons: readonly FreeShippingReason[], discounts: readonly ShippingDiscount[]): number {
  if (reasons.length > 0) return 0;
  let fee = price;
  for (const discount of discounts) {
    const off = discount.type === "EURO" ? discount.amount : Math.floor((price * Math.min(100, discount.amount) + 50) / 100);
    fee = Math.min(fee, Math.max(0, price - off));
  }
  return Math.max(0, fee);
}
