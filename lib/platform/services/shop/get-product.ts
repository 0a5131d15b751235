import "server-only";
import type { Product } from "@/lib/schemas/shop/product";
import type { Database } from "@/lib/platform/db/types";
import { loadCatalogue } from "./load-catalogue";

/** A published product of the site, or null (another site's, unpublished or unknown). */
export async function getProduct(db: Database, siteId: number, productId: number): Promise<Product | null> {
  return (await loadCatalogue(db, siteId)).byId.get(productId) ?? null;
}
