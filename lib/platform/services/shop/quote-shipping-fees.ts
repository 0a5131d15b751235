import "server-only";
import { carrierRate } from "@/lib/domain/shop/carrier-rate";
import { expeditionProblem } from "@/lib/domain/shop/expedition-limits";
import { freeShippingBottleCount } from "@/lib/domain/shop/free-shipping";
import { zoneRefusal } from "@/lib/domain/shop/served-zones";
import { needsShipping, ratedBottleCount, shippedBottleCount } from "@/lib/domain/shop/shipment-count";
import { freeShippingReasons, shippingFee } from "@/lib/domain/shop/shipping-fee";
import { shippingZone } from "@/lib/domain/shop/shipping-zone";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { SHIPPING_MESSAGES, type CarrierQuote, type ShippingFees, type ShippingFeesInput } from "@/lib/schemas/shop/shipping";
import { checkPostalCode } from "./check-postal-code";
import { findCountry } from "./find-country";
import { getShippingSettings } from "./get-shipping-settings";
import { listSiteCarriers } from "./list-site-carriers";
import { priceShipmentLines } from "./price-shipment-lines";

/**
 * POST /calculate/shipping-fees: the carriers that can ship these products to this place, with
 * their price (rate table) and fee to pay (after free shipping and SHIPPING_FEES discounts). Every
 * amount comes from the catalogue and the rate tables; the browser sends products and quantities
 * only. Reads only: nothing is written. The order of the checks: products, country, postal code,
 * then (when something ships and delivery is not locked) the zone served, the expedition limits
 * and a carrier for the zone.
 */
export async function quoteShippingFees(db: Database, siteId: number, input: ShippingFeesInput): Promise<{ fees: ShippingFees; message: string | null }> {
  const lines = await priceShipmentLines(db, siteId, input.products);
  const country = await findCountry(db, input.country);
  await checkPostalCode(input.postalCode, country.alphaTwo);
  const settings = await getShippingSettings(db, siteId);
  const zone = shippingZone(country.alphaTwo, input.postalCode);
  const totalProductToPay = lines.reduce((sum, line) => sum + line.totalToPay, 0);
  const bottleCount = freeShippingBottleCount(lines);
  const shippedBottles = shippedBottleCount(lines);
  const shipping = needsShipping(lines);
  const discounts = lines.flatMap((line) => (line.isDematerialized ? [] : line.shippingDiscounts));
  const reasons = shipping ? freeShippingReasons({ zone, totalProductToPay, bottleCount, shippingDiscounts: discounts, settings }) : [];
  const fees: ShippingFees = {
    zone,
    country: { id: country.id, alphaTwo: country.alphaTwo, name: country.name },
    postalCode: input.postalCode,
    needsShipping: shipping,
    deliveryLocked: shipping && settings.lockDelivery,
    bottleCount,
    shippedBottles,
    totalProductToPay,
    freeShipping: { isFree: reasons.length > 0, reasons },
    carriers: [],
    shippingMessage: settings.shippingMessage,
  };
  if (!shipping) return { fees, message: SHIPPING_MESSAGES.noShipping };
  if (settings.lockDelivery) return { fees, message: SHIPPING_MESSAGES.deliveryLocked };

  const refusal = zoneRefusal(zone, settings);
  if (refusal) throw ApiError.validation({ country: [refusal] }, refusal);
  const problem = expeditionProblem(shippedBottles, settings);
  if (problem) throw ApiError.validation({ products: [problem.message] }, problem.message);

  const rated = ratedBottleCount(lines);
  const carriers: CarrierQuote[] = [];
  for (const carrier of await listSiteCarriers(db, siteId)) {
    // A carrier serves the zone when its table has a line for the bottles (one, for a parcel without fees).
    const listed = carrierRate(carrier.rates, zone, Math.max(1, rated));
    if (listed === null) continue;
    const price = rated === 0 ? 0 : listed;
    const fdp = shippingFee(price, reasons, discounts);
    carriers.push({
      id: carrier.id,
      name: carrier.name,
      serviceCode: carrier.serviceCode,
      description: carrier.description,
      deliveryType: carrier.deliveryType,
      siteType: carrier.siteType,
      price,
      fdp,
      isFree: fdp === 0,
    });
  }
  if (carriers.length === 0) throw ApiError.validation({ country: [SHIPPING_MESSAGES.noCarrierForZone] }, SHIPPING_MESSAGES.noCarrierForZone);
  return { fees: { ...fees, carriers }, message: null };
}
