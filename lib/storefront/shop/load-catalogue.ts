import "server-only";
import { catalogueCalls, type CatalogueParam } from "@/lib/api-client/shop/catalogue";
import { readPublic } from "@/lib/api-client/server";
import type { ProductList } from "@/lib/schemas/shop/product";

/**
 * GET /product with these list parameters (lib/domain/shop/catalogue-query.ts): public, so read
 * through readPublic (parsed once per process and site while the catalogue is unchanged).
 */
export function loadCatalogue(params: Record<string, CatalogueParam>): Promise<ProductList> {
  const call = catalogueCalls.products(params);
  return readPublic(call.url, call.schema, call.params);
}
