import "server-only";
import type { ListQuery } from "@/lib/domain/list-query";
import { catalogueFilterChoices, queryCatalogue, type ProductField } from "@/lib/domain/shop/product-list";
import type { ProductList } from "@/lib/schemas/shop/product";
import type { Database } from "@/lib/platform/db/types";
import { loadCatalogue } from "./load-catalogue";

/** GET /product: a page of the site's published products, with the filter choices of the whole catalogue. */
export async function listProducts(db: Database, siteId: number, query: ListQuery<ProductField>): Promise<ProductList> {
  const catalogue = await loadCatalogue(db, siteId);
  return { ...queryCatalogue(catalogue.entries, query), filters: catalogueFilterChoices(catalogue.entries.map((entry) => entry.product)) };
}
