import { describe, expect, it } from "vitest";
import {
  carriersOfOption,
  deliveryCountries,
  deliveryGap,
  deliveryOptionPatch,
  deliveryOptionProblem,
  deliveryOptions,
  expeditionBlocksCheckout,
  selectedDeliveryOption,
  shippingQuotePatch,
} from "@/lib/domain/shop/checkout-delivery";
import { addressesComplete, orderBody } from "@/lib/domain/shop/checkout-order";
import { emailConfirmationNotice } from "@/lib/domain/shop/checkout-payment";
import { readCheckoutSettings } from "@/lib/domain/shop/checkout-settings";
import { checkoutStepPath, firstStepOfOrderFields, parseCheckoutStep, reachableStep, stepOfOrderField } from "@/lib/domain/shop/checkout-steps";
import { expeditionProblem } from "@/lib/domain/shop/expedition-limits";
import { distanceLabel, openingRangesLabel } from "@/lib/domain/shop/relay-point-labels";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { addressesFormSchema, deliveryPlaceSchema, paymentFormSchema } from "@/lib/schemas/shop/checkout";
import { EMPTY_DELIVERY_STATE, type CarrierChoice, type DeliveryAddress, type DeliveryState } from "@/lib/schemas/shop/delivery-state";
import { ORDER_MESSAGES, orderInputSchema } from "@/lib/schemas/shop/order";
import { SHIPPING_MESSAGES, type AccessPoint, type ShippingFees } from "@/lib/schemas/shop/shipping";

/** The checkout's pure rules (issue 12): steps, delivery choices, the order body, the form schemas. */

const colissimo: CarrierChoice = { id: 1, name: "Colissimo domicile", serviceCode: "COLISSIMO_DOMICILE", price: 1490, fdp: 1490, deliveryType: "DELIVERY", siteType: "STANDARD" };
const relay: CarrierChoice = { id: 2, name: "Point relais", serviceCode: "RELAIS_BOURGOGNE", price: 990, fdp: 990, deliveryType: "PICKUP", siteType: "STANDARD" };
const point: AccessPoint = {
  id: 12,
  code: "BGN-21190-1",
  name: "Tabac de la Mairie",
  addLine1: "2 place de l'Hôtel de Ville",
  zipCode: "21190",
  city: "Meursault",
  country: "FR",
  position: { lat: 46.97, lng: 4.77 },
  icon: "tabac-presse",
  distance: 850,
  openingHours: [],
};
const address: DeliveryAddress = {
  type: ["SHIPPING"],
  firstname: "Camille",
  lastname: "Durand",
  company: null,
  address: "12 rue des Tanneurs",
  addressPart2: null,
  postalCode: "21190",
  city: "Meursault",
  country: { id: 75, alphaTwo: "FR" },
};
const state = (patch: Partial<DeliveryState> = {}): DeliveryState => ({ ...EMPTY_DELIVERY_STATE, ...patch });
const place = { city: { name: "Meursault", postalCode: "21190" }, country: { id: 75, alphaTwo: "FR" } };

function fees(carriers: CarrierChoice[], patch: Partial<ShippingFees> = {}): ShippingFees {
  return {
    zone: "FRANCE",
    country: { id: 75, alphaTwo: "FR", name: "France" },
    postalCode: "21190",
    needsShipping: true,
    deliveryLocked: false,
    bottleCount: 6,
    shippedBottles: 6,
    totalProductToPay: 7500,
    freeShipping: { isFree: false, reasons: [] },
    carriers: carriers.map((carrier) => ({ ...carrier, serviceCode: carrier.serviceCode ?? "", description: "", siteType: "STANDARD", isFree: carrier.fdp === 0 })),
    shippingMessage: null,
    ...patch,
  };
}

