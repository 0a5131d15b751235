import { z } from "zod";
import { accessPointSchema, CARRIER_DELIVERY_TYPES } from "./shipping";

/**
 * The cart's client state of SPEC §3 (« Cart client state »): the visitor's delivery choices before
 * the order, kept in the browser and mirrored in local storage (SPEC §4), read back through this
 * schema (a stored value of another shape is dropped, never trusted). The checkout (issue 12) fills
 * it; the server computes every price again from the ids.
 */

/** SPEC §4 delivery types (order types DELIVERY, CLICK_AND_COLLECT, NO_DELIVERY, PICKUP). */
export const DELIVERY_TYPES = ["delivery", "clickAndCollect", "no_delivery"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

const countrySchema = z.object({ id: z.number().int(), alphaTwo: z.string().length(2) });

/** SPEC §3 Carrier. Prices in cents. */
export const carrierChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceCode: z.string().nullable(),
  price: z.number().int().min(0),
  /** Shipping fee (SPEC: fdp), cents. */
  fdp: z.number().int().min(0),
  deliveryType: z.enum(["DELIVERY", "PICKUP"]),
  siteType: z.string().nullable(),
});
export type CarrierChoice = z.infer<typeof carrierChoiceSchema>;

/** SPEC §3 Address (with the order's optional company). */
export const deliveryAddressSchema = z.object({
  type: z.array(z.string()),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable().default(null),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: countrySchema,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * SPEC §3 Access point (relay): the point as POST /relay/access-points answered it (id, code, name,
 * addLine1, zipCode, city, country, position, icon, distance, opening hours), one schema for both.
 */
export { accessPointSchema };
export type { AccessPoint } from "./shipping";

export const deliveryStateSchema = z.object({
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  clickAndCollect: z.object({ date: z.string().nullable(), idAddress: z.number().int().nullable(), idSchedule: z.number().int().nullable() }),
  accessPointAddress: accessPointSchema.nullable(),
  city: z.object({ name: z.string(), postalCode: z.string() }).nullable(),
  country: countrySchema.nullable(),
  /**
   * With deliveryType « delivery »: home delivery (DELIVERY) or a relay point (PICKUP), the order
   * type of SPEC §4. Chosen before a carrier is (the carriers come with the postal code).
   */
  carrierType: z.enum(CARRIER_DELIVERY_TYPES).nullable().default(null),
  carrier: carrierChoiceSchema.nullable(),
  shippingPrices: z.array(carrierChoiceSchema),
  address: z.object({ shipping: deliveryAddressSchema.nullable(), billing: deliveryAddressSchema.nullable() }),
  message: z.string().max(2000),
  phone: z.string().max(40),
  /**
   * The discount code's effect as the server computed it (POST /order/discount, cents): `value` the
   * code, `subtotal` the products to pay, `total` after the code, `shippingFees` what it takes off
   * the shipping (a free-shipping code: known once a carrier is quoted), its French `label`.
   */
  discount: z
    .object({
      value: z.string(),
      total: z.number().int(),
      subtotal: z.number().int(),
      shippingFees: z.number().int(),
      label: z.string().default(""),
      freeShipping: z.boolean().default(false),
    })
    .nullable(),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

export const EMPTY_DELIVERY_STATE: DeliveryState = {
  deliveryType: null,
  clickAndCollect: { date: null, idAddress: null, idSchedule: null },
  accessPointAddress: null,
  city: null,
  country: null,
  carrierType: null,
  carrier: null,
  shippingPrices: [],
  address: { shipping: null, billing: null },
  message: "",
  phone: "",
  discount: null,
};
