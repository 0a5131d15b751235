import { PlatformError } from "@/lib/api-client/platform-error";
import { CARD_PAYMENT_MESSAGES } from "@/lib/schemas/shop/card-payment";

/** The part of a Stripe.js error the message depends on (StripeError). */
export interface StripeJsError {
  type?: string;
  code?: string;
  message?: string;
}

/**
 * What the customer reads when Stripe.js refuses or fails a payment, in French: a declined card,
 * card details Stripe finds incomplete (its own French message: the Element is in French), the
 * network, anything else.
 */
export function stripeErrorMessage(error: StripeJsError): string {
  switch (error.type) {
    case "card_error":
      return CARD_PAYMENT_MESSAGES.declined;
    case "validation_error":
      return error.message || CARD_PAYMENT_MESSAGES.incomplete;
    case "api_connection_error":
      return CARD_PAYMENT_MESSAGES.network;
    default:
      return CARD_PAYMENT_MESSAGES.failed;
  }
}

/** A failed POST /order/{id}/payment: the server's French message, or the network's; whether trying again can help. */
export function startErrorOf(error: unknown): { message: string; retry: boolean; final: boolean } {
  if (error instanceof PlatformError && error.status !== null) {
    // 409: paid, cancelled or not a card order — nothing to retry, the order page says what to do.
    return { message: error.message, retry: error.status >= 500 || error.status === 429, final: error.status === 409 };
  }
  return { message: CARD_PAYMENT_MESSAGES.network, retry: true, final: false };
}