describe("checkout steps", () => {
  it("reads the step of ?etape= (the cart summary for anything else) and writes its path", () => {
    expect(parseCheckoutStep("livraison")).toBe("livraison");
    expect(parseCheckoutStep("paiement")).toBe("paiement");
    expect(parseCheckoutStep("PAIEMENT")).toBe("panier");
    expect(parseCheckoutStep(null)).toBe("panier");
    expect(checkoutStepPath("panier")).toBe("/commande");
    expect(checkoutStepPath("adresses")).toBe("/commande?etape=adresses");
  });

  it("shows the first step not done before the one asked", () => {
    const ready = { panier: true, livraison: true, adresses: true };
    expect(reachableStep("paiement", ready)).toBe("paiement");
    expect(reachableStep("paiement", { ...ready, livraison: false })).toBe("livraison");
    expect(reachableStep("adresses", { ...ready, panier: false, livraison: false })).toBe("panier");
    expect(reachableStep("livraison", { ...ready, adresses: false })).toBe("livraison");
    expect(reachableStep("panier", { panier: false, livraison: false, adresses: false })).toBe("panier");
  });

  it("knows the step of every field of the order's 422, and the earliest of several", () => {
    expect(stepOfOrderField("discount")).toBe("panier");
    expect(stepOfOrderField("products.31")).toBe("panier");
    expect(stepOfOrderField("idCart")).toBe("panier");
    expect(stepOfOrderField("products")).toBe("livraison");
    expect(stepOfOrderField("delivery.accessPoint")).toBe("livraison");
    expect(stepOfOrderField("idSchedule")).toBe("livraison");
    expect(stepOfOrderField("address.billing.postalCode")).toBe("adresses");
    expect(stepOfOrderField("user.phone")).toBe("adresses");
    expect(stepOfOrderField("deliveryPostalCode")).toBe("adresses");
    expect(stepOfOrderField("ageConfirmed")).toBe("paiement");
    expect(stepOfOrderField("paymentMethod")).toBe("paiement");
    expect(firstStepOfOrderFields(["ageConfirmed", "user.phone", "idSchedule"])).toBe("livraison");
    expect(firstStepOfOrderFields([])).toBeNull();
  });
});

