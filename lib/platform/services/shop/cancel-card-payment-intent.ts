import "server-only";
import Stripe from "stripe";
import { logger } from "@/lib/platform/logger";
import { cardPaymentSettings } from "@/lib/platform/payment/card-payment-settings";
import { getStripeClient } from "@/lib/platform/payment/stripe-client";
import { isStripeUnreachable } from "@/lib/platform/payment/stripe-failure";

/** Where an order's PaymentIntent stands once the platform asked Stripe to cancel it. */
export type CardIntentStop =
  /** Cancelled (or gone, or never payable): the customer can no longer pay it. */
  | { kind: "cancelled" }
  /** It succeeded before the cancellation: the order is paid (the webhook may be late). */
  | { kind: "succeeded"; intent: Stripe.PaymentIntent }
  /** The bank is still deciding: ask again later. */
  | { kind: "processing" }
  /** Stripe could not be reached (or card payment is no longer configured): its state is unknown. */
  | { kind: "unknown" };

/**
 * Cancels a card order's PaymentIntent at Stripe before the unpaid-order release gives the stock
 * back, so the customer cannot pay an order that no longer holds its bottles. Stripe refuses to
 * cancel an intent that succeeded or is processing: it is then read to tell which.
 */
export async function cancelCardPaymentIntent(paymentIntentId: string): Promise<CardIntentStop> {
  const settings = cardPaymentSettings();
  if (!settings) return { kind: "unknown" };
  const stripe = getStripeClient(settings);
  try {
    await stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: "abandoned" });
    return { kind: "cancelled" };
  } catch (error) {
    if (isStripeUnreachable(error)) return { kind: "unknown" };
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "payment_intent_unexpected_state") {
      // No such intent (another account, deleted): nothing can be paid with it.
      logger.warn("card payment intent not cancelled", { paymentIntentId, code: error instanceof Stripe.errors.StripeError ? error.code : undefined });
      return error instanceof Stripe.errors.StripeError ? { kind: "cancelled" } : { kind: "unknown" };
    }
  }
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    if (intent.status === "succeeded") return { kind: "succeeded", intent };
    if (intent.status === "processing") return { kind: "processing" };
    return intent.status === "canceled" ? { kind: "cancelled" } : { kind: "unknown" };
  } catch {
    return { kind: "unknown" };
  }
}
