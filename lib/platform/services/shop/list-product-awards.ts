import "server-only";
import type { Award } from "@/lib/schemas/shop/product";
import type { Database } from "@/lib/platform/db/types";
import { loadCatalogue } from "./load-catalogue";

/** GET /award?product={id}: the product's medals and scores; null when the site has no such published product. */
export async function listProductAwards(db: Database, siteId: number, productId: number): Promise<readonly Award[] | null> {
  const catalogue = await loadCatalogue(db, siteId);
  if (!catalogue.byId.has(productId)) return null;
  return catalogue.awards.get(productId) ?? [];
}
