import { E2E_STRIPE_URL } from "../../../playwright.config";
import { test as base } from "./test";

export * from "./test";
export { TEST_CARDS } from "../../support/stripe-test-keys";

/** Whether this run has the local Stripe-compatible server (scripts/test-e2e.ts starts it): card payment is offered only then. */
export const CARD_PAYMENT_AVAILABLE = Boolean(E2E_STRIPE_URL);

/**
 * The suite's `test` (hydration-aware `page`) whose pages load Stripe.js from the local
 * Stripe-compatible server: every request to https://js.stripe.com/** (loadStripe's script) is
 * answered by that server's fake Stripe.js, which renders the Payment Element as labelled inputs
 * (« Numéro de carte », « Date d'expiration (MM / AA) », « Code de sécurité (CVC) ») and confirms
 * payments against the server, which then sends the signed webhook to this worker's app server.
 * A spec about card payment imports `test` from here and skips when CARD_PAYMENT_AVAILABLE is false.
 */
export const test = base.extend<{ stripeJs: void }>({
  stripeJs: [
    async ({ page }, provide) => {
      if (E2E_STRIPE_URL) {
        await page.route("https://js.stripe.com/**", async (route) => {
          const { pathname, search } = new URL(route.request().url());
          const response = await route.fetch({ url: `${E2E_STRIPE_URL}${pathname}${search}` });
          await route.fulfill({ response });
        });
      }
      await provide();
    },
    { auto: true },
  ],
});
