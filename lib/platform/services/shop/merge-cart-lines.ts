import "server-only";
import { and, eq } from "drizzle-orm";
import { mergedQuantity } from "@/lib/domain/shop/cart-merge";
import { queryAll } from "@/lib/platform/db/query-all";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts, customizationFiles, productDeclinations } from "@/lib/platform/db/schema";

/**
 * Moves the lines of cart `fromId` into cart `intoId` (both locked by the caller) by the merge rule
 * (lib/domain/shop/cart-merge.ts), moves the uploaded files along, and tells whether a quantity
 * had to be lowered or a line dropped. The caller deletes the emptied cart.
 */
export async function mergeCartLines(tx: Database, siteId: number, fromId: number, intoId: number): Promise<{ adjusted: boolean }> {
  const select = (cartId: number) =>
    tx
      .select({
        id: cartProducts.id,
        productId: cartProducts.productId,
        declinationId: cartProducts.declinationId,
        quantity: cartProducts.quantity,
        answers: cartProducts.answers,
        answersKey: cartProducts.answersKey,
        stock: productDeclinations.stock,
        sellByMultipleOf: productDeclinations.sellByMultipleOf,
      })
      .from(cartProducts)
      .innerJoin(productDeclinations, eq(productDeclinations.id, cartProducts.declinationId))
      .where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, cartId)))
      .orderBy(cartProducts.id);
  const [guestLines, ownLines] = await queryAll(tx, [() => select(fromId), () => select(intoId)]);
  // The customer's lines as they become: quantity per (declination, answers).
  const own = new Map(ownLines.map((line) => [`${line.declinationId}|${line.answersKey}`, { ...line }]));
  let adjusted = false;
  for (const line of guestLines) {
    const key = `${line.declinationId}|${line.answersKey}`;
    const target = own.get(key);
    const existing = target?.quantity ?? 0;
    let others = 0;
    for (const [otherKey, other] of own) if (other.declinationId === line.declinationId && otherKey !== key) others += other.quantity;
    const quantity = mergedQuantity(existing, line.quantity, line.sellByMultipleOf, line.stock === null ? null : line.stock - others);
    if (quantity !== existing + line.quantity) adjusted = true;
    if (quantity === existing) continue;
    if (target) {
      await tx.update(cartProducts).set({ quantity }).where(eq(cartProducts.id, target.id));
      target.quantity = quantity;
    } else {
      const [row] = await tx
        .insert(cartProducts)
        .values({ siteId, cartId: intoId, productId: line.productId, declinationId: line.declinationId, quantity, answers: line.answers, answersKey: line.answersKey })
        .returning({ id: cartProducts.id });
      own.set(key, { ...line, id: row!.id, quantity });
    }
  }
  await tx.update(customizationFiles).set({ cartId: intoId }).where(and(eq(customizationFiles.siteId, siteId), eq(customizationFiles.cartId, fromId)));
  return { adjusted };
}
