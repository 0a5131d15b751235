import "server-only";
import { eq } from "drizzle-orm";
import { orderTransitionProblem, transitionRecordsPayment, transitionReleasesStock } from "@/lib/domain/shop/order-status";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { orders } from "@/lib/platform/db/schema";
import { loadOrder } from "@/lib/platform/services/shop/load-order";
import { releaseOrderHoldings } from "@/lib/platform/services/shop/release-order-holdings";
import { scheduleOrderReviewRequest } from "@/lib/platform/services/shop/schedule-order-review-request";
import { ORDER_MESSAGES, type Order, type OrderStatus } from "@/lib/schemas/shop/order";
import { recordAudit, type AuditActor } from "./record-audit";
import { lockOrder } from "@/lib/platform/services/shop/lock-order";

/**
 * PUT /admin/order/{id}/status: moves an order of the site along the allowed transitions
 * (lib/domain/shop/order-status.ts), under the order's row lock, audited as order.status in the
 * same transaction. A cancellation, or a refund before the goods left, gives the stock back once
 * (and the pickup slot; a cancellation also the discount code's use). Reaching DELIVERED or
 * COLLECTED queues the review request e-mail (ORDER_REVIEW_DELAY days later) in the same
 * transaction. 409 when the move is not allowed.
 */
export async function changeOrderStatus(db: Database, siteId: number, actor: AuditActor, orderId: number, to: OrderStatus, now: Date = new Date()): Promise<Order> {
  const stockChanged = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockOrder(tx, siteId, orderId);
    if (!row) throw new ApiError("NOT_FOUND", ORDER_MESSAGES.notFound);
    const problem = orderTransitionProblem(row, to);
    if (problem) throw new ApiError("CONFLICT", problem);
    const released = transitionReleasesStock(row.status, to) ? await releaseOrderHoldings(tx, row, { giveBackDiscount: to === "CANCELLED", now }) : false;
    await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...(transitionRecordsPayment(row, to) ? { paidAt: now } : {}) })
      .where(eq(orders.id, row.id));
    await scheduleOrderReviewRequest(tx, siteId, row.id, to, now);
    await recordAudit(tx, siteId, actor, { action: "order.status", entity: "order", entityId: row.id, before: { status: row.status }, after: { status: to, stockReleased: released } });
    return released;
  });
  if (stockChanged) invalidateTags(cacheTags.catalogue(siteId));
  return loadOrder(db, siteId, orderId, null);
}