describe("delivery choices", () => {
  it("offers only the choices that apply", () => {
    expect(deliveryOptions({ needsShipping: true, deliveryLocked: false, clickAndCollect: true })).toEqual(["HOME", "RELAY", "CLICK_AND_COLLECT"]);
    expect(deliveryOptions({ needsShipping: true, deliveryLocked: false, clickAndCollect: false })).toEqual(["HOME", "RELAY"]);
    // LOCK_DELIVERY: click and collect only (or nothing at all).
    expect(deliveryOptions({ needsShipping: true, deliveryLocked: true, clickAndCollect: true })).toEqual(["CLICK_AND_COLLECT"]);
    expect(deliveryOptions({ needsShipping: true, deliveryLocked: true, clickAndCollect: false })).toEqual([]);
    // A dematerialised-only cart ships nothing.
    expect(deliveryOptions({ needsShipping: false, deliveryLocked: true, clickAndCollect: true })).toEqual(["NO_DELIVERY"]);
  });

  it("reads the choice from SPEC's delivery type and the carrier kind", () => {
    expect(selectedDeliveryOption(state())).toBeNull();
    expect(selectedDeliveryOption(state({ deliveryType: "delivery", carrierType: "PICKUP" }))).toBe("RELAY");
    expect(selectedDeliveryOption(state({ deliveryType: "delivery", carrier: colissimo }))).toBe("HOME");
    expect(selectedDeliveryOption(state({ deliveryType: "delivery" }))).toBeNull();
    expect(selectedDeliveryOption(state({ deliveryType: "clickAndCollect" }))).toBe("CLICK_AND_COLLECT");
    expect(selectedDeliveryOption(state({ deliveryType: "no_delivery" }))).toBe("NO_DELIVERY");
  });

  it("click and collect resets the carrier, city, shipping prices and access point (SPEC §4); home and relay keep the place", () => {
    const chosen = state({ deliveryType: "delivery", carrierType: "PICKUP", carrier: relay, shippingPrices: [colissimo, relay], accessPointAddress: point, ...place });
    expect(deliveryOptionPatch("CLICK_AND_COLLECT", chosen)).toEqual({ deliveryType: "clickAndCollect", carrierType: null, carrier: null, city: null, shippingPrices: [], accessPointAddress: null });
    expect(deliveryOptionPatch("HOME", chosen)).toEqual({ deliveryType: "delivery", carrierType: "DELIVERY", carrier: null, accessPointAddress: null });
    expect(deliveryOptionPatch("RELAY", chosen)).toEqual({ deliveryType: "delivery", carrierType: "PICKUP", carrier: relay });
    expect(carriersOfOption([colissimo, relay], "HOME")).toEqual([colissimo]);
    expect(carriersOfOption([colissimo, relay], "RELAY")).toEqual([relay]);
    expect(carriersOfOption([colissimo, relay], "CLICK_AND_COLLECT")).toEqual([]);
  });

  it("a new quote keeps the carrier at its new price, picks the only one of the kind, and drops a relay point of another place", () => {
    const chosen = state({ deliveryType: "delivery", carrierType: "DELIVERY", carrier: colissimo, ...place });
    const cheaper = { ...colissimo, fdp: 0 };
    expect(shippingQuotePatch(chosen, fees([cheaper, relay]), null)).toMatchObject({ carrier: cheaper, city: place.city, country: place.country, shippingPrices: [cheaper, relay] });
    // The carrier no longer offered: none (two of the kind), or the only one.
    expect(shippingQuotePatch(chosen, fees([relay]), null).carrier).toBeNull();
    expect(shippingQuotePatch(state({ deliveryType: "delivery", carrierType: "PICKUP" }), fees([colissimo, relay]), "Meursault")).toMatchObject({ carrier: relay, city: { name: "Meursault", postalCode: "21190" } });
    const atRelay = state({ deliveryType: "delivery", carrierType: "PICKUP", carrier: relay, accessPointAddress: point, ...place });
    expect(shippingQuotePatch(atRelay, fees([colissimo, relay]), null).accessPointAddress).toEqual(point);
    expect(shippingQuotePatch(atRelay, fees([colissimo, relay], { postalCode: "75001" }), "Paris").accessPointAddress).toBeNull();
  });

  it("says what is missing, with the order's messages", () => {
    const ships = { needsShipping: true };
    expect(deliveryGap(state(), ships)).toEqual({ field: "delivery", message: ORDER_MESSAGES.deliveryRequired });
    expect(deliveryGap(state({ deliveryType: "delivery", carrierType: "DELIVERY" }), ships)?.field).toBe("deliveryPlace");
    expect(deliveryGap(state({ deliveryType: "delivery", carrierType: "DELIVERY", ...place }), ships)).toEqual({ field: "delivery.idCarrier", message: ORDER_MESSAGES.carrierRequired });
    expect(deliveryGap(state({ deliveryType: "delivery", carrierType: "DELIVERY", carrier: relay, ...place }), ships)?.field).toBe("delivery.idCarrier");
    expect(deliveryGap(state({ deliveryType: "delivery", carrierType: "DELIVERY", carrier: colissimo, ...place }), ships)).toBeNull();
    expect(deliveryGap(state({ deliveryType: "delivery", carrierType: "PICKUP", carrier: relay, ...place }), ships)).toEqual({ field: "delivery.accessPoint", message: ORDER_MESSAGES.accessPointRequired });
    expect(deliveryGap(state({ deliveryType: "delivery", carrierType: "PICKUP", carrier: relay, accessPointAddress: point, ...place }), ships)).toBeNull();
    expect(deliveryGap(state({ deliveryType: "clickAndCollect" }), ships)?.field).toBe("dateSchedule");
    expect(deliveryGap(state({ deliveryType: "clickAndCollect", clickAndCollect: { date: "2026-12-03", idAddress: 1, idSchedule: null } }), ships)?.field).toBe("idSchedule");
    expect(deliveryGap(state({ deliveryType: "clickAndCollect", clickAndCollect: { date: "2026-12-03", idAddress: 1, idSchedule: 600 } }), ships)).toBeNull();
    expect(deliveryGap(state({ deliveryType: "no_delivery" }), ships)?.message).toBe(ORDER_MESSAGES.deliveryNeeded);
    expect(deliveryGap(state({ deliveryType: "no_delivery" }), { needsShipping: false })).toBeNull();
    expect(deliveryGap(state({ deliveryType: "clickAndCollect" }), { needsShipping: false })?.message).toBe(ORDER_MESSAGES.deliveryNotNeeded);
  });

  it("expedition limits keep the customer on the cart unless the order can be collected (or cannot ship at all)", () => {
    const limits = { minimumBottles: 6, maximumBottles: 60, bottleMultiple: 6 };
    const five = expeditionProblem(5, limits);
    expect(five?.message).toBe("Une expédition compte au moins 6 bouteilles : ajoutez 1 bouteille (votre panier en compte 5).");
    expect(expeditionBlocksCheckout(five, { deliveryLocked: false, clickAndCollect: false })).toBe(true);
    expect(expeditionBlocksCheckout(five, { deliveryLocked: false, clickAndCollect: null })).toBe(true);
    expect(expeditionBlocksCheckout(five, { deliveryLocked: false, clickAndCollect: true })).toBe(false);
    expect(expeditionBlocksCheckout(five, { deliveryLocked: true, clickAndCollect: false })).toBe(false);
    expect(expeditionBlocksCheckout(null, { deliveryLocked: false, clickAndCollect: false })).toBe(false);
    expect(deliveryOptionProblem("HOME", five)).toBe(five!.message);
    expect(deliveryOptionProblem("CLICK_AND_COLLECT", five)).toBeNull();
  });

  it("lists the countries of the site's zones, France first", () => {
    const countries = [
      { id: 1, alphaTwo: "DE", name: "Allemagne" },
      { id: 2, alphaTwo: "CH", name: "Suisse" },
      { id: 75, alphaTwo: "FR", name: "France" },
      { id: 4, alphaTwo: "BE", name: "Belgique" },
      { id: 5, alphaTwo: "GP", name: "Guadeloupe" },
    ];
    expect(deliveryCountries(countries, { onlySellInFrance: false, sellsWorldwide: false }).map((c) => c.alphaTwo)).toEqual(["FR", "DE", "BE"]);
    expect(deliveryCountries(countries, { onlySellInFrance: true, sellsWorldwide: true }).map((c) => c.alphaTwo)).toEqual(["FR"]);
    expect(deliveryCountries(countries, { onlySellInFrance: false, sellsWorldwide: true })).toHaveLength(5);
  });
});

