import { formatEuros } from "@/lib/domain/money";
import type { ShopSettings } from "./shop-settings";

export interface FreeShippingNudge {
  reached: boolean;
  /** « Plus que 12,50 € pour la livraison offerte » / « Livraison offerte ! ». */
  text: string;
  /** 0–1, for a progress bar. */
  progress: number;
}

/**
 * The cart's free-shipping nudge (issue 11): in euros (FREE_SHIPPING_PRICE, against the products
 * to pay) or in bottles (FREE_SHIPPING_BOTTLE, against the §5 bottle count); euros first when both
 * are set; null when neither is. Dematerialised-only carts need no shipping: the caller skips them.
 */
export function freeShippingNudge(
  cart: { totalProductToPay: number; bottleCount: number },
  settings: Pick<ShopSettings, "freeShippingCents" | "freeShippingBottles">,
): FreeShippingNudge | null {
  if (settings.freeShippingCents !== null) {
    const missing = settings.freeShippingCents - cart.totalProductToPay;
    return missing <= 0
      ? { reached: true, text: "Livraison offerte pour cette commande !", progress: 1 }
      : {
          reached: false,
          text: `Plus que ${formatEuros(missing)} d'achats pour profiter de la livraison offerte.`,
          progress: cart.totalProductToPay / settings.freeShippingCents,
        };
  }
  if (settings.freeShippingBottles !== null) {
    const missing = settings.freeShippingBottles - cart.bottleCount;
    return missing <= 0
      ? { reached: true, text: "Livraison offerte pour cette commande !", progress: 1 }
      : {
          reached: false,
          text: `Plus que ${missing} ${missing > 1 ? "bouteilles" : "bouteille"} pour profiter de la livraison offerte.`,
          progress: cart.bottleCount / settings.freeShippingBottles,
        };
  }
  return null;
}
