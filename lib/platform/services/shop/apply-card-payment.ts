import "server-only";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { orderTransitionProblem } from "@/lib/domain/shop/order-status";
import type { Database } from "@/lib/platform/db/types";
import { orders, stripeEvents, type StripeEventOutcome } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { runInBackground } from "@/lib/platform/mail/background";
import { siteOrigin } from "@/lib/platform/mail/link-origin";
import type { CardPaymentAlert } from "@/lib/platform/mail/templates/card-payment";
import { recordSystemAudit } from "@/lib/platform/services/admin/record-audit";
import { findSite } from "@/lib/platform/services/find-site";
import { loadOrder } from "./load-order";
import type { OrderRow } from "./order-view";
import { sendCardPaymentAlert } from "./send-card-payment-alert";
import { sendOrderMails } from "./send-order-mails";

/** Who the audit log says made the change. */
export const STRIPE_AUDIT_ACTOR = "Stripe (paiement par carte)";

/** The card payments' currency: every order is in euros. */
export const CARD_CURRENCY = "eur";

/** What applying a succeeded payment did; DUPLICATE: this event id was handled before (nothing done). */
export type CardPaymentOutcome = StripeEventOutcome | "DUPLICATE";

/** The order id our PaymentIntents carry in their metadata (start-card-payment.ts), or null. */
export function intentOrderId(intent: Pick<Stripe.PaymentIntent, "metadata">): number | null {
  const raw = intent.metadata?.orderId ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

type Decision = { outcome: StripeEventOutcome; alert: CardPaymentAlert["reason"] | null };

/** What a succeeded intent means for the order, under its row lock (pure). */
function decide(row: OrderRow, intent: Stripe.PaymentIntent): Decision {
  if (row.paymentMethod !== "CARD") return { outcome: "UNKNOWN_ORDER", alert: null };
  if (intent.amount !== row.total || intent.currency.toLowerCase() !== CARD_CURRENCY) return { outcome: "AMOUNT_MISMATCH", alert: "AMOUNT_MISMATCH" };
  const sameIntent = row.paymentIntentId === intent.id;
  if (row.paidAt !== null) return sameIntent ? { outcome: "ALREADY_RECORDED", alert: null } : { outcome: "REFUND_NEEDED", alert: "ALREADY_PAID" };
  if (row.status === "CANCELLED") {
    // Noted once per intent: a second delivery of the same payment does not e-mail twice.
    return row.latePaymentAt !== null && sameIntent ? { outcome: "ALREADY_RECORDED", alert: null } : { outcome: "REFUND_NEEDED", alert: "CANCELLED_ORDER" };
  }
  if (orderTransitionProblem(row, "PAID") !== null) return { outcome: "REFUND_NEEDED", alert: "ALREADY_PAID" };
  return { outcome: "PAID", alert: null };
}

/**
 * A PaymentIntent of site `siteId` succeeded (the webhook's payment_intent.succeeded, or Stripe's
 * own answer when the platform asks): in ONE transaction, the event id is recorded (a duplicate
 * stops here), the order of `metadata.orderId` on this site is locked, and
 * - an AWAITING_PAYMENT card order whose total and currency are the intent's moves to PAID
 *   (`paidAt`, audited `order.status` by Stripe): exactly once, whatever the number and order of
 *   the deliveries;
 * - an order already paid by this intent is left as it is;
 * - an order CANCELLED meanwhile (the unpaid-order release gave its stock back) stays CANCELLED,
 *   `late_payment_at` is set (audited `order.late-payment`) and the business is e-mailed to
 *   refund, the customer told; a second payment of a paid order likewise;
 * - an amount or currency that is not the order's changes nothing: the business is e-mailed to check.
 * After the commit: the order's confirmation and notification e-mails (held back for card
 * orders until paid), or the alert. Never throws for an unknown order (logged, recorded).
 */
export async function applyCardPayment(
  db: Database,
  siteId: number,
  intent: Stripe.PaymentIntent,
  options: { event: { id: string; type: string } | null; now?: Date },
): Promise<CardPaymentOutcome> {
  const now = options.now ?? new Date();
  const orderId = intentOrderId(intent);
  const result = await db.transaction(async (transaction): Promise<{ outcome: CardPaymentOutcome; decision: Decision | null }> => {
    const tx = transaction as unknown as Database;
    if (options.event) {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ siteId, eventId: options.event.id, type: options.event.type, paymentIntentId: intent.id, orderId: null, outcome: "RECORDED", createdAt: now })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) return { outcome: "DUPLICATE", decision: null };
    }
    const [row] =
      orderId === null
        ? []
        : await tx
            .select()
            .from(orders)
            .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
            .for("update");
    const decision: Decision = row ? decide(row, intent) : { outcome: "UNKNOWN_ORDER", alert: null };
    if (row && decision.outcome === "PAID") {
      await tx.update(orders).set({ status: "PAID", paidAt: now, paymentIntentId: intent.id, updatedAt: now }).where(eq(orders.id, row.id));
      await recordSystemAudit(tx, siteId, STRIPE_AUDIT_ACTOR, {
        action: "order.status",
        entity: "order",
        entityId: row.id,
        before: { status: row.status },
        after: { status: "PAID", paymentIntentId: intent.id },
      });
    } else if (row && decision.alert === "CANCELLED_ORDER") {
      await tx.update(orders).set({ latePaymentAt: now, paymentIntentId: intent.id, updatedAt: now }).where(eq(orders.id, row.id));
      await recordSystemAudit(tx, siteId, STRIPE_AUDIT_ACTOR, {
        action: "order.late-payment",
        entity: "order",
        entityId: row.id,
        before: { status: row.status },
        after: { status: row.status, paymentIntentId: intent.id, amount: intent.amount, refundNeeded: true },
      });
    }
    if (options.event) {
      await tx
        .update(stripeEvents)
        .set({ outcome: decision.outcome, orderId: row?.id ?? null })
        .where(and(eq(stripeEvents.siteId, siteId), eq(stripeEvents.eventId, options.event.id)));
    }
    return { outcome: decision.outcome, decision };
  });

  const { decision } = result;
  if (!decision || orderId === null) return result.outcome;
  if (decision.outcome === "UNKNOWN_ORDER") logger.warn("card payment for no card order of the site", { siteId, orderId, paymentIntentId: intent.id });
  if (decision.outcome === "PAID" || decision.alert) {
    const alert = decision.alert ? { reason: decision.alert, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency } : null;
    if (alert) logger.error("card payment needs a refund or a check", { siteId, orderId, ...alert });
    runInBackground("card-payment-mails", async () => {
      const site = await findSite(db, siteId);
      if (!site) return;
      const order = await loadOrder(db, siteId, orderId, null);
      if (alert) await sendCardPaymentAlert(db, site, order, alert, now);
      else await sendOrderMails(db, site, siteOrigin(site), order);
    });
  }
  return result.outcome;
}
