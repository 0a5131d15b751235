import "server-only";
import { and, eq } from "drizzle-orm";
import type { ShippingZone } from "@/lib/schemas/shop/shipping";
import type { Database } from "@/lib/platform/db/types";
import { calendarClosures, calendars, carrierRates, carriers, relayPoints } from "@/lib/platform/db/schema";
import { BUILTIN_RELAY_POINTS, relayOpeningHours } from "./relay-points";

export interface SeedCarrier {
  name: string;
  serviceCode: string;
  deliveryType: "DELIVERY" | "PICKUP";
  siteType: "STANDARD" | "VIGNOBLE_EXPORT";
  /** PICKUP carriers: BUILTIN gets the built-in network's points (lib/platform/seed/relay-points.ts). */
  relayNetwork?: "BUILTIN";
  description: string;
  /** [zone, min bottles, max bottles (null = no limit), price in cents]. */
  rates: [ShippingZone, number, number | null, number][];
}

/** A sample site's delivery: its carriers and its click-and-collect calendar. */
export interface SeedShipping {
  carriers: SeedCarrier[];
  clickAndCollect?: {
    name: string;
    slotCapacity: number;
    slotStepMinutes: number;
    minNoticeHours: number;
    horizonDays: number;
    closures: { day: string; label: string }[];
  };
}

/**
 * Writes a sample site's carriers (with rate tables and relay points) when it has none, and its
 * click-and-collect calendar when it has none (idempotent; also brings delivery to a site seeded
 * before it existed).
 */
export async function seedShipping(db: Database, siteId: number, seed: SeedShipping | undefined): Promise<void> {
  if (!seed) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [existingCarrier] = await t.select({ id: carriers.id }).from(carriers).where(eq(carriers.siteId, siteId)).limit(1);
    if (!existingCarrier) {
      for (const [position, carrier] of seed.carriers.entries()) {
        const [row] = await t
          .insert(carriers)
          .values({
            siteId,
            name: carrier.name,
            serviceCode: carrier.serviceCode,
            deliveryType: carrier.deliveryType,
            siteType: carrier.siteType,
            relayNetwork: carrier.relayNetwork ?? null,
            description: carrier.description,
            position,
          })
          .returning({ id: carriers.id });
        await t.insert(carrierRates).values(
          carrier.rates.map(([zone, minBottles, maxBottles, price]) => ({ siteId, carrierId: row!.id, zone, minBottles, maxBottles, price })),
        );
        if (carrier.relayNetwork === "BUILTIN") {
          await t.insert(relayPoints).values(
            BUILTIN_RELAY_POINTS.map((point) => ({
              siteId,
              carrierId: row!.id,
              code: point.code,
              name: point.name,
              addLine1: point.addLine1,
              zipCode: point.zipCode,
              city: point.city,
              country: "FR",
              latitude: point.lat,
              longitude: point.lng,
              openingHours: relayOpeningHours(point.hours),
            })),
          );
        }
      }
    }
    const pickup = seed.clickAndCollect;
    if (!pickup) return;
    const [existingCalendar] = await t
      .select({ id: calendars.id })
      .from(calendars)
      .where(and(eq(calendars.siteId, siteId), eq(calendars.kind, "CLICK_AND_COLLECT")))
      .limit(1);
    if (existingCalendar) return;
    const [calendar] = await t
      .insert(calendars)
      .values({
        siteId,
        name: pickup.name,
        kind: "CLICK_AND_COLLECT",
        slotCapacity: pickup.slotCapacity,
        slotStepMinutes: pickup.slotStepMinutes,
        minNoticeHours: pickup.minNoticeHours,
        horizonDays: pickup.horizonDays,
      })
      .returning({ id: calendars.id });
    if (pickup.closures.length > 0) {
      await t.insert(calendarClosures).values(pickup.closures.map((closure) => ({ ...closure, siteId, calendarId: calendar!.id })));
    }
  });
}
