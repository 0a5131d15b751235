import { z } from "zod";
import { MAX_CART_QUANTITY } from "./cart";

/**
 * Delivery: inputs and answers of the shipping calls (SPEC §3 Carrier, Access point; §7
 * /calculate/shipping-fees, /relay/access-points, /cities, click & collect; docs/api.md
 * « Livraison »). Money in integer cents, computed by the server from the catalogue.
 */

/** France (metropolitan France, Corsica, Monaco), the rest of the European Union, the world (overseas France included). */
export const SHIPPING_ZONES = ["FRANCE", "EU", "WORLD"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
export const CARRIER_DELIVERY_TYPES = ["DELIVERY", "PICKUP"] as const;
export type CarrierDeliveryType = (typeof CARRIER_DELIVERY_TYPES)[number];
/** VIGNOBLE_EXPORT: a wine-export service; STANDARD: any other. */
export const CARRIER_SITE_TYPES = ["STANDARD", "VIGNOBLE_EXPORT"] as const;
/** Relay adapters (lib/platform/shipping): BUILTIN reads the seeded relay points. */
export const RELAY_NETWORKS = ["BUILTIN"] as const;
export type RelayNetwork = (typeof RELAY_NETWORKS)[number];

export const WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;

/** Opening hours of one weekday: « 09:00 »–« 12:00 » ranges, none when closed. */
export const openingHoursDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /** « Lundi ». */
  label: z.string(),
  ranges: z.array(z.object({ open: z.string().regex(/^\d{2}:\d{2}$/), close: z.string().regex(/^\d{2}:\d{2}$/) })),
});
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>;

export const SHIPPING_MESSAGES = {
  productsRequired: "Ajoutez au moins un produit.",
  productUnknown: "Ce produit n'existe pas ou n'est plus en vente.",
  declinationUnknown: "Ce produit n'existe pas dans cette version.",
  quantityInvalid: "La quantité doit être un nombre entier supérieur à 0.",
  quantityTooBig: `La quantité ne peut dépasser ${MAX_CART_QUANTITY}.`,
  postalCodeRequired: "Indiquez un code postal.",
  postalCodeFrance: "Le code postal doit comporter 5 chiffres.",
  postalCodeUnknown: "Ce code postal n'existe pas en France.",
  postalCodeInvalid: "Ce code postal n'est pas valide.",
  countryRequired: "Indiquez un pays.",
  countryUnknown: "Pays inconnu.",
  onlyFrance: "Nous livrons uniquement en France métropolitaine.",
  onlyEurope: "Nous livrons uniquement en France et dans l'Union européenne.",
  noCarrierForZone: "Aucun transporteur ne livre ce pays pour cette quantité.",
  deliveryLocked: "La livraison est temporairement suspendue : vous pouvez retirer votre commande au domaine.",
  noShipping: "Votre commande ne contient que des produits dématérialisés : aucune livraison n'est nécessaire.",
  carrierUnknown: "Ce transporteur n'existe pas ou ne livre pas en point relais.",
  noRelayCarrier: "Aucun transporteur en point relais n'est proposé.",
  noAccessPoint: "Aucun point relais à proximité de ce code postal.",
  searchInvalid: "Saisissez au moins 2 caractères (code postal ou nom de commune).",
  clickAndCollectUnavailable: "Le retrait sur place n'est pas proposé sur ce site.",
  scheduleUnknown: "Ce créneau de retrait n'est pas proposé : choisissez un créneau dans la liste.",
  scheduleFull: "Ce créneau de retrait est complet : choisissez-en un autre.",
  referenceTaken: "Un retrait est déjà réservé pour cette commande.",
} as const;

// ---------- inputs ----------

const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/** A product and quantity to ship; the price is the catalogue's, never the browser's. */
export const shippingProductSchema = z.object({
  idProduct: positiveId(SHIPPING_MESSAGES.productUnknown),
  /** Absent: the product's default declination (lib/domain/shop/default-declination.ts). */
  idDeclination: positiveId(SHIPPING_MESSAGES.declinationUnknown).nullish(),
  quantity: z
    .number({ error: SHIPPING_MESSAGES.quantityInvalid })
    .int({ error: SHIPPING_MESSAGES.quantityInvalid })
    .positive({ error: SHIPPING_MESSAGES.quantityInvalid })
    .max(MAX_CART_QUANTITY, { error: SHIPPING_MESSAGES.quantityTooBig }),
});

/** A postal code as typed: trimmed, inner spaces dropped, at most 10 letters, digits or dashes. */
export const postalCodeSchema = z
  .string({ error: SHIPPING_MESSAGES.postalCodeRequired })
  .trim()
  .min(1, { error: SHIPPING_MESSAGES.postalCodeRequired })
  .max(12, { error: SHIPPING_MESSAGES.postalCodeInvalid })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{2,10}$/, { error: SHIPPING_MESSAGES.postalCodeInvalid }));

/** A country by id (GET /countries) or ISO alpha-2 code. */
export const countryRefSchema = z.union(
  [
    positiveId(SHIPPING_MESSAGES.countryUnknown),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
  ],
  { error: SHIPPING_MESSAGES.countryUnknown },
);

/** POST /calculate/shipping-fees (SPEC §7: products, postalCode, country). */
export const shippingFeesInputSchema = z.object({
  products: z
    .array(shippingProductSchema, { error: SHIPPING_MESSAGES.productsRequired })
    .min(1, { error: SHIPPING_MESSAGES.productsRequired })
    .max(100, { error: "100 produits au plus." }),
  postalCode: postalCodeSchema,
  country: countryRefSchema,
});
export type ShippingFeesInput = z.output<typeof shippingFeesInputSchema>;

