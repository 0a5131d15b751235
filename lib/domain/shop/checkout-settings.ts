import { readBoolean, type ParameterMap } from "@/lib/domain/parameter-map";
import type { ExpeditionLimits } from "./expedition-limits";
import { readShippingSettings } from "./shipping-settings";
import { readShopSettings } from "./shop-settings";

/**
 * What the checkout (/commande) reads of the site (SPEC §9), typed once on the server and handed
 * to the client steps as plain data: the steps never read raw parameters.
 */
export interface CheckoutSettings {
  /** MINIMUM/MAXIMUM_EXPEDITION_BOTTLE, BOTTLE_MULTIPLE. */
  limits: ExpeditionLimits;
  /** LOCK_DELIVERY: click and collect only. */
  deliveryLocked: boolean;
  onlySellInFrance: boolean;
  sellsWorldwide: boolean;
  shippingMessage: string | null;
  /** DISPLAY_ALCOHOL_SELLING_MESSAGE. */
  alcoholMessage: boolean;
  /** DISPLAY_ETHYLOTEST_MESSAGE: the breathalyser banner of the payment step. */
  breathalyserMessage: boolean;
  /** A winemaker's shop: the customer confirms being 18 or older (site info isWinemaker). */
  sellsAlcohol: boolean;
  /** ALLOW_ONLY_MOBILE_PHONE. */
  mobileOnly: boolean;
}

export function readCheckoutSettings(map: ParameterMap, site: { isWinemaker: boolean }): CheckoutSettings {
  const shipping = readShippingSettings(map);
  return {
    limits: { minimumBottles: shipping.minimumBottles, maximumBottles: shipping.maximumBottles, bottleMultiple: shipping.bottleMultiple },
    deliveryLocked: shipping.lockDelivery,
    onlySellInFrance: shipping.onlySellInFrance,
    sellsWorldwide: shipping.sellsWorldwide,
    shippingMessage: shipping.shippingMessage,
    alcoholMessage: readShopSettings(map).alcoholMessage,
    breathalyserMessage: readBoolean(map, "DISPLAY_ETHYLOTEST_MESSAGE"),
    sellsAlcohol: site.isWinemaker,
    mobileOnly: readBoolean(map, "ALLOW_ONLY_MOBILE_PHONE"),
  };
}

/** The breathalyser message (DISPLAY_ETHYLOTEST_MESSAGE) shown on the payment step. */
export const BREATHALYSER_MESSAGE =
  "Ne prenez pas le volant après avoir bu : vérifiez votre taux d'alcoolémie avec un éthylotest. Au-delà de 0,5 g d'alcool par litre de sang (0,2 g pour les jeunes conducteurs), la conduite est interdite.";
