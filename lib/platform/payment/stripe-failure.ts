import "server-only";
import Stripe from "stripe";
import { ApiError } from "@/lib/platform/api-error";
import { logger } from "@/lib/platform/logger";
import { CARD_PAYMENT_MESSAGES } from "@/lib/schemas/shop/card-payment";

/** True when Stripe could not be reached (network, timeout) or asked to slow down: worth trying again later. */
export function isStripeUnreachable(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeRateLimitError;
}

/**
 * A failed Stripe call as the API answers it: 503 when Stripe cannot be reached, 502 when it
 * answered with an error (details in the log only: they may name the account). Anything that is
 * not a Stripe error is returned as it is (the caller rethrows it: a 500).
 */
export function stripeFailure(error: unknown, context: Record<string, unknown>): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const unreachable = isStripeUnreachable(error);
  logger.warn("stripe call failed", { ...context, type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId, message: error.message });
  return unreachable ? new ApiError("UNAVAILABLE", CARD_PAYMENT_MESSAGES.providerUnreachable) : new ApiError("BAD_GATEWAY", CARD_PAYMENT_MESSAGES.providerError);
}
