import "server-only";
import { and, eq } from "drizzle-orm";
import { departmentPosition } from "@/lib/domain/shop/department-positions";
import { distanceMetres, meanPosition, type GeoPosition } from "@/lib/domain/shop/geo-distance";
import type { Database } from "@/lib/platform/db/types";
import { relayPoints } from "@/lib/platform/db/schema";
import type { AccessPointAnswer, AccessPointQuery, RelayAdapter } from "./relay-adapter";

/** Points farther than this from the postal code are not offered (km, straight line). */
export const BUILTIN_RELAY_RADIUS_METRES = 30_000;

/** Icon of a point on a map, from the kind of shop its name announces. */
export function relayPointIcon(name: string): string {
  const lower = name.toLowerCase();
  if (/tabac|presse|journaux|librairie/.test(lower)) return "tabac-presse";
  if (/fleur/.test(lower)) return "fleuriste";
  if (/pressing|laverie/.test(lower)) return "pressing";
  if (/supérette|épicerie|marché|proxi|alimentation|carrefour|casino|spar|vival/.test(lower)) return "epicerie";
  if (/consigne|locker|casier/.test(lower)) return "consigne";
  return "relais";
}

/**
 * The built-in relay network: the relay points seeded for the carrier (table relay_points), in
 * France only. The postal code is placed at the mean of the network's points sharing it, else at
 * its département's prefecture; points within 30 km are returned, nearest first.
 */
export const builtinRelayAdapter: RelayAdapter = {
  async findAccessPoints(db: Database, query: AccessPointQuery): Promise<AccessPointAnswer | null> {
    if (query.country !== "FR") return null;
    const rows = await db
      .select()
      .from(relayPoints)
      .where(and(eq(relayPoints.siteId, query.carrier.siteId), eq(relayPoints.carrierId, query.carrier.id), eq(relayPoints.isActive, true)));
    const origin: GeoPosition | null =
      meanPosition(rows.filter((row) => row.zipCode === query.postalCode).map((row) => ({ lat: row.latitude, lng: row.longitude }))) ??
      departmentPosition(query.postalCode);
    if (!origin) return null;
    const points = rows
      .map((row) => {
        const position = { lat: row.latitude, lng: row.longitude };
        return {
          id: row.id,
          code: row.code,
          name: row.name,
          addLine1: row.addLine1,
          zipCode: row.zipCode,
          city: row.city,
          country: row.country,
          position,
          icon: relayPointIcon(row.name),
          distance: distanceMetres(origin, position),
          openingHours: row.openingHours,
        };
      })
      .filter((point) => point.distance <= BUILTIN_RELAY_RADIUS_METRES)
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .slice(0, query.limit);
    return { origin, points };
  },
};
