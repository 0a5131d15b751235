"use client";
import type { z } from "zod";
import type { Envelope } from "@/lib/domain/envelope";
import type { OrderBody } from "@/lib/domain/shop/checkout-order";
import { allowedDaysSchema, type AllowedDays } from "@/lib/schemas/appointments";
import { countryListSchema, type Country } from "@/lib/schemas/content";
import { discountQuoteSchema, orderQuoteSchema, orderSchema, type DiscountQuote, type Order, type OrderQuote } from "@/lib/schemas/shop/order";
import {
  accessPointListSchema,
  cityListSchema,
  clickAndCollectSchema,
  pickupDaySchema,
  shippingFeesSchema,
  type AccessPointList,
  type City,
  type ClickAndCollect,
  type PickupDay,
  type ShippingFees,
} from "@/lib/schemas/shop/shipping";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import { PlatformError } from "../platform-error";

/**
 * The checkout's calls (docs/api.md « Livraison », « Commandes »), through the one axios client,
 * each answer parsed by its contract schema; failures reject with a PlatformError (the server's
 * French message, status, per-field errors). The browser never sends a price.
 */

const path = (value: string | number) => encodeURIComponent(String(value));

async function postParsed<S extends z.ZodType>(url: string, body: unknown, schema: S, headers?: Record<string, string>): Promise<{ data: z.output<S>; message: string | null }> {
  const response = await getBrowserApi().post<Envelope<unknown>>(url, body, { headers });
  const parsed = schema.safeParse(response.data.data);
  if (!parsed.success) throw new PlatformError(`Réponse inattendue de la plateforme pour ${url}.`, null, parsed.error.issues);
  return { data: parsed.data, message: response.data.message };
}


/** GET /countries: the ISO countries with French names (one page of 300). */
export async function fetchCountries(): Promise<Country[]> {
  return (await getParsed(getBrowserApi(), "/countries", countryListSchema, { nbItem: 300 })).list;
}

/** GET /cities/{search}/{idCountry}: French communes by postal code or name (none for other countries). */
export function fetchCities(search: string, idCountry: number): Promise<City[]> {
  return getParsed(getBrowserApi(), `/cities/${path(search)}/${path(idCountry)}`, cityListSchema);
}

export interface ShippingFeesRequest {
  products: { idProduct: number; idDeclination: number; quantity: number }[];
  postalCode: string;
  country: string | number;
}

/** POST /calculate/shipping-fees: the carriers and their prices for the cart's products at this place. */
export async function calculateShippingFees(input: ShippingFeesRequest): Promise<{ data: ShippingFees; message: string | null }> {
  return postParsed("/calculate/shipping-fees", input, shippingFeesSchema);
}

/** POST /relay/access-points: relay points near the postal code, nearest first. */
export async function fetchAccessPoints(input: { postalCode: string; country: number; carrier: number }): Promise<{ data: AccessPointList; message: string | null }> {
  return postParsed("/relay/access-points", input, accessPointListSchema);
}

/** GET /click-and-collect: the pickup calendar, hours and addresses; null when the site has none (404). */
export async function fetchClickAndCollect(): Promise<ClickAndCollect | null> {
  try {
    return await getParsed(getBrowserApi(), "/click-and-collect", clickAndCollectSchema);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}

/** GET /calendar/{id}/date/allowed/{month}/{year}: the pickup days with a free slot. */
export function fetchPickupDays(calendarId: number, year: number, month: number): Promise<AllowedDays> {
  return getParsed(getBrowserApi(), `/calendar/${path(calendarId)}/date/allowed/${path(month)}/${path(year)}`, allowedDaysSchema);
}

/** GET /calendar/{id}/date/{day}/schedules: the day's slots (full ones with remaining 0). */
export function fetchPickupSchedules(calendarId: number, day: string): Promise<PickupDay> {
  return getParsed(getBrowserApi(), `/calendar/${path(calendarId)}/date/${path(day)}/schedules`, pickupDaySchema);
}

/** POST /order/discount: the code's effect on the cart (nothing written). */
export async function checkDiscountCode(code: string, idCart: string): Promise<{ data: DiscountQuote; message: string | null }> {
  return postParsed("/order/discount", { code, idCart }, discountQuoteSchema);
}

/**
 * POST /order/validate: the order checked as it is. `paymentStep`: before the customer chose how
 * to pay (`?step=payment`): the amounts and the offered methods, `valid` false until chosen.
 */
export async function validateOrder(body: OrderBody, options: { paymentStep?: boolean } = {}): Promise<OrderQuote> {
  return (await postParsed(options.paymentStep ? "/order/validate?step=payment" : "/order/validate", body, orderQuoteSchema)).data;
}

/** The header that makes POST /order safe to retry (docs/api.md « POST /order »). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** POST /order with its idempotency key: 201 the new order, 200 the same order for a retry of the key. */
export async function placeOrder(body: OrderBody, idempotencyKey: string): Promise<{ data: Order; message: string | null }> {
  return postParsed("/order", body, orderSchema, { [IDEMPOTENCY_HEADER]: idempotencyKey });
}

/** The per-field messages of a 422 (`{ field: [messages] }`), {} for any other failure. */
export function orderFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof PlatformError) || error.status !== 422) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const list = Array.isArray(messages) ? messages.filter((message): message is string => typeof message === "string") : [];
    if (list.length > 0) result[field] = list.join(" ");
  }
  return result;
}
