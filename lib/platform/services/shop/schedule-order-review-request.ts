import "server-only";
import { and, eq } from "drizzle-orm";
import { isReviewableOrderStatus, ORDER_REVIEW_DELAY_PARAMETER, orderReviewRequestAt } from "@/lib/domain/shop/order-review-request";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters } from "@/lib/platform/db/schema";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";
import type { OrderStatus } from "@/lib/schemas/shop/order";
import { ORDER_REVIEW_REQUEST_JOB } from "./request-order-review";

/**
 * Inside an order's status change transaction: when the order reaches DELIVERED or COLLECTED,
 * queues its shop.request-order-review job, due ORDER_REVIEW_DELAY days later (read now, fresh
 * from the table in the same transaction; 0 or empty = none). The job exists exactly when the
 * status change commits. Returns when it is due, or null when nothing was queued.
 */
export async function scheduleOrderReviewRequest(tx: Database, siteId: number, orderId: number, to: OrderStatus, now: Date): Promise<Date | null> {
  if (!isReviewableOrderStatus(to)) return null;
  const [parameter] = await tx
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, ORDER_REVIEW_DELAY_PARAMETER)))
    .limit(1);
  const runAt = orderReviewRequestAt(to, parameter ? parameter.value : undefined, now);
  if (!runAt) return null;
  await enqueueJob(tx, { siteId, kind: ORDER_REVIEW_REQUEST_JOB, runAt, payload: { orderId } });
  return runAt;
}
