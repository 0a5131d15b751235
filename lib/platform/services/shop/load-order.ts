import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { orderLines, orders } from "@/lib/platform/db/schema";
import { ORDER_MESSAGES, type Order } from "@/lib/schemas/shop/order";
import { getOrderSettings } from "./get-order-settings";
import { orderView, type OrderLineRow, type OrderRow } from "./order-view";

/**
 * An order of the site with its lines; `customerId` given: only that customer's. Another site's,
 * another customer's or an unknown order is the same 404.
 */
export async function loadOrderRows(db: Database, siteId: number, orderId: number, customerId: number | null): Promise<{ row: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId), customerId === null ? undefined : eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND", ORDER_MESSAGES.notFound);
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), eq(orderLines.orderId, row.id)));
  return { row, lines };
}

/** GET /order/{id} (customerId: the caller) and the admin's view (customerId null). */
export async function loadOrder(db: Database, siteId: number, orderId: number, customerId: number | null): Promise<Order> {
  const [{ row, lines }, settings] = await Promise.all([loadOrderRows(db, siteId, orderId, customerId), getOrderSettings(db, siteId)]);
  return orderView(row, lines, settings);
}
