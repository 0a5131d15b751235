import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { productDeclinations, products } from "@/lib/platform/db/schema";

/** A declination of a published product of the site, with what the cart rules read of its product. */
export async function findBuyableDeclination(db: Database, siteId: number, declinationId: number, productId?: number) {
  const [row] = await db
    .select({
      id: productDeclinations.id,
      productId: productDeclinations.productId,
      fixedPrice: productDeclinations.fixedPrice,
      stock: productDeclinations.stock,
      sellByMultipleOf: productDeclinations.sellByMultipleOf,
      discount: productDeclinations.discount,
      type: products.type,
      productDiscount: products.discount,
      decreasingDiscounts: products.decreasingDiscounts,
    })
    .from(productDeclinations)
    .innerJoin(products, and(eq(products.id, productDeclinations.productId), eq(products.siteId, siteId)))
    .where(
      and(
        eq(productDeclinations.siteId, siteId),
        eq(productDeclinations.id, declinationId),
        eq(products.isPublished, true),
        ...(productId !== undefined ? [eq(productDeclinations.productId, productId)] : []),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type BuyableDeclination = NonNullable<Awaited<ReturnType<typeof findBuyableDeclination>>>;