describe("the order body", () => {
  it("maps SPEC's delivery types to the order's, with what each needs, and is a valid order input", () => {
    const home = orderBody(state({ deliveryType: "delivery", carrierType: "DELIVERY", carrier: colissimo, ...place, address: { shipping: address, billing: address }, phone: " 06 12 34 56 78 ", discount: { value: "BIENVENUE10", total: 4500, subtotal: 5000, shippingFees: 0, label: "", freeShipping: false } }), "cart-id-xyz", { paymentMethod: "BANK_TRANSFER", ageConfirmed: true });
    expect(home).toMatchObject({
      idCart: "cart-id-xyz",
      user: { phone: "06 12 34 56 78" },
      delivery: { type: "DELIVERY", idCarrier: 1 },
      deliveryPostalCode: "21190",
      deliveryIdCountry: 75,
      discount: "BIENVENUE10",
      message: null,
      paymentMethod: "BANK_TRANSFER",
      ageConfirmed: true,
      address: { delivery: { firstname: "Camille", country: 75 }, billing: { postalCode: "21190" } },
    });
    expect(orderInputSchema.safeParse(home).success).toBe(true);
    // No price ever: the server computes every amount.
    expect(JSON.stringify(home)).not.toMatch(/price|fdp|total/i);

    const atRelay = orderBody(state({ deliveryType: "delivery", carrierType: "PICKUP", carrier: relay, accessPointAddress: point, ...place, address: { shipping: address, billing: address } }), "c");
    expect(atRelay).toMatchObject({ delivery: { type: "PICKUP", idCarrier: 2, accessPoint: { id: 12 } }, address: { delivery: null } });
    expect(atRelay).not.toHaveProperty("deliveryPostalCode");

    const pickup = orderBody(state({ deliveryType: "clickAndCollect", clickAndCollect: { date: "2026-12-03", idAddress: 1, idSchedule: 600 } }), "c");
    expect(pickup).toMatchObject({ delivery: { type: "CLICK_AND_COLLECT" }, dateSchedule: "2026-12-03", idSchedule: 600, idAddress: 1 });
    expect(orderBody(state({ deliveryType: "no_delivery" }), "c").delivery).toEqual({ type: "NO_DELIVERY" });
    expect(orderBody(state(), "c").delivery).toBeNull();
  });

  it("the addresses are complete with a billing address, a phone and, for home delivery, a delivery address", () => {
    const home = state({ deliveryType: "delivery", carrierType: "DELIVERY", phone: "0612345678", address: { shipping: null, billing: address } });
    expect(addressesComplete(home)).toBe(false);
    expect(addressesComplete({ ...home, address: { shipping: address, billing: address } })).toBe(true);
    expect(addressesComplete({ ...home, deliveryType: "clickAndCollect", carrierType: null })).toBe(true);
    expect(addressesComplete({ ...home, phone: " ", deliveryType: "clickAndCollect" })).toBe(false);
  });
});

