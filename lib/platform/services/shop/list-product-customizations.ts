import "server-only";
import type { ProductCustomization } from "@/lib/schemas/shop/customization";
import type { Database } from "@/lib/platform/db/types";
import { loadCatalogue } from "./load-catalogue";

/** GET /product/{id}/customization; null when the site has no such published product. */
export async function listProductCustomizations(db: Database, siteId: number, productId: number): Promise<readonly ProductCustomization[] | null> {
  const catalogue = await loadCatalogue(db, siteId);
  if (!catalogue.byId.has(productId)) return null;
  return catalogue.customizations.get(productId) ?? [];
}
