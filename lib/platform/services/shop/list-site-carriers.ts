import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { RateLine } from "@/lib/domain/shop/carrier-rate";
import { queryAll } from "@/lib/platform/db/query-all";
import type { Database } from "@/lib/platform/db/types";
import { carrierRates, carriers } from "@/lib/platform/db/schema";

export type CarrierRow = typeof carriers.$inferSelect;
export type CarrierWithRates = CarrierRow & { rates: RateLine[] };

/** The site's active carriers in display order, each with its rate table. */
export async function listSiteCarriers(db: Database, siteId: number): Promise<CarrierWithRates[]> {
  const [rows, rates] = await queryAll(db, [
    () =>
      db
        .select()
        .from(carriers)
        .where(and(eq(carriers.siteId, siteId), eq(carriers.isActive, true)))
        .orderBy(asc(carriers.position), asc(carriers.id)),
    () =>
      db
        .select({ carrierId: carrierRates.carrierId, zone: carrierRates.zone, minBottles: carrierRates.minBottles, maxBottles: carrierRates.maxBottles, price: carrierRates.price })
        .from(carrierRates)
        .where(eq(carrierRates.siteId, siteId)),
  ]);
  return rows.map((row) => ({ ...row, rates: rates.filter((rate) => rate.carrierId === row.id) }));
}
