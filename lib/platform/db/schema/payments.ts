import "server-only";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./core";
import { orders } from "./orders";

/** What the platform did with a Stripe event (docs/api.md « Paiement par carte (Stripe) »). */
export const STRIPE_EVENT_OUTCOMES = [
  /** The order moved to PAID. */
  "PAID",
  /** This intent's payment was already recorded (paid, or noted as a late payment): a repeat under another event id. */
  "ALREADY_RECORDED",
  /** Paid again with another intent, or after the order was cancelled: the estate was told to refund. */
  "REFUND_NEEDED",
  /** The intent's amount or currency is not the order's: nothing changed, the estate was told. */
  "AMOUNT_MISMATCH",
  /** No such order on the site, or not a card order: nothing changed. */
  "UNKNOWN_ORDER",
  /** A failed or cancelled attempt, or another event type: recorded, nothing changed. */
  "RECORDED",
] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];

/**
 * Stripe events the webhook handled, one row per site and event id: a delivery seen again (Stripe
 * retries, duplicates) finds its row and changes nothing. Written in the transaction that applies
 * the event, so an event is recorded exactly when its effect is.
 */
export const stripeEvents = pgTable(
  "stripe_events",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentIntentId: text("payment_intent_id"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: STRIPE_EVENT_OUTCOMES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("stripe_events_site_event_uq").on(t.siteId, t.eventId), index("stripe_events_order_idx").on(t.siteId, t.orderId)],
);
