import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts } from "@/lib/platform/db/schema";

/**
 * What a cart already holds of a declination: the quantity of the line with these answers (0 when
 * there is none) and of the declination's other lines, which share its stock. Read under the
 * cart's row lock.
 */
export async function countCartDeclination(tx: Database, siteId: number, cartId: number, declinationId: number, answersKey: string, exceptLineId?: number) {
  const lines = await tx
    .select({ id: cartProducts.id, quantity: cartProducts.quantity, answersKey: cartProducts.answersKey })
    .from(cartProducts)
    .where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, cartId), eq(cartProducts.declinationId, declinationId)));
  let lineQuantity = 0;
  let otherLines = 0;
  for (const line of lines) {
    if (line.id === exceptLineId) continue;
    if (exceptLineId === undefined && line.answersKey === answersKey) lineQuantity += line.quantity;
    else otherLines += line.quantity;
  }
  return { lineQuantity, otherLines };
}
