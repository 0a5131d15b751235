import "server-only";
import { and, count, eq } from "drizzle-orm";
import { openUnpaidOrdersProblem } from "@/lib/domain/shop/open-unpaid-orders";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { orders, users } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";

/**
 * The cap on a customer's orders AWAITING_PAYMENT (lib/domain/shop/open-unpaid-orders.ts): 403 in
 * French when one more would pass it. With `lock` (the order's transaction) the customer's row is
 * locked first and their address read again under it, so two orders of the same customer at once
 * are counted one after the other and never both get in. FOR NO KEY UPDATE: it queues those orders
 * without blocking the foreign-key checks of rows written for the customer meanwhile (their cart
 * created while a guest cart is merged), which could otherwise deadlock with an order waiting for a cart.
 */
export async function checkOpenUnpaidOrders(db: Database, siteId: number, user: SessionUser, options: { lock: boolean }): Promise<void> {
  let emailConfirmed = user.emailVerified;
  if (options.lock) {
    const [row] = await db
      .select({ emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.id, user.id)))
      .for("no key update");
    if (!row) throw new ApiError("UNAUTHORIZED");
    emailConfirmed = row.emailVerifiedAt !== null;
  }
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, user.id), eq(orders.status, "AWAITING_PAYMENT")));
  const problem = openUnpaidOrdersProblem(open?.n ?? 0, emailConfirmed);
  if (problem) throw new ApiError("FORBIDDEN", problem);
}
