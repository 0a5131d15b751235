import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { GeoPosition } from "@/lib/domain/shop/geo-distance";
import type { AccessPoint, RelayNetwork } from "@/lib/schemas/shop/shipping";

/** A PICKUP carrier as an adapter sees it. */
export interface RelayCarrier {
  id: number;
  siteId: number;
  name: string;
  serviceCode: string;
  relayNetwork: RelayNetwork;
}

export interface AccessPointQuery {
  carrier: RelayCarrier;
  /** Normalised postal code (a French one exists in the communes dataset). */
  postalCode: string;
  /** ISO alpha-2. */
  country: string;
  limit: number;
}

export interface AccessPointAnswer {
  /** Where the distances are measured from. */
  origin: GeoPosition;
  /** Nearest first. */
  points: AccessPoint[];
}

/**
 * What a relay network offers the checkout: the relay points near a postal code, nearest first.
 * The built-in adapter reads the seeded points; a carrier's web service (Mondial Relay, Relais
 * Colis, Pickup…) implements the same interface and is registered under its network name.
 */
export interface RelayAdapter {
  findAccessPoints(db: Database, query: AccessPointQuery): Promise<AccessPointAnswer | null>;
}
