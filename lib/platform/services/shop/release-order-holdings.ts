import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { discountCodes, discountCodeUses, orderLines, orders, pickupBookings, productDeclinations } from "@/lib/platform/db/schema";
import type { OrderRow } from "./order-view";

/**
 * Gives back what an order holds, once (`stock_released_at`), in the caller's transaction (which
 * holds the order's row lock): the stock of its tracked lines (declinations locked in id order,
 * like orders take them), its pickup slot; and, for a cancellation, its use of the discount code.
 * Returns true when the stock changed (the caller invalidates the catalogue after commit).
 */
export async function releaseOrderHoldings(tx: Database, row: OrderRow, options: { giveBackDiscount: boolean; now: Date }): Promise<boolean> {
  if (row.stockReleasedAt !== null) return false;
  const lines = await tx
    .select({ declinationId: orderLines.declinationId, quantity: orderLines.quantity, stockTracked: orderLines.stockTracked })
    .from(orderLines)
    .where(and(eq(orderLines.siteId, row.siteId), eq(orderLines.orderId, row.id)));
  const back = new Map<number, number>();
  for (const line of lines) {
    if (!line.stockTracked || line.declinationId === null) continue;
    back.set(line.declinationId, (back.get(line.declinationId) ?? 0) + line.quantity);
  }
  for (const declinationId of [...back.keys()].sort((a, b) => a - b)) {
    await tx
      .update(productDeclinations)
      .set({ stock: sql`${productDeclinations.stock} + ${back.get(declinationId)!}` })
      .where(and(eq(productDeclinations.siteId, row.siteId), eq(productDeclinations.id, declinationId), sql`${productDeclinations.stock} IS NOT NULL`));
  }
  if (row.pickupBookingId !== null) {
    await tx.delete(pickupBookings).where(and(eq(pickupBookings.siteId, row.siteId), eq(pickupBookings.id, row.pickupBookingId)));
  }
  if (options.giveBackDiscount && row.discountCodeId !== null) {
    const removed = await tx
      .delete(discountCodeUses)
      .where(and(eq(discountCodeUses.siteId, row.siteId), eq(discountCodeUses.orderId, row.id)))
      .returning({ id: discountCodeUses.id });
    if (removed.length > 0) {
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
        .where(and(eq(discountCodes.siteId, row.siteId), eq(discountCodes.id, row.discountCodeId), gt(discountCodes.usedCount, 0)));
    }
  }
  await tx.update(orders).set({ stockReleasedAt: options.now, pickupBookingId: null, updatedAt: options.now }).where(eq(orders.id, row.id));
  return back.size > 0;
}
