import "server-only";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { readShippingSettings, type ShippingSettings } from "@/lib/domain/shop/shipping-settings";
import type { Database } from "@/lib/platform/db/types";
import { listSiteParameters } from "../list-site-parameters";

/** The site's delivery parameters, typed (read from the cached parameter list). */
export async function getShippingSettings(db: Database, siteId: number): Promise<ShippingSettings> {
  return readShippingSettings(toParameterMap(await listSiteParameters(db, siteId)));
}
