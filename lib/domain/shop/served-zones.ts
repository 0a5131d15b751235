import { SHIPPING_MESSAGES, type ShippingZone } from "@/lib/schemas/shop/shipping";
import type { ShippingSettings } from "./shipping-settings";

/**
 * The zones a site delivers: ONLY_SELL_IN_FRANCE → France only (it wins over SELLS_WORLDWIDE);
 * SELLS_WORLDWIDE → France, EU and the world; neither → France and the EU.
 */
export function servedZones(settings: Pick<ShippingSettings, "onlySellInFrance" | "sellsWorldwide">): ShippingZone[] {
  if (settings.onlySellInFrance) return ["FRANCE"];
  return settings.sellsWorldwide ? ["FRANCE", "EU", "WORLD"] : ["FRANCE", "EU"];
}

/** The French message refusing a zone the site does not deliver, or null when it does. */
export function zoneRefusal(zone: ShippingZone, settings: Pick<ShippingSettings, "onlySellInFrance" | "sellsWorldwide">): string | null {
  if (servedZones(settings).includes(zone)) return null;
  return settings.onlySellInFrance ? SHIPPING_MESSAGES.onlyFrance : SHIPPING_MESSAGES.onlyEurope;
}
