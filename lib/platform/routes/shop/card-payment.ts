import "server-only";
import { Hono, type Context } from "hono";
import Stripe from "stripe";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { requestHostHeader, siteLookupName } from "@/lib/domain/site-host";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { currentUser, requireShop, requireSite, SITE_HEADER } from "@/lib/platform/http/request-context";
import { parseParams } from "@/lib/platform/http/validate";
import { logger } from "@/lib/platform/logger";
import { cardPaymentSettings } from "@/lib/platform/payment/card-payment-settings";
import { verifyStripeEvent } from "@/lib/platform/payment/stripe-client";
import { checkRateLimit } from "@/lib/platform/rate-limit";
import { resolveSiteHost } from "@/lib/platform/services/resolve-site-host";
import { getStripePublicKey } from "@/lib/platform/services/shop/get-stripe-public-key";
import { handleStripeEvent, type StripeEventHandling } from "@/lib/platform/services/shop/handle-stripe-event";
import { startCardPayment } from "@/lib/platform/services/shop/start-card-payment";
import { CARD_PAYMENT_MESSAGES, type CardPayment } from "@/lib/schemas/shop/card-payment";
import { ORDER_MESSAGES } from "@/lib/schemas/shop/order";

export const STRIPE_SIGNATURE_HEADER = "Stripe-Signature";
/** PaymentIntents asked for per customer and window: far above a customer retrying a card, far below a loop. */
export const CARD_PAYMENT_LIMITS = { perCustomer: 30, windowSeconds: 10 * 60 } as const;
const orderParams = z.object({ id: idParam });

/** What the handling reads of an event (a PaymentIntent's fields checked only for payment_intent.* events). */
const paymentIntentShape = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string().min(1),
  metadata: z.record(z.string(), z.string()).nullish(),
});
const stripeEventShape = z.union([
  z.object({ id: z.string().min(1), type: z.string().startsWith("payment_intent."), data: z.object({ object: paymentIntentShape }) }),
  z.object({ id: z.string().min(1), type: z.string().refine((type) => !type.startsWith("payment_intent.")) }),
]);

/**
 * The site a webhook delivery names: its X-Site-Id when sent, else the site whose domain its host
 * is; null when neither (one endpoint for the whole platform: the event's metadata decides).
 */
async function webhookSiteId(c: Context<AppEnv>): Promise<number | null> {
  if (c.req.header(SITE_HEADER) !== undefined) return (await requireSite(c)).id;
  const host = siteLookupName(requestHostHeader((name) => c.req.header(name)));
  return host ? (await resolveSiteHost(await getDb(), host)).siteId : null;
}

const HANDLING_MESSAGES: Record<StripeEventHandling, string> = {
  PAID: CARD_PAYMENT_MESSAGES.eventHandled,
  ALREADY_RECORDED: CARD_PAYMENT_MESSAGES.eventHandled,
  REFUND_NEEDED: CARD_PAYMENT_MESSAGES.eventHandled,
  AMOUNT_MISMATCH: CARD_PAYMENT_MESSAGES.eventHandled,
  UNKNOWN_ORDER: CARD_PAYMENT_MESSAGES.eventIgnored,
  RECORDED: CARD_PAYMENT_MESSAGES.eventHandled,
  DUPLICATE: CARD_PAYMENT_MESSAGES.eventDuplicate,
  IGNORED: CARD_PAYMENT_MESSAGES.eventIgnored,
};

/**
 * Card payment through Stripe (docs/api.md « Paiement par carte (Stripe) », issue 12): the
 * publishable key, the PaymentIntent of an order, and the signed webhook that marks orders paid.
 */
export const cardPaymentRoutes = new Hono<AppEnv>()
  .get("/custom-stripe/public-key", async (c) => {
    const site = await requireShop(c);
    return c.json(ok(await getStripePublicKey(await getDb(), site.id)));
  })
  .post("/order/:id/payment", async (c) => {
    const site = await requireShop(c);
    const user = await currentUser(c);
    if (!user) throw new ApiError("UNAUTHORIZED", ORDER_MESSAGES.loginRequired);
    const { id } = parseParams(c, orderParams);
    await checkRateLimit(`card-payment:user:${site.id}:${user.id}`, CARD_PAYMENT_LIMITS.perCustomer, CARD_PAYMENT_LIMITS.windowSeconds);
    const payment: CardPayment = await startCardPayment(await getDb(), site.id, user.id, id);
    return c.json(ok(payment, CARD_PAYMENT_MESSAGES.ready));
  })
  .post("/custom-stripe/webhook", async (c) => {
    const settings = cardPaymentSettings();
    if (!settings) throw new ApiError("NOT_FOUND", CARD_PAYMENT_MESSAGES.notConfigured);
    const signature = c.req.header(STRIPE_SIGNATURE_HEADER);
    if (!signature) throw new ApiError("BAD_REQUEST", CARD_PAYMENT_MESSAGES.signatureMissing);
    // The signature covers the bytes as sent: read them raw, never re-serialised JSON.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      event = verifyStripeEvent(raw, signature, settings);
    } catch (error) {
      // A signed body that is not JSON (never from Stripe) is as unusable as a bad signature.
      if (!(error instanceof Stripe.errors.StripeError) && !(error instanceof SyntaxError)) throw error;
      logger.warn("stripe webhook refused", { requestId: c.get("requestId"), reason: error.message });
      throw new ApiError("BAD_REQUEST", error instanceof SyntaxError ? CARD_PAYMENT_MESSAGES.eventUnreadable : CARD_PAYMENT_MESSAGES.signatureInvalid);
    }
    if (!stripeEventShape.safeParse(event).success) throw new ApiError("BAD_REQUEST", CARD_PAYMENT_MESSAGES.eventUnreadable);
    const handling = await handleStripeEvent(await getDb(), event, await webhookSiteId(c));
    return c.json(ok({ received: true as const, outcome: handling }, HANDLING_MESSAGES[handling]));
  });
