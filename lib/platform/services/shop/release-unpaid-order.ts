import "server-only";
import { and, eq } from "drizzle-orm";
import { needsConfirmedEmail } from "@/lib/domain/shop/payment-methods";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { orders } from "@/lib/platform/db/schema";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";
import type { JobContext } from "@/lib/platform/jobs/types";
import { logger } from "@/lib/platform/logger";
import { applyCardPayment } from "./apply-card-payment";
import { cancelCardPaymentIntent } from "./cancel-card-payment-intent";
import { releaseOrderHoldings } from "./release-order-holdings";
import { sendUnpaidOrderMail } from "./send-unpaid-order-mail";
import { lockOrder } from "@/lib/platform/services/shop/lock-order";

/**
 * The job queued with every order (lib/domain/shop/unpaid-order-release.ts gives its delay): when
 * it runs, an order still AWAITING_PAYMENT is CANCELLED and gives back its stock, its pickup slot
 * and its discount code use; the customer of an offline order (bank transfer, cheque, at pickup)
 * is then e-mailed « Votre commande … a été annulée faute de paiement » (confirmed addresses only:
 * send-unpaid-order-mail.ts). A paid or already cancelled order is left as it is.
 *
 * A card order with a PaymentIntent first has it cancelled at Stripe, so that it can no longer be
 * paid once its bottles are back on sale: an intent that succeeded meanwhile pays the order instead
 * (the webhook was late); one the bank is still processing puts the release off by
 * CARD_PROCESSING_RECHECK_MS; when Stripe cannot be reached the job is tried again (its own
 * retries), and from its UNREACHABLE_RETRIES-th attempt the order is released anyway — a payment
 * arriving after that is recorded as a late payment and the business is e-mailed to refund it
 * (apply-card-payment.ts).
 */
export const RELEASE_UNPAID_ORDER_JOB = "shop.release-unpaid-order";
export const CARD_PROCESSING_RECHECK_MS = 10 * 60_000;
const UNREACHABLE_RETRIES = 3;

export async function releaseUnpaidOrder(db: Database, siteId: number, orderId: number, now: Date, attempt = 1): Promise<boolean> {
  const [seen] = await db
    .select({ status: orders.status, paymentMethod: orders.paymentMethod, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  if (!seen || seen.status !== "AWAITING_PAYMENT") return false;
  if (seen.paymentMethod === "CARD" && seen.paymentIntentId) {
    const stop = await cancelCardPaymentIntent(seen.paymentIntentId);
    if (stop.kind === "succeeded") {
      await applyCardPayment(db, siteId, stop.intent, { event: null, now });
      return false;
    }
    if (stop.kind === "processing") {
      await enqueueJob(db, { siteId, kind: RELEASE_UNPAID_ORDER_JOB, payload: { orderId }, runAt: new Date(now.getTime() + CARD_PROCESSING_RECHECK_MS) });
      return false;
    }
    if (stop.kind === "unknown" && attempt < UNREACHABLE_RETRIES) throw new Error("Stripe unreachable: the order's card payment could not be cancelled yet");
  }
  const released = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockOrder(tx, siteId, orderId);
    if (!row || row.status !== "AWAITING_PAYMENT") return null;
    // A payment was started while the intent was being cancelled: cancel that one too (job retry).
    if (row.paymentIntentId !== seen.paymentIntentId) throw new Error("a card payment started during the release: trying again");
    const stockChanged = await releaseOrderHoldings(tx, row, { giveBackDiscount: true, now });
    await tx.update(orders).set({ status: "CANCELLED", updatedAt: now }).where(eq(orders.id, row.id));
    return { stockChanged };
  });
  if (!released) return false;
  if (released.stockChanged) invalidateTags(cacheTags.catalogue(siteId));
  logger.info("unpaid order cancelled", { siteId, orderId });
  // The customer of an offline order was told how to pay and by when: they are told it is over.
  if (needsConfirmedEmail(seen.paymentMethod)) await sendUnpaidOrderMail(db, siteId, orderId, { kind: "cancelled" });
  return true;
}

export async function runReleaseUnpaidOrder(job: JobContext): Promise<void> {
  const orderId = Number(job.payload.orderId);
  if (job.siteId === null || !Number.isInteger(orderId)) return;
  await releaseUnpaidOrder(job.db, job.siteId, orderId, job.now, job.attempt);
}
