/**
 * Keys of the tests' Stripe accounts on the local Stripe-compatible server
 * (tests/support/stripe-compatible-server.ts): one account per name, so that each browser worker's
 * server gets its own keys and the events of its payments are delivered to it alone. No
 * dependencies: playwright.config.ts reads it.
 */
export interface StripeTestKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export function stripeTestKeys(name: string): StripeTestKeys {
  const id = name.replace(/[^A-Za-z0-9]/g, "_");
  return { secretKey: `sk_test_evolusite_${id}`, publishableKey: `pk_test_evolusite_${id}`, webhookSecret: `whsec_evolusite_${id}` };
}

/** The account of the API tests (one server, one app). */
export const TEST_STRIPE_KEYS = stripeTestKeys("local_server");

/** Stripe's test cards the local server knows (typed with spaces, as a customer does). */
export const TEST_CARDS = {
  /** Succeeds. */
  visa: "4242 4242 4242 4242",
  /** Declined: generic_decline. */
  declined: "4000 0000 0000 0002",
  /** Declined: insufficient_funds. */
  insufficientFunds: "4000 0000 0000 9995",
} as const;
