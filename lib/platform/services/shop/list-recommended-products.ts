import "server-only";
import type { Product } from "@/lib/schemas/shop/product";
import type { Database } from "@/lib/platform/db/types";
import { loadCatalogue } from "./load-catalogue";

/**
 * GET /v2/product/recommended/{id}: the products the sheet recommends, in the chosen order, only
 * the site's published ones; null when the product itself is not a published one of the site.
 */
export async function listRecommendedProducts(db: Database, siteId: number, productId: number): Promise<Product[] | null> {
  const catalogue = await loadCatalogue(db, siteId);
  if (!catalogue.byId.has(productId)) return null;
  return (catalogue.recommendedIds.get(productId) ?? []).flatMap((id) => {
    const product = id === productId ? undefined : catalogue.byId.get(id);
    return product ? [product] : [];
  });
}
