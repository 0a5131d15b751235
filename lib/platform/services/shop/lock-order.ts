import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { orders } from "@/lib/platform/db/schema";

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order `orderId` of the site, its row locked for the rest of the transaction `tx`
 * (`FOR UPDATE`): every change of an order's state (status, payment, release, reminder, review
 * request) reads it this way, so two of them never decide on the same row at once. Null when the
 * site has no such order.
 */
export async function lockOrder(tx: Database, siteId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .for("update");
  return row ?? null;
}
