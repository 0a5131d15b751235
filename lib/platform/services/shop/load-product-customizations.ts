import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { productCustomizations } from "@/lib/platform/db/schema";
import type { Customization } from "@/lib/schemas/shop/customization";

/** The customizations of products of the site (contract shape), by product id, in their order. */
export async function loadProductCustomizations(db: Database, siteId: number, productIds: readonly number[]): Promise<Map<number, Customization[]>> {
  const byProduct = new Map<number, Customization[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productCustomizations)
    .where(and(eq(productCustomizations.siteId, siteId), inArray(productCustomizations.productId, [...new Set(productIds)])))
    .orderBy(asc(productCustomizations.position), asc(productCustomizations.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, label: row.label, type: row.type, costType: row.costType, amount: row.amount, customizationValues: row.fields });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