/** POST /relay/access-points. */
export const accessPointsInputSchema = z.object({
  postalCode: postalCodeSchema,
  country: countryRefSchema,
  /** A PICKUP carrier of the site; the first one when absent. */
  carrier: positiveId(SHIPPING_MESSAGES.carrierUnknown).nullish(),
});

// ---------- answers ----------

/** A carrier with its price for the products asked (SPEC §3 Carrier). */
export const carrierQuoteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceCode: z.string(),
  description: z.string(),
  deliveryType: z.enum(CARRIER_DELIVERY_TYPES),
  siteType: z.enum(CARRIER_SITE_TYPES),
  /** The rate table's price for this shipment (cents), before free shipping and discounts. */
  price: z.number().int().min(0),
  /** The shipping fee to pay (cents): 0 when shipping is free. */
  fdp: z.number().int().min(0),
  isFree: z.boolean(),
});
export type CarrierQuote = z.infer<typeof carrierQuoteSchema>;

export const FREE_SHIPPING_REASONS = ["PRICE", "BOTTLE", "PRODUCT_DISCOUNT"] as const;
export const freeShippingReasonSchema = z.object({
  type: z.enum(FREE_SHIPPING_REASONS),
  /** « Livraison offerte dès 150 € d'achat ». */
  label: z.string(),
});
export type FreeShippingReason = z.infer<typeof freeShippingReasonSchema>;

/** POST /calculate/shipping-fees. */
export const shippingFeesSchema = z.object({
  zone: z.enum(SHIPPING_ZONES),
  country: z.object({ id: z.number().int(), alphaTwo: z.string(), name: z.string() }),
  postalCode: z.string(),
  /** False when every product is dematerialised: no carrier, delivery type no_delivery. */
  needsShipping: z.boolean(),
  /** LOCK_DELIVERY: no carrier for now, click and collect only. */
  deliveryLocked: z.boolean(),
  /** Bottles counted for free shipping (§5). */
  bottleCount: z.number().int().min(0),
  /** Bottles shipped (every bottle of wines and boxes, whatever its size): the expedition limits and rate tables count these. */
  shippedBottles: z.number().int().min(0),
  /** Σ quantity × unit price to pay (cents). */
  totalProductToPay: z.number().int().min(0),
  freeShipping: z.object({ isFree: z.boolean(), reasons: z.array(freeShippingReasonSchema) }),
  carriers: z.array(carrierQuoteSchema),
  /** SHIPPING_MESSAGE of the site. */
  shippingMessage: z.string().nullable(),
});
export type ShippingFees = z.infer<typeof shippingFeesSchema>;

/** A relay point (SPEC §3 Access point). */
export const accessPointSchema = z.object({
  id: z.number().int(),
  /** The network's code of the point, sent with the order. */
  code: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  /** Icon name of the point's kind on a map. */
  icon: z.string(),
  /** Straight-line distance from the postal code (metres). */
  distance: z.number().int().min(0),
  openingHours: z.array(openingHoursDaySchema),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;

/** POST /relay/access-points: nearest first. */
export const accessPointListSchema = z.object({
  carrier: z.object({ id: z.number().int(), name: z.string(), serviceCode: z.string() }),
  /** The position the distances are measured from; null when the postal code could not be placed (no point then). */
  origin: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  list: z.array(accessPointSchema),
});
export type AccessPointList = z.infer<typeof accessPointListSchema>;

/** GET /cities/{search}/{idCountry}: a commune and one of its postal codes. */
export const citySchema = z.object({
  postalCode: z.string(),
  /** « Meursault ». */
  name: z.string(),
  /** INSEE code of the commune. */
  inseeCode: z.string(),
  /** The postal label, « MEURSAULT ». */
  label: z.string(),
});
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.array(citySchema);

/** A company address where orders are collected. */
export const pickupAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** GET /click-and-collect. */
export const clickAndCollectSchema = z.object({
  /** The calendar of GET /calendar/{id}/date/allowed/{month}/{year}. */
  calendarId: z.number().int(),
  /** CLICK_AND_COLLECT_HOURS as the owner wrote it. */
  hours: z.string().nullable(),
  slotCapacity: z.number().int().min(1),
  /** Days ahead a pickup can be booked (the calendar's horizon): the months worth showing. */
  horizonDays: z.number().int().min(0),
  addresses: z.array(pickupAddressSchema),
});
export type ClickAndCollect = z.infer<typeof clickAndCollectSchema>;

/** A pickup slot of a day (SPEC clickAndCollect.idSchedule). */
export const pickupScheduleSchema = z.object({
  /** The slot's start, minutes after midnight (Paris time): 600 = 10h00. */
  idSchedule: z.number().int().min(0),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** « 10h00 – 11h00 ». */
  label: z.string(),
  capacity: z.number().int().min(1),
  remaining: z.number().int().min(0),
});
export type PickupSchedule = z.infer<typeof pickupScheduleSchema>;

/** GET /calendar/{id}/date/{day}/schedules. */
export const pickupDaySchema = z.object({ day: z.iso.date(), schedules: z.array(pickupScheduleSchema) });
export type PickupDay = z.infer<typeof pickupDaySchema>;

/** What the booking of a pickup slot returns (the order books it, later). */
export const pickupBookingSchema = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  day: z.iso.date(),
  idSchedule: z.number().int(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  reference: z.string(),
});
export type PickupBooking = z.infer<typeof pickupBookingSchema>;
