import "server-only";
import { offeredPaymentMethods } from "@/lib/domain/shop/payment-methods";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { cardPaymentSettings } from "@/lib/platform/payment/card-payment-settings";
import { CARD_PAYMENT_MESSAGES } from "@/lib/schemas/shop/card-payment";
import { getOrderSettings } from "./get-order-settings";

/**
 * GET /custom-stripe/public-key: the publishable key Stripe.js is loaded with, when the site can
 * be paid by card (the platform's three Stripe keys, and PAYMENT_METHOD CARD or
 * CARD_OR_BANK_TRANSFER); otherwise the French 404 « Le paiement par carte n'est pas disponible… ».
 */
export async function getStripePublicKey(db: Database, siteId: number): Promise<string> {
  const settings = cardPaymentSettings();
  if (!settings) throw new ApiError("NOT_FOUND", CARD_PAYMENT_MESSAGES.notConfigured);
  const { paymentMethod } = await getOrderSettings(db, siteId);
  if (!offeredPaymentMethods(paymentMethod, { cardAvailable: true, deliveryType: null }).includes("CARD")) {
    throw new ApiError("NOT_FOUND", CARD_PAYMENT_MESSAGES.notConfigured);
  }
  return settings.publishableKey;
}
