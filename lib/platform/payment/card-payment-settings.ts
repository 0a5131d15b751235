import "server-only";
import { getEnv, type Env } from "@/lib/env";

/** What card payment through Stripe needs, all present. */
export interface CardPaymentSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A Stripe-compatible server instead of api.stripe.com (tests, local runs); null = Stripe itself. */
  apiUrl: string | null;
}

/**
 * The one answer to « is card payment configured? »: the secret key, the publishable key and the
 * webhook secret are all set. Without any one of them card is never offered (an order could be
 * placed but not paid, or paid without ever being marked so). Read at each call (tests change the
 * environment between files).
 */
export function cardPaymentSettings(env: Env = getEnv()): CardPaymentSettings | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL ?? null };
}

/** True when card payment can be offered (see cardPaymentSettings). */
export function isCardPaymentConfigured(env: Env = getEnv()): boolean {
  return cardPaymentSettings(env) !== null;
}
