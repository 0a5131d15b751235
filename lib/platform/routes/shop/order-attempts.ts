import "server-only";
import type { Context } from "hono";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { clientIp, takeSlots, type TakenSlots } from "@/lib/platform/rate-limit";

/**
 * Orders tried (POST /order) per window, per client address and per customer account, refused or
 * not: far above a customer correcting an order or a family behind one address, far below a
 * script placing orders to hold stock, slots or send mail.
 */
export const ORDER_ATTEMPT_LIMITS = { perClient: 30, perCustomer: 10, windowSeconds: 60 * 60 } as const;

/**
 * Takes one attempt in both buckets BEFORE the order's transaction, atomically (429 with
 * Retry-After past either limit). The caller gives the slots back when the attempt turned out to be
 * a retry of an order already made (an Idempotency-Key replay): retries never use up the limits.
 */
export function takeOrderAttempt(c: Context<AppEnv>, siteId: number, customerId: number): Promise<TakenSlots> {
  const { perClient, perCustomer, windowSeconds } = ORDER_ATTEMPT_LIMITS;
  return takeSlots([
    { key: `order:ip:${siteId}:${clientIp(c)}`, limit: perClient, windowSeconds },
    { key: `order:customer:${siteId}:${customerId}`, limit: perCustomer, windowSeconds },
  ]);
}
