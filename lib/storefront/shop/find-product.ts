import "server-only";
import { cache } from "react";
import { PlatformError } from "@/lib/api-client/platform-error";
import { readPublic } from "@/lib/api-client/server";
import { catalogueCalls } from "@/lib/api-client/shop/catalogue";
import type { Product } from "@/lib/schemas/shop/product";

/** GET /product/{id} of the request's site; null when the platform answers 404 (unknown, another site's, unpublished). */
export const findProduct = cache(async (id: number): Promise<Product | null> => {
  const call = catalogueCalls.product(id);
  try {
    return await readPublic(call.url, call.schema);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
});
