import type { AxiosInstance } from "axios";
import type { z } from "zod";
import { productCustomizationListSchema } from "@/lib/schemas/shop/customization";
import { awardListSchema, mealIconListSchema, productListSchema, productSchema, recommendedProductsSchema } from "@/lib/schemas/shop/product";
import { getParsed } from "../create-api-client";

/**
 * The catalogue calls of SPEC §7 (docs/api.md « Boutique »), each with its contract schema: the
 * server loaders (lib/storefront/shop) read them through readPublic, the browser through
 * getBrowserApi(); both parse with the same schemas. No "use client": the descriptions are shared.
 */
/** A query parameter; a list repeats the key (`price=gte:1000&price=lte:3000`, the §7 grammar). */
export type CatalogueParam = string | number | string[];

export interface CatalogueCall<S extends z.ZodType> {
  url: string;
  schema: S;
  params?: Record<string, CatalogueParam>;
}

export const catalogueCalls = {
  /** GET /product with the list grammar (filters, orderBy, page, nbItem). */
  products: (params: Record<string, CatalogueParam>) => ({ url: "/product", schema: productListSchema, params }),
  product: (id: number) => ({ url: `/product/${id}`, schema: productSchema }),
  awards: (productId: number) => ({ url: "/award", schema: awardListSchema, params: { product: productId } }),
  recommended: (productId: number) => ({ url: `/v2/product/recommended/${productId}`, schema: recommendedProductsSchema }),
  mealIcons: () => ({ url: "/parameter/product/meal-icon", schema: mealIconListSchema }),
  customizations: (productId: number) => ({ url: `/product/${productId}/customization`, schema: productCustomizationListSchema }),
} satisfies Record<string, (...args: never[]) => CatalogueCall<z.ZodType>>;

/** Runs one catalogue call with `client` (the browser's or a server one) and parses its answer. */
export function callCatalogue<S extends z.ZodType>(client: AxiosInstance, call: CatalogueCall<S>): Promise<z.output<S>> {
  return getParsed(client, call.url, call.schema, call.params);
}
