import type { CarrierChoice, DeliveryState } from "@/lib/schemas/shop/delivery-state";
import { ORDER_MESSAGES } from "@/lib/schemas/shop/order";
import type { ShippingFees } from "@/lib/schemas/shop/shipping";
import type { ExpeditionProblem } from "./expedition-limits";
import { servedZones } from "./served-zones";
import { shippingZone } from "./shipping-zone";

/**
 * The checkout's delivery choice (SPEC §3 « Cart client state », §4 delivery types): what the
 * customer may choose, what each choice resets, and when the choice is complete. Pure: the
 * delivery store and the delivery step call these; the server checks everything again.
 */

/** The choices offered: home and relay point are SPEC's « delivery » with a DELIVERY or PICKUP carrier. */
export const DELIVERY_OPTIONS = ["HOME", "RELAY", "CLICK_AND_COLLECT", "NO_DELIVERY"] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  HOME: "Livraison à domicile",
  RELAY: "Livraison en point relais",
  CLICK_AND_COLLECT: "Retrait au domaine",
  NO_DELIVERY: "Sans livraison",
};

export const DELIVERY_OPTION_HINTS: Record<DeliveryOption, string> = {
  HOME: "Votre colis livré à l'adresse de votre choix.",
  RELAY: "Retirez votre colis chez un commerçant près de chez vous.",
  CLICK_AND_COLLECT: "Gratuit : choisissez le jour et l'heure de votre passage.",
  NO_DELIVERY: "Votre commande ne contient que des produits dématérialisés.",
};

export interface DeliveryContext {
  /** The cart holds a physical product (lib/domain/shop/shipment-count needsShipping). */
  needsShipping: boolean;
  /** LOCK_DELIVERY: no carrier for now. */
  deliveryLocked: boolean;
  /** The site has a pickup calendar (GET /click-and-collect answered); null while unknown. */
  clickAndCollect: boolean | null;
}

/**
 * The choices that apply: a dematerialised-only cart ships nothing (« sans livraison » only);
 * LOCK_DELIVERY leaves click and collect alone; otherwise home, relay point, and click and collect
 * when the site has a pickup calendar.
 */
export function deliveryOptions(context: DeliveryContext): DeliveryOption[] {
  if (!context.needsShipping) return ["NO_DELIVERY"];
  const pickup: DeliveryOption[] = context.clickAndCollect ? ["CLICK_AND_COLLECT"] : [];
  return context.deliveryLocked ? pickup : ["HOME", "RELAY", ...pickup];
}

/** The choice the state holds, null before one is made. */
export function selectedDeliveryOption(state: Pick<DeliveryState, "deliveryType" | "carrierType" | "carrier">): DeliveryOption | null {
  switch (state.deliveryType) {
    case "delivery": {
      const type = state.carrierType ?? state.carrier?.deliveryType ?? null;
      return type === "PICKUP" ? "RELAY" : type === "DELIVERY" ? "HOME" : null;
    }
    case "clickAndCollect":
      return "CLICK_AND_COLLECT";
    case "no_delivery":
      return "NO_DELIVERY";
    default:
      return null;
  }
}

/**
 * What choosing an option changes. Click and collect resets the carrier, city, shipping prices and
 * access point (SPEC §4); home and relay keep the place (postal code, country, prices) but drop a
 * carrier of the other kind, and home delivery the relay point; the other choices (a pickup day,
 * the addresses) stay, so going back and forth loses nothing.
 */
export function deliveryOptionPatch(option: DeliveryOption, state: Pick<DeliveryState, "carrier">): Partial<DeliveryState> {
  switch (option) {
    case "HOME":
      return { deliveryType: "delivery", carrierType: "DELIVERY", carrier: state.carrier?.deliveryType === "DELIVERY" ? state.carrier : null, accessPointAddress: null };
    case "RELAY":
      return { deliveryType: "delivery", carrierType: "PICKUP", carrier: state.carrier?.deliveryType === "PICKUP" ? state.carrier : null };
    case "CLICK_AND_COLLECT":
      return { deliveryType: "clickAndCollect", carrierType: null, carrier: null, city: null, shippingPrices: [], accessPointAddress: null };
    case "NO_DELIVERY":
      return { deliveryType: "no_delivery", carrierType: null, carrier: null, accessPointAddress: null };
  }
}

/** The carriers of the chosen kind (home or relay) among the quoted ones. */
export function carriersOfOption(prices: readonly CarrierChoice[], option: DeliveryOption | null): CarrierChoice[] {
  if (option !== "HOME" && option !== "RELAY") return [];
  const type = option === "HOME" ? "DELIVERY" : "PICKUP";
  return prices.filter((carrier) => carrier.deliveryType === type);
}

/** A carrier as the delivery state keeps it (SPEC §3 Carrier). */
export function carrierChoice(carrier: ShippingFees["carriers"][number]): CarrierChoice {
  return {
    id: carrier.id,
    name: carrier.name,
    serviceCode: carrier.serviceCode,
    price: carrier.price,
    fdp: carrier.fdp,
    deliveryType: carrier.deliveryType,
    siteType: carrier.siteType,
  };
}

/**
 * The state after a shipping quote (POST /calculate/shipping-fees): the new prices; the chosen
 * carrier kept with its new price when still offered (else none, or the only carrier of the chosen
 * kind); the place as the server read it; the relay point dropped when the place or the relay
 * carrier changed (its points are near another postal code).
 */
