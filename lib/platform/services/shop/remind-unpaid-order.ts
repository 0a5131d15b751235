import "server-only";
import { eq } from "drizzle-orm";
import { needsConfirmedEmail } from "@/lib/domain/shop/payment-methods";
import type { Database } from "@/lib/platform/db/types";
import { orders } from "@/lib/platform/db/schema";
import type { JobContext } from "@/lib/platform/jobs/types";
import { isOrderAddressConfirmed } from "./order-address-confirmed";
import { sendUnpaidOrderMail } from "./send-unpaid-order-mail";
import { lockOrder } from "@/lib/platform/services/shop/lock-order";

/** Queued with an offline order, a day before its release (lib/domain/shop/unpaid-order-release.ts). */
export const REMIND_UNPAID_ORDER_JOB = "shop.remind-unpaid-order";

/**
 * Reminds the customer of an offline order still AWAITING_PAYMENT that it will be cancelled at
 * `releaseAt` (with the payment instructions): under the order's row lock, checks it is still
 * unpaid, not reminded already (`payment_reminder_sent_at`) and that its address is confirmed,
 * marks it, and e-mails after the commit. At most once per order (a second run finds it marked).
 * Returns whether an e-mail was sent.
 */
export async function remindUnpaidOrder(db: Database, siteId: number, orderId: number, releaseAt: Date, now: Date): Promise<boolean> {
  const marked = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockOrder(tx, siteId, orderId);
    if (!row || row.status !== "AWAITING_PAYMENT" || !needsConfirmedEmail(row.paymentMethod) || row.paymentReminderSentAt !== null) return false;
    if (!(await isOrderAddressConfirmed(tx, siteId, { id: row.customerId, email: row.customerEmail }))) return false;
    await tx.update(orders).set({ paymentReminderSentAt: now }).where(eq(orders.id, row.id));
    return true;
  });
  return marked && (await sendUnpaidOrderMail(db, siteId, orderId, { kind: "reminder", releaseAt }));
}

/** Job handler of « shop.remind-unpaid-order » (payload: the order id and its release time; the job's site scopes it). */
export async function runRemindUnpaidOrder(job: JobContext): Promise<void> {
  const orderId = Number(job.payload.orderId);
  const releaseAt = new Date(String(job.payload.releaseAt));
  if (job.siteId === null || !Number.isInteger(orderId) || Number.isNaN(releaseAt.getTime())) return;
  await remindUnpaidOrder(job.db, job.siteId, orderId, releaseAt, job.now);
}