describe("checkout settings and labels", () => {
  it("reads the site's rules once", () => {
    const map = toParameterMap([
      { id: 1, type: "MINIMUM_EXPEDITION_BOTTLE", kind: "NUMBER", label: "", value: "6" },
      { id: 2, type: "BOTTLE_MULTIPLE", kind: "NUMBER", label: "", value: "6" },
      { id: 3, type: "DISPLAY_ETHYLOTEST_MESSAGE", kind: "BOOLEAN", label: "", value: "true" },
      { id: 4, type: "LOCK_DELIVERY", kind: "BOOLEAN", label: "", value: "true" },
    ]);
    expect(readCheckoutSettings(map, { isWinemaker: true })).toMatchObject({
      limits: { minimumBottles: 6, bottleMultiple: 6, maximumBottles: null },
      breathalyserMessage: true,
      deliveryLocked: true,
      sellsAlcohol: true,
    });
    expect(readCheckoutSettings(toParameterMap([]), { isWinemaker: false })).toMatchObject({ breathalyserMessage: false, deliveryLocked: false, sellsAlcohol: false });
  });

  it("says distances and opening hours the French way", () => {
    expect(distanceLabel(850)).toBe("à 850 m");
    expect(distanceLabel(3)).toBe("à 10 m");
    expect(distanceLabel(1240)).toBe("à 1,2 km");
    expect(distanceLabel(12_600)).toBe("à 13 km");
    expect(openingRangesLabel({ ranges: [] })).toBe("Fermé");
    expect(openingRangesLabel({ ranges: [{ open: "08:30", close: "12:30" }, { open: "14:00", close: "19:00" }] })).toBe("8h30 – 12h30, 14h00 – 19h00");
  });
});