export function shippingQuotePatch(state: Pick<DeliveryState, "carrier" | "carrierType" | "city" | "country" | "accessPointAddress" | "deliveryType">, fees: ShippingFees, cityName: string | null): Partial<DeliveryState> {
  const prices = fees.carriers.map(carrierChoice);
  const kept = state.carrier ? (prices.find((carrier) => carrier.id === state.carrier!.id) ?? null) : null;
  const ofKind = state.carrierType ? prices.filter((carrier) => carrier.deliveryType === state.carrierType) : [];
  const carrier = kept ?? (ofKind.length === 1 ? ofKind[0]! : null);
  const samePlace = state.city?.postalCode === fees.postalCode && state.country?.id === fees.country.id;
  const name = cityName ?? (samePlace ? (state.city?.name ?? "") : "");
  const keepPoint = samePlace && carrier?.deliveryType === "PICKUP" && state.carrier?.id === carrier.id;
  return {
    shippingPrices: prices,
    carrier,
    city: { name, postalCode: fees.postalCode },
    country: { id: fees.country.id, alphaTwo: fees.country.alphaTwo },
    accessPointAddress: keepPoint ? state.accessPointAddress : null,
  };
}

/** SPEC §8: a failed calculation empties the carrier and the shipping prices. */
export const FAILED_SHIPPING_PATCH: Partial<DeliveryState> = { carrier: null, shippingPrices: [] };

/** What is still missing in the delivery choice: the field to point at and its French message. */
export interface DeliveryGap {
  field: "delivery" | "deliveryPlace" | "delivery.idCarrier" | "delivery.accessPoint" | "dateSchedule" | "idSchedule";
  message: string;
}

/** The first thing missing in the delivery choice, or null when it is complete. */
export function deliveryGap(state: DeliveryState, context: Pick<DeliveryContext, "needsShipping">): DeliveryGap | null {
  const option = selectedDeliveryOption(state);
  if (option === null) return { field: "delivery", message: ORDER_MESSAGES.deliveryRequired };
  if (!context.needsShipping) return option === "NO_DELIVERY" ? null : { field: "delivery", message: ORDER_MESSAGES.deliveryNotNeeded };
  switch (option) {
    case "NO_DELIVERY":
      return { field: "delivery", message: ORDER_MESSAGES.deliveryNeeded };
    case "CLICK_AND_COLLECT":
      if (!state.clickAndCollect.date) return { field: "dateSchedule", message: ORDER_MESSAGES.pickupDayRequired };
      if (state.clickAndCollect.idSchedule === null) return { field: "idSchedule", message: ORDER_MESSAGES.pickupScheduleRequired };
      return null;
    case "HOME":
    case "RELAY": {
      if (!state.city || !state.country) return { field: "deliveryPlace", message: ORDER_MESSAGES.deliveryPlaceRequired };
      const type = option === "HOME" ? "DELIVERY" : "PICKUP";
      if (!state.carrier || state.carrier.deliveryType !== type) return { field: "delivery.idCarrier", message: ORDER_MESSAGES.carrierRequired };
      if (option === "RELAY" && !state.accessPointAddress) return { field: "delivery.accessPoint", message: ORDER_MESSAGES.accessPointRequired };
      return null;
    }
  }
}

/**
 * The cart's expedition problem that matters to this checkout: none when the order cannot ship
 * anyway (LOCK_DELIVERY: click and collect only, which ships nothing).
 */
export function checkoutExpeditionProblem(problem: ExpeditionProblem | null, context: Pick<DeliveryContext, "deliveryLocked">): ExpeditionProblem | null {
  return context.deliveryLocked ? null : problem;
}

/**
 * Whether the cart's expedition limits (MINIMUM/MAXIMUM_EXPEDITION_BOTTLE, BOTTLE_MULTIPLE) keep
 * the customer on the cart step: a count that cannot ship blocks unless the order can be collected
 * at the estate (click and collect ships nothing, so the limits do not apply to it).
 */
export function expeditionBlocksCheckout(problem: ExpeditionProblem | null, context: Pick<DeliveryContext, "deliveryLocked" | "clickAndCollect">): boolean {
  return checkoutExpeditionProblem(problem, context) !== null && context.clickAndCollect !== true;
}

/** Why home or relay delivery cannot be chosen now (the cart's bottles cannot ship), else null. */
export function deliveryOptionProblem(option: DeliveryOption, problem: ExpeditionProblem | null): string | null {
  return (option === "HOME" || option === "RELAY") && problem ? problem.message : null;
}

/**
 * The countries a delivery may go to (the site's zones, lib/domain/shop/served-zones), France
 * first, then by French name. Overseas France ships as the world (its postal codes say so).
 */
export function deliveryCountries<T extends { alphaTwo: string; name: string }>(countries: readonly T[], settings: Parameters<typeof servedZones>[0]): T[] {
  const zones = servedZones(settings);
  return countries
    .filter((country) => zones.includes(shippingZone(country.alphaTwo, "")))
    .sort((a, b) => (a.alphaTwo === "FR" ? -1 : b.alphaTwo === "FR" ? 1 : a.name.localeCompare(b.name, "fr")));
}
