import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { carriers } from "@/lib/platform/db/schema";
import { relayAdapterFor } from "@/lib/platform/shipping/relay-adapter-for";
import { SHIPPING_MESSAGES, type AccessPointList } from "@/lib/schemas/shop/shipping";
import { checkPostalCode } from "./check-postal-code";
import { findCountry } from "./find-country";

/** Relay points returned at most. */
export const ACCESS_POINT_LIMIT = 10;

/**
 * POST /relay/access-points: the relay points of one of the site's PICKUP carriers (the given one,
 * else the first) near a postal code, nearest first, through the carrier's relay adapter. A carrier
 * that is not a PICKUP carrier of the site is a 422 on `carrier`; no point nearby is an empty list.
 */
export async function listAccessPoints(
  db: Database,
  siteId: number,
  input: { postalCode: string; country: number | string; carrier?: number | null },
): Promise<AccessPointList> {
  const country = await findCountry(db, input.country);
  await checkPostalCode(input.postalCode, country.alphaTwo);
  const [carrier] = await db
    .select()
    .from(carriers)
    .where(
      and(
        eq(carriers.siteId, siteId),
        eq(carriers.isActive, true),
        eq(carriers.deliveryType, "PICKUP"),
        isNotNull(carriers.relayNetwork),
        input.carrier == null ? undefined : eq(carriers.id, input.carrier),
      ),
    )
    .orderBy(asc(carriers.position), asc(carriers.id))
    .limit(1);
  if (!carrier?.relayNetwork) {
    const message = input.carrier == null ? SHIPPING_MESSAGES.noRelayCarrier : SHIPPING_MESSAGES.carrierUnknown;
    throw ApiError.validation({ carrier: [message] }, message);
  }
  const relayCarrier = { id: carrier.id, siteId, name: carrier.name, serviceCode: carrier.serviceCode, relayNetwork: carrier.relayNetwork };
  const answer = await relayAdapterFor(carrier.relayNetwork).findAccessPoints(db, {
    carrier: relayCarrier,
    postalCode: input.postalCode,
    country: country.alphaTwo,
    limit: ACCESS_POINT_LIMIT,
  });
  return {
    carrier: { id: carrier.id, name: carrier.name, serviceCode: carrier.serviceCode },
    origin: answer?.origin ?? null,
    list: answer?.points ?? [],
  };
}
