import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import type Stripe from "stripe";
import { invoiceReference } from "@/lib/domain/shop/invoice";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { orders } from "@/lib/platform/db/schema";
import { cardPaymentSettings } from "@/lib/platform/payment/card-payment-settings";
import { getStripeClient } from "@/lib/platform/payment/stripe-client";
import { stripeFailure } from "@/lib/platform/payment/stripe-failure";
import { CARD_PAYMENT_MESSAGES, type CardPayment } from "@/lib/schemas/shop/card-payment";
import { applyCardPayment, CARD_CURRENCY } from "./apply-card-payment";
import { loadOrderRows } from "./load-order";
import type { OrderRow } from "./order-view";

/** Why an order cannot be paid by card now (409), or null. */
function payableProblem(row: OrderRow): string | null {
  if (row.paymentMethod !== "CARD") return CARD_PAYMENT_MESSAGES.notCard;
  if (row.paidAt !== null) return CARD_PAYMENT_MESSAGES.alreadyPaid;
  if (row.status === "CANCELLED") return CARD_PAYMENT_MESSAGES.cancelled;
  if (row.status !== "AWAITING_PAYMENT") return CARD_PAYMENT_MESSAGES.notPayable;
  return null;
}

/**
 * The Stripe idempotency key of an order's PaymentIntent: the same site and order always ask for
 * the same intent (two tabs, a retry after a timeout); `after` names the cancelled intent a new one replaces.
 */
export function paymentIntentIdempotencyKey(siteId: number, orderId: number, after: string | null = null): string {
  return `evolusite-order-payment-${siteId}-${orderId}${after ? `-after-${after}` : ""}`;
}

/**
 * POST /order/{id}/payment: the PaymentIntent of a CARD order of the logged customer still
 * AWAITING_PAYMENT, made from the ORDER's total in cents (currency eur, metadata siteId, orderId,
 * reference) with an idempotency key derived from the site and the order, and kept on the order;
 * a second call uses it again. When Stripe says it already succeeded (the webhook is late), the
 * payment is recorded at once and the answer is the 409 « déjà payée ». 404 for another
 * customer's or site's order, 409 for an order not to be paid by card, paid or cancelled; Stripe
 * unreachable 503, refusing 502 — the order is then unchanged.
 */
export async function startCardPayment(db: Database, siteId: number, customerId: number, orderId: number, now: Date = new Date()): Promise<CardPayment> {
  const settings = cardPaymentSettings();
  if (!settings) throw new ApiError("NOT_FOUND", CARD_PAYMENT_MESSAGES.notConfigured);
  const { row } = await loadOrderRows(db, siteId, orderId, customerId);
  const problem = payableProblem(row);
  if (problem) throw new ApiError("CONFLICT", problem);

  const stripe = getStripeClient(settings);
  const context = { siteId, orderId };
  let intent: Stripe.PaymentIntent | null = null;
  try {
    if (row.paymentIntentId) intent = await stripe.paymentIntents.retrieve(row.paymentIntentId);
    if (intent?.status === "succeeded") {
      await applyCardPayment(db, siteId, intent, { event: null, now });
      throw new ApiError("CONFLICT", CARD_PAYMENT_MESSAGES.alreadyPaid);
    }
    if (!intent || intent.status === "canceled") {
      const reference = invoiceReference(row.invoiceNumber);
      intent = await stripe.paymentIntents.create(
        {
          amount: row.total,
          currency: CARD_CURRENCY,
          allowed_payment_method_types: ["card"],
          description: `Commande ${reference}`,
          receipt_email: row.customerEmail,
          metadata: { siteId: String(siteId), orderId: String(row.id), reference },
        },
        { idempotencyKey: paymentIntentIdempotencyKey(siteId, row.id, intent?.id ?? null) },
      );
    }
  } catch (error) {
    throw stripeFailure(error, context);
  }

  if (intent.id !== row.paymentIntentId) {
    // Kept only while the order is still to be paid (the release job may have cancelled it
    // meanwhile) and over nothing but the intent it replaces (a concurrent call stores the same one).
    const replaceable = [isNull(orders.paymentIntentId), eq(orders.paymentIntentId, intent.id)];
    if (row.paymentIntentId) replaceable.push(eq(orders.paymentIntentId, row.paymentIntentId));
    const stored = await db
      .update(orders)
      .set({ paymentIntentId: intent.id, updatedAt: now })
      .where(and(eq(orders.siteId, siteId), eq(orders.id, row.id), eq(orders.status, "AWAITING_PAYMENT"), or(...replaceable)))
      .returning({ id: orders.id });
    if (stored.length === 0) {
      const { row: current } = await loadOrderRows(db, siteId, orderId, customerId);
      throw new ApiError("CONFLICT", payableProblem(current) ?? CARD_PAYMENT_MESSAGES.notPayable);
    }
  }
  if (!intent.client_secret) throw new ApiError("BAD_GATEWAY", CARD_PAYMENT_MESSAGES.providerError);
  return { clientSecret: intent.client_secret, publicKey: settings.publishableKey, amount: row.total, currency: CARD_CURRENCY };
}
