import "server-only";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { readOrderSettings, type OrderSettings } from "@/lib/domain/shop/order-settings";
import type { Database } from "@/lib/platform/db/types";
import { listSiteParameters } from "../list-site-parameters";

/** The site's order parameters, typed (read from the cached parameter list). */
export async function getOrderSettings(db: Database, siteId: number): Promise<OrderSettings> {
  return readOrderSettings(toParameterMap(await listSiteParameters(db, siteId)));
}
