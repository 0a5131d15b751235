import "server-only";
import Stripe from "stripe";
import type { CardPaymentSettings } from "./card-payment-settings";

/** Calls to Stripe wait this long at most (a checkout must not hang on a slow network). */
const STRIPE_TIMEOUT_MS = 15_000;

let cached: { key: string; client: Stripe } | null = null;

/** The SDK's host, port and protocol for a Stripe-compatible server (STRIPE_API_URL). */
function serverOptions(apiUrl: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === "https:" ? "https" : "http";
  return { host: url.hostname, port: url.port || (protocol === "https" ? 443 : 80), protocol };
}

/**
 * The Stripe client of this process, made on first use (never at import time, so `next build`
 * and processes without Stripe never create one) and made again when the settings change (tests
 * point it at their own local server). Server only: the secret key never leaves the platform.
 */
export function getStripeClient(settings: CardPaymentSettings): Stripe {
  const key = `${settings.secretKey}\n${settings.apiUrl ?? ""}`;
  if (cached?.key === key) return cached.client;
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "Evolusite" },
    ...(settings.apiUrl ? serverOptions(settings.apiUrl) : {}),
  });
  cached = { key, client };
  return client;
}

/** Verifies a webhook's `Stripe-Signature` on its raw body and parses the event (throws when it does not match). */
export function verifyStripeEvent(rawBody: Uint8Array, signature: string, settings: CardPaymentSettings): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
}
