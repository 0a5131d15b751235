import "server-only";
import type Stripe from "stripe";
import type { Database } from "@/lib/platform/db/types";
import { stripeEvents } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/logger";
import { findSite } from "@/lib/platform/services/find-site";
import { applyCardPayment, intentOrderId, type CardPaymentOutcome } from "./apply-card-payment";

/** What the webhook did with an event: applied or recorded, a duplicate, or not ours. */
export type StripeEventHandling = CardPaymentOutcome | "IGNORED";

function intentSiteId(intent: Stripe.PaymentIntent): number | null {
  const raw = intent.metadata?.siteId ?? "";
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/**
 * A verified Stripe event (POST /custom-stripe/webhook). Only PaymentIntent events made by this
 * platform count (metadata siteId and orderId, start-card-payment.ts): the site is the intent's
 * `metadata.siteId`, which must be the request's site when the request names one
 * (`requestSiteId`: its X-Site-Id, or the site of its host); anything else is IGNORED (an account
 * shared with another application, another site's endpoint). payment_intent.succeeded is applied
 * (applyCardPayment: exactly once per order, duplicates and late events change nothing); the
 * other payment_intent.* events (payment_failed, canceled, processing…) are only recorded: a
 * failure arriving after the success changes nothing, and a failed attempt leaves the order to be
 * paid again with the same intent.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event, requestSiteId: number | null, now: Date = new Date()): Promise<StripeEventHandling> {
  if (!event.type.startsWith("payment_intent.")) return "IGNORED";
  const intent = event.data.object as Stripe.PaymentIntent;
  const siteId = intentSiteId(intent);
  if (siteId === null || intentOrderId(intent) === null) return "IGNORED";
  if (requestSiteId !== null && siteId !== requestSiteId) {
    logger.warn("stripe event of another site ignored", { eventId: event.id, siteId, requestSiteId });
    return "IGNORED";
  }
  if (!(await findSite(db, siteId))) return "IGNORED";
  if (event.type === "payment_intent.succeeded") return applyCardPayment(db, siteId, intent, { event: { id: event.id, type: event.type }, now });
  const inserted = await db
    .insert(stripeEvents)
    .values({ siteId, eventId: event.id, type: event.type, paymentIntentId: intent.id, orderId: null, outcome: "RECORDED", createdAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length === 0 ? "DUPLICATE" : "RECORDED";
}
