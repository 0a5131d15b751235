import { readBoolean, readNumber, readText, type ParameterMap } from "@/lib/domain/parameter-map";
import { readShopSettings } from "./shop-settings";

/** The SHOP parameters (SPEC §9) delivery reads, typed once (catalogue defaults in lib/domain/parameter-catalog.ts). */
export interface ShippingSettings {
  /** Whole-cart bottles go by multiples of this (BOTTLE_MULTIPLE, ≥ 1). */
  bottleMultiple: number;
  /** MINIMUM_EXPEDITION_BOTTLE (≥ 1). */
  minimumBottles: number;
  /** MAXIMUM_EXPEDITION_BOTTLE, null = no limit. */
  maximumBottles: number | null;
  /** FREE_SHIPPING_BOTTLE (§5 count), null = never. */
  freeShippingBottles: number | null;
  /** FREE_SHIPPING_PRICE in cents, null = never. */
  freeShippingCents: number | null;
  /** LOCK_DELIVERY: no carrier for now (click and collect only). */
  lockDelivery: boolean;
  onlySellInFrance: boolean;
  sellsWorldwide: boolean;
  shippingMessage: string | null;
  clickAndCollectHours: string | null;
}

function wholeAtLeastOne(value: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

export function readShippingSettings(map: ParameterMap): ShippingSettings {
  const shop = readShopSettings(map);
  const maximum = readNumber(map, "MAXIMUM_EXPEDITION_BOTTLE", Number.NaN);
  return {
    bottleMultiple: wholeAtLeastOne(readNumber(map, "BOTTLE_MULTIPLE", 1)),
    minimumBottles: wholeAtLeastOne(readNumber(map, "MINIMUM_EXPEDITION_BOTTLE", 1)),
    maximumBottles: Number.isFinite(maximum) && maximum >= 1 ? Math.floor(maximum) : null,
    freeShippingBottles: shop.freeShippingBottles,
    freeShippingCents: shop.freeShippingCents,
    lockDelivery: readBoolean(map, "LOCK_DELIVERY"),
    onlySellInFrance: readBoolean(map, "ONLY_SELL_IN_FRANCE"),
    sellsWorldwide: readBoolean(map, "SELLS_WORLDWIDE"),
    shippingMessage: shop.shippingMessage,
    clickAndCollectHours: readText(map, "CLICK_AND_COLLECT_HOURS"),
  };
}
