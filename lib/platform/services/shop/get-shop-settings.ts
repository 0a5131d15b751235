import "server-only";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { readShopSettings, type ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { Database } from "@/lib/platform/db/types";
import { listSiteParameters } from "../list-site-parameters";

/** The site's SHOP parameters, typed (read from the cached parameter list). */
export async function getShopSettings(db: Database, siteId: number): Promise<ShopSettings> {
  return readShopSettings(toParameterMap(await listSiteParameters(db, siteId)));
}