describe("payment methods waiting for a confirmed address", () => {
  it("say which methods wait and how to get them, in French", () => {
    expect(emailConfirmationNotice(["BANK_TRANSFER", "CHEQUE"], true)).toBe(
      "Le virement bancaire et le chèque vous seront proposés dès que votre adresse e-mail sera confirmée : suivez le lien reçu par e-mail à votre inscription (pensez à regarder dans les courriers indésirables), puis revenez sur cette page.",
    );
    expect(emailConfirmationNotice(["ON_SITE"], false)).toBe(
      "Pour passer commande, confirmez d'abord votre adresse e-mail : le paiement au retrait vous sera proposé dès que votre adresse e-mail sera confirmée. Pour cela, suivez le lien reçu par e-mail à votre inscription (pensez à regarder dans les courriers indésirables), puis revenez sur cette page.",
    );
    expect(emailConfirmationNotice(["BANK_TRANSFER", "CHEQUE", "ON_SITE"], false)).toContain("le virement bancaire, le chèque et le paiement au retrait vous seront proposés");
  });
});

describe("checkout form schemas", () => {
  const formAddress = { firstname: "Camille", lastname: "Durand", company: "", address: "12 rue des Tanneurs", addressPart2: "", postalCode: "21190", city: "Meursault", country: "FR" };

  it("the place: a postal code and a country, with the API's messages", () => {
    expect(deliveryPlaceSchema.safeParse({ postalCode: " 21 190 ", country: "fr" }).data).toEqual({ postalCode: "21190", country: "FR" });
    expect(deliveryPlaceSchema.safeParse({ postalCode: "", country: "FR" }).error?.issues[0]?.message).toBe(SHIPPING_MESSAGES.postalCodeRequired);
    expect(deliveryPlaceSchema.safeParse({ postalCode: "21190", country: "" }).error?.issues[0]?.message).toBe(SHIPPING_MESSAGES.countryRequired);
  });

  it("the addresses: billing « identique » takes the delivery address; unticked, the billing address is checked", () => {
    const schema = addressesFormSchema({ needsDeliveryAddress: true, mobileOnly: false });
    const same = schema.parse({ shipping: formAddress, sameBilling: true, billing: { ...formAddress, firstname: "" }, phone: "06 12 34 56 78", message: " Merci " });
    expect(same.billing).toEqual(same.shipping);
    expect(same).toMatchObject({ phone: "06 12 34 56 78", message: "Merci" });
    const other = schema.safeParse({ shipping: formAddress, sameBilling: false, billing: { ...formAddress, firstname: "", postalCode: "" }, phone: "", message: "" });
    const messages = Object.fromEntries((other.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toMatchObject({ "billing.firstname": "Indiquez le prénom.", "billing.postalCode": SHIPPING_MESSAGES.postalCodeRequired, phone: ORDER_MESSAGES.phoneRequired });
  });

  it("the addresses of a pickup: no delivery address, the billing address always", () => {
    const schema = addressesFormSchema({ needsDeliveryAddress: false, mobileOnly: true });
    const parsed = schema.safeParse({ shipping: { ...formAddress, firstname: "" }, sameBilling: true, billing: formAddress, phone: "03 80 21 00 00", message: "" });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["phone"]);
    expect(schema.parse({ shipping: formAddress, sameBilling: true, billing: formAddress, phone: "06 12 34 56 78", message: "" }).shipping).toBeNull();
  });

  it("the payment: a method, and the age confirmed on a wine shop", () => {
    const wine = paymentFormSchema({ ageRequired: true });
    const messages = Object.fromEntries((wine.safeParse({ paymentMethod: "", ageConfirmed: false }).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ paymentMethod: ORDER_MESSAGES.paymentMethodRequired, ageConfirmed: ORDER_MESSAGES.ageConfirmationRequired });
    expect(wine.parse({ paymentMethod: "CHEQUE", ageConfirmed: true })).toEqual({ paymentMethod: "CHEQUE", ageConfirmed: true });
    expect(paymentFormSchema({ ageRequired: false }).safeParse({ paymentMethod: "CARD", ageConfirmed: false }).success).toBe(true);
  });
});
