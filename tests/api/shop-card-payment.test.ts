import { and, count, eq } from "drizzle-orm";
import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UNPAID_CARD_ORDER_RELEASE_MS } from "@/lib/domain/shop/unpaid-order-release";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, carriers, orders, outbox, productDeclinations, stripeEvents, users } from "@/lib/platform/db/schema";
import { NO_SHOP_MESSAGE } from "@/lib/platform/http/request-context";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { paymentIntentIdempotencyKey } from "@/lib/platform/services/shop/start-card-payment";
import { CARD_PAYMENT_MESSAGES, cardPaymentSchema, type CardPayment } from "@/lib/schemas/shop/card-payment";
import { cartSchema, type Cart } from "@/lib/schemas/shop/cart";
import { ORDER_MESSAGES, orderQuoteSchema, orderSchema, type Order } from "@/lib/schemas/shop/order";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { insertProduct, setShopOn, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { startStripeCompatibleServer, TEST_STRIPE_KEYS, type FakePaymentIntent, type StripeCompatibleServer } from "@/tests/support/stripe-compatible-server";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Card payment through Stripe (docs/api.md « Paiement par carte (Stripe) »): the real `stripe`
 * SDK against the local Stripe-compatible server (tests/support/stripe-compatible-server.ts),
 * whose webhooks are signed with the SDK's own generateTestHeaderString and delivered to the
 * app's POST /custom-stripe/webhook. Site 70 (PAYMENT_METHOD CARD_OR_BANK_TRANSFER).
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let stripeServer: StripeCompatibleServer;
let stripe: Stripe;
let wine: InsertedProduct; // 12,50 €, stock 500
let admin70: string;
let colissimo: number;

const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;

function configureStripe(values: Partial<Record<(typeof STRIPE_ENV)[number], string | undefined>>) {
  for (const name of STRIPE_ENV) {
    const value = values[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

function fullStripeEnv() {
  return { STRIPE_SECRET_KEY: TEST_STRIPE_KEYS.secretKey, STRIPE_PUBLISHABLE_KEY: TEST_STRIPE_KEYS.publishableKey, STRIPE_WEBHOOK_SECRET: TEST_STRIPE_KEYS.webhookSecret, STRIPE_API_URL: stripeServer.url };
}

function post<T = unknown>(path: string, body: unknown, options: { token?: string; siteId?: number | null; headers?: Record<string, string> } = {}) {
  return callApi<T>(path, {
    siteId: options.siteId === undefined ? SITE_70 : options.siteId,
    method: "POST",
    token: options.token,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...options.headers },
  });
}

/** Delivers a webhook the way Stripe does (no X-Site-Id unless given), through the app. */
function sendWebhook(payload: string, headers: Record<string, string>, siteId: number | null = null) {
  return callApi<{ received: boolean; outcome: string }>("/custom-stripe/webhook", { siteId, method: "POST", body: payload, headers });
}

const address = { firstname: "Camille", lastname: "Durand", address: "12 rue des Tanneurs", postalCode: "21190", city: "Meursault", country: "FR" };

function deliveryBody(cartId: string, paymentMethod = "CARD") {
  return {
    idCart: cartId,
    user: { phone: "06 12 34 56 78" },
    address: { delivery: address, billing: address },
    delivery: { type: "DELIVERY", idCarrier: colissimo },
    deliveryPostalCode: "21190",
    deliveryIdCountry: "FR",
    paymentMethod,
    ageConfirmed: true,
  };
}

async function customerWithCart(quantity: number, product = wine, siteId = SITE_70) {
  const { user, token } = await createLoggedUser(siteId);
  const response = await post<Cart>(`/cart/new/product/${product.declinationIds[0]}`, { type: product.type, quantity }, { token, siteId });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return { user, token, cartId: cartSchema.parse(response.body.data).id };
}

/** A customer's placed order (card by default), 3 bottles unless told. */
async function placedOrder(options: { quantity?: number; paymentMethod?: string; product?: InsertedProduct } = {}) {
  const buyer = await customerWithCart(options.quantity ?? 3, options.product);
  const response = await post<Order>("/order", deliveryBody(buyer.cartId, options.paymentMethod), { token: buyer.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...buyer, order: orderSchema.parse(response.body.data) };
}

function startPayment(orderId: number, token: string | undefined, body: unknown = {}, siteId: number = SITE_70) {
  return post<CardPayment>(`/order/${orderId}/payment`, body, { token, siteId });
}

async function orderRow(id: number) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function statusChanges(orderId: number) {
  const [row] = await (await getDb())
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.siteId, SITE_70), eq(auditLog.action, "order.status"), eq(auditLog.entityId, String(orderId))));
  return row!.n;
}

async function mailsAbout(reference: string) {
  await settleBackgroundWork();
  return (await (await getDb()).select().from(outbox).where(eq(outbox.siteId, SITE_70))).filter((mail) => mail.subject.includes(reference));
}

async function stockOf(declinationId: number) {
  const [row] = await (await getDb()).select({ stock: productDeclinations.stock }).from(productDeclinations).where(eq(productDeclinations.id, declinationId));
  return row!.stock;
}

/** The intent the local server holds for an order (made by POST /order/{id}/payment). */
async function intentOf(orderId: number): Promise<FakePaymentIntent> {
  const id = (await orderRow(orderId)).paymentIntentId;
  expect(id).not.toBeNull();
  return stripeServer.intents.get(id!)!;
}

/** Settles what a payment set off: the webhook deliveries, then the e-mails they started. */
async function settle() {
  await stripeServer.settleDeliveries();
  await settleBackgroundWork();
}

beforeAll(async () => {
  database = await openTestDatabase();
  registerPlatformJobHandlers();
  stripeServer = await startStripeCompatibleServer({ webhook: (payload, headers) => sendWebhook(payload, headers).then((response) => response.status) });
  configureStripe(fullStripeEnv());
  // The tests' own Stripe client (the browser's part: confirming a payment), the same SDK.
  stripe = new Stripe(TEST_STRIPE_KEYS.secretKey, { host: "127.0.0.1", port: new URL(stripeServer.url).port, protocol: "http", maxNetworkRetries: 0 });
  const db = await getDb();
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
  for (const [type, value] of [
    ["MINIMUM_EXPEDITION_BOTTLE", "1"],
    ["BOTTLE_MULTIPLE", "1"],
  ]) {
    const response = await callApi(`/admin/parameter/${type}`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ value }), headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(200);
  }
  wine = await insertProduct({ siteId: SITE_70, name: "Meursault Les Tillets", declinations: [{ fixedPrice: 1250, stock: 500 }] });
  colissimo = (await db.select().from(carriers).where(eq(carriers.siteId, SITE_70))).find((c) => c.serviceCode === "COLISSIMO_DOMICILE")!.id;
});

afterEach(() => {
  configureStripe(fullStripeEnv());
  stripeServer.setWebhookTarget((payload, headers) => sendWebhook(payload, headers).then((response) => response.status));
  stripeServer.failNext(0);
  resetRateLimits();
});

afterAll(async () => {
  configureStripe({});
  await stripeServer.settleDeliveries();
  await settleBackgroundWork();
  await stripeServer.close();
  await database.dispose();
});

describe("card offered only when Stripe is configured", () => {
  it("POST /order/validate lists CARD with the three keys, not when one is missing; an order by card is then refused", async () => {
    const { token, cartId } = await customerWithCart(2);
    const quote = orderQuoteSchema.parse((await post("/order/validate", deliveryBody(cartId), { token })).body.data);
    expect(quote.paymentMethods).toEqual(["CARD", "BANK_TRANSFER", "CHEQUE"]);
    for (const missing of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
      configureStripe({ ...fullStripeEnv(), [missing]: undefined });
      const response = await post("/order/validate", deliveryBody(cartId), { token });
      expect(response.status, missing).toBe(422);
      expect(response.body.data).toMatchObject({ paymentMethod: [ORDER_MESSAGES.paymentMethodUnavailable] });
      const bank = orderQuoteSchema.parse((await post("/order/validate", deliveryBody(cartId, "BANK_TRANSFER"), { token })).body.data);
      expect(bank.paymentMethods).toEqual(["BANK_TRANSFER", "CHEQUE"]);
      expect((await post("/order", deliveryBody(cartId), { token })).status).toBe(422);
    }
  });
});

describe("GET /custom-stripe/public-key", () => {
  it("answers the publishable key as data when card is configured, a French 404 otherwise", async () => {
    const response = await callApi<string>("/custom-stripe/public-key", { siteId: SITE_70 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: TEST_STRIPE_KEYS.publishableKey, message: null });
    configureStripe({ ...fullStripeEnv(), STRIPE_WEBHOOK_SECRET: undefined });
    const off = await callApi("/custom-stripe/public-key", { siteId: SITE_70 });
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ success: false, data: null, message: CARD_PAYMENT_MESSAGES.notConfigured });
    configureStripe(fullStripeEnv());
    expect((await callApi("/custom-stripe/public-key", { siteId: SITE_69 })).body.message).toBe(NO_SHOP_MESSAGE);
  });

  it("is a 404 on a site whose PAYMENT_METHOD does not take cards", async () => {
    const set = (value: string) =>
      callApi("/admin/parameter/PAYMENT_METHOD", { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ value }), headers: { "Content-Type": "application/json" } });
    expect((await set("BANK_TRANSFER")).status).toBe(200);
    try {
      const response = await callApi("/custom-stripe/public-key", { siteId: SITE_70 });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(CARD_PAYMENT_MESSAGES.notConfigured);
    } finally {
      expect((await set("CARD_OR_BANK_TRANSFER")).status).toBe(200);
    }
  });
});

describe("POST /order/{id}/payment", () => {
  it("creates the PaymentIntent from the order's total (a browser amount is ignored), and reuses it on the next call", async () => {
    const { token, order } = await placedOrder({ quantity: 3 });
    const before = stripeServer.intents.size;
    const response = await startPayment(order.id, token, { amount: 1, total: 1, currency: "usd" });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const payment = cardPaymentSchema.parse(response.body.data);
    expect(payment).toMatchObject({ publicKey: TEST_STRIPE_KEYS.publishableKey, amount: order.amounts.total, currency: "eur" });
    expect(order.amounts.total).toBe(3 * 1250 + order.amounts.shipping);
    const intent = await intentOf(order.id);
    expect(intent).toMatchObject({
      amount: order.amounts.total,
      currency: "eur",
      client_secret: payment.clientSecret,
      metadata: { siteId: "70", orderId: String(order.id), reference: order.reference },
      allowed_payment_method_types: ["card"],
    });
    const created = stripeServer.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created.at(-1)!.idempotencyKey).toBe(paymentIntentIdempotencyKey(SITE_70, order.id));

    const again = cardPaymentSchema.parse((await startPayment(order.id, token)).body.data);
    expect(again.clientSecret).toBe(payment.clientSecret);
    expect(stripeServer.intents.size).toBe(before + 1);
    // Nothing was paid: the order waits, and its confirmation e-mail waits for the payment.
    expect((await orderRow(order.id)).status).toBe("AWAITING_PAYMENT");
    expect(await mailsAbout(order.reference)).toEqual([]);
  });

  it("concurrent calls for one order make one intent (Stripe idempotency key per site and order)", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => startPayment(order.id, token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.clientSecret)).size).toBe(1);
    expect([...stripeServer.intents.values()].filter((i) => i.metadata.orderId === String(order.id))).toHaveLength(1);
  });

  it("401 without a session, 404 for another customer's or another site's order, 404 when card is not configured", async () => {
    const { order } = await placedOrder({ quantity: 1 });
    const anonymous = await startPayment(order.id, undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(ORDER_MESSAGES.loginRequired);
    const stranger = await createLoggedUser(SITE_70);
    const other = await startPayment(order.id, stranger.token);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(ORDER_MESSAGES.notFound);
    expect((await startPayment(999_999, stranger.token)).status).toBe(404);
    expect((await startPayment(0, stranger.token)).status).toBe(422);
    await setShopOn(SITE_69, true);
    try {
      const customer69 = await createLoggedUser(SITE_69);
      const cross = await startPayment(order.id, customer69.token, {}, SITE_69);
      expect(cross.status).toBe(404);
      expect(cross.body.message).toBe(ORDER_MESSAGES.notFound);
    } finally {
      await setShopOn(SITE_69, false);
    }
    configureStripe({ ...fullStripeEnv(), STRIPE_PUBLISHABLE_KEY: undefined });
    const owner = await placedOrder({ quantity: 1, paymentMethod: "BANK_TRANSFER" });
    const off = await startPayment(owner.order.id, owner.token);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(CARD_PAYMENT_MESSAGES.notConfigured);
    expect((await orderRow(order.id)).paymentIntentId).toBeNull();
  });

  it("409 in French for an order not paid by card, already paid, or cancelled", async () => {
    const bank = await placedOrder({ quantity: 1, paymentMethod: "BANK_TRANSFER" });
    const notCard = await startPayment(bank.order.id, bank.token);
    expect(notCard.status).toBe(409);
    expect(notCard.body).toEqual({ success: false, data: null, message: CARD_PAYMENT_MESSAGES.notCard });

    const paid = await placedOrder({ quantity: 1 });
    const mark = (id: number, status: string) =>
      callApi(`/admin/order/${id}/status`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ status }), headers: { "Content-Type": "application/json" } });
    expect((await mark(paid.order.id, "PAID")).status).toBe(200);
    expect((await startPayment(paid.order.id, paid.token)).body.message).toBe(CARD_PAYMENT_MESSAGES.alreadyPaid);

    const cancelled = await placedOrder({ quantity: 1 });
    expect((await mark(cancelled.order.id, "CANCELLED")).status).toBe(200);
    const refused = await startPayment(cancelled.order.id, cancelled.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CARD_PAYMENT_MESSAGES.cancelled);
    // Refused before Stripe is asked: no intent for these orders.
    const asked = [...stripeServer.intents.values()].map((i) => i.metadata.orderId);
    for (const id of [bank.order.id, paid.order.id, cancelled.order.id]) expect(asked).not.toContain(String(id));
  });

  it("Stripe unreachable: 503 in French; Stripe failing: 502 in French; nothing written on the order", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    configureStripe({ ...fullStripeEnv(), STRIPE_API_URL: "http://127.0.0.1:9" });
    const unreachable = await startPayment(order.id, token);
    expect(unreachable.status).toBe(503);
    expect(unreachable.body).toEqual({ success: false, data: null, message: CARD_PAYMENT_MESSAGES.providerUnreachable });
    configureStripe(fullStripeEnv());
    stripeServer.failNext(5);
    const failing = await startPayment(order.id, token);
    expect(failing.status).toBe(502);
    expect(failing.body.message).toBe(CARD_PAYMENT_MESSAGES.providerError);
    stripeServer.failNext(0);
    const row = await orderRow(order.id);
    expect(row.paymentIntentId).toBeNull();
    expect(row.status).toBe("AWAITING_PAYMENT");
    // Once Stripe answers again the customer can pay.
    expect((await startPayment(order.id, token)).status).toBe(200);
  });
});

describe("paying: the SDK confirms, the signed webhook marks the order paid", () => {
  it("a declined card leaves the order to pay; a good card pays it once, with the confirmation e-mails then", async () => {
    const { user, token, order } = await placedOrder({ quantity: 2 });
    const { clientSecret } = cardPaymentSchema.parse((await startPayment(order.id, token)).body.data);
    const intentId = clientSecret.split("_secret_")[0]!;
    await expect(stripe.paymentIntents.confirm(intentId, { payment_method: "pm_card_chargeDeclined" })).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await settle();
    expect((await orderRow(order.id)).status).toBe("AWAITING_PAYMENT");
    expect(stripeServer.deliveries.filter((d) => d.event.type === "payment_intent.payment_failed").at(-1)!.status).toBe(200);

    const confirmed = await stripe.paymentIntents.confirm(intentId, { payment_method: "pm_card_visa" });
    expect(confirmed.status).toBe("succeeded");
    await settle();
    const row = await orderRow(order.id);
    expect(row.status).toBe("PAID");
    expect(row.paidAt).not.toBeNull();
    expect(await statusChanges(order.id)).toBe(1);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "order.status"), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({ userId: null, userEmail: "Stripe (paiement par carte)", before: { status: "AWAITING_PAYMENT" }, after: { status: "PAID", paymentIntentId: intentId } });
    const view = orderSchema.parse((await callApi(`/order/${order.id}`, { siteId: SITE_70, token })).body.data);
    expect(view).toMatchObject({ status: "PAID", statusLabel: "Payée", paymentInstructions: null });
    const mails = await mailsAbout(order.reference);
    const confirmation = mails.filter((m) => m.kind === "ORDER_CONFIRMATION");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.toAddress).toBe(user.email);
    expect(confirmation[0]!.text).toMatch(/Moyen de paiement : Carte bancaire\./);
    expect(confirmation[0]!.text).toMatch(/Paiement de \d+,\d\d\s€ reçu le \d\d\/\d\d\/\d{4}/);
    const notification = mails.filter((m) => m.kind === "ORDER_NOTIFICATION");
    expect(notification).toHaveLength(1);
    expect(notification[0]!.text).toContain("Carte bancaire, payée");
    // Paid: a new payment is refused.
    expect((await startPayment(order.id, token)).body.message).toBe(CARD_PAYMENT_MESSAGES.alreadyPaid);
  });

  it("refuses a missing or bad signature with a 400 in French and changes nothing", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    await startPayment(order.id, token);
    const intent = { ...(await intentOf(order.id)), status: "succeeded", amount_received: order.amounts.total };
    const good = stripeServer.signedEvent("payment_intent.succeeded", intent);
    const forged = stripeServer.signedEvent("payment_intent.succeeded", intent, { secret: "whsec_someone_else" });
    const stale = stripeServer.signedEvent("payment_intent.succeeded", intent, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const tampered = good.payload.replace(`"amount": ${order.amounts.total}`, `"amount": ${order.amounts.total + 1}`);
    expect(tampered).not.toBe(good.payload);
    const cases: [string, string, Record<string, string>, string][] = [
      ["missing", good.payload, { "Content-Type": "application/json" }, CARD_PAYMENT_MESSAGES.signatureMissing],
      ["other secret", forged.payload, forged.headers, CARD_PAYMENT_MESSAGES.signatureInvalid],
      ["too old", stale.payload, stale.headers, CARD_PAYMENT_MESSAGES.signatureInvalid],
      ["body changed", tampered, good.headers, CARD_PAYMENT_MESSAGES.signatureInvalid],
      ["garbage", good.payload, { ...good.headers, "Stripe-Signature": "t=1,v1=abc" }, CARD_PAYMENT_MESSAGES.signatureInvalid],
      // The JSON parsed and written again is not the signed body.
      ["re-serialised", JSON.stringify(JSON.parse(good.payload)), good.headers, CARD_PAYMENT_MESSAGES.signatureInvalid],
    ];
    for (const [name, payload, headers, message] of cases) {
      const response = await sendWebhook(payload, headers);
      expect(response.status, name).toBe(400);
      expect(response.body, name).toEqual({ success: false, data: null, message });
    }
    expect((await orderRow(order.id)).status).toBe("AWAITING_PAYMENT");
    const [events] = await (await getDb()).select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.eventId, good.event.id));
    expect(events!.n).toBe(0);
    // The real one goes through.
    expect((await sendWebhook(good.payload, good.headers)).body.data).toEqual({ received: true, outcome: "PAID" });
    // A body over the limit is refused before anything is read.
    expect((await sendWebhook("x".repeat(70 * 1024), good.headers)).status).toBe(413);
  });

  it("fuzz: any signed body (not JSON, not an event, odd fields) is a French 400 or an ignored 200, never a 500, and changes nothing", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    await startPayment(order.id, token);
    const base = await intentOf(order.id);
    const signed = (payload: string) => ({ "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_KEYS.webhookSecret }) });
    const intentLike = fc.record({ id: fc.oneof(fc.string(), fc.constant(base.id)), amount: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), currency: fc.oneof(fc.string(), fc.constant(1)), metadata: fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), fc.constant({ siteId: "70", orderId: String(order.id) }), fc.constant({ siteId: "70", orderId: "1e3" })) }, { requiredKeys: [] });
    const bodies = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.record({ id: fc.oneof(fc.string(), fc.integer()), type: fc.constantFrom("payment_intent.succeeded", "payment_intent.payment_failed", "charge.refunded", "", 3), data: fc.oneof(fc.constant(null), fc.record({ object: fc.oneof(intentLike, fc.constant(null), fc.string()) })) }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (payload) => {
        const response = await sendWebhook(payload, signed(payload));
        expect([200, 400], `${response.status} ${payload}`).toContain(response.status);
        if (response.status === 400) expect(response.body.message).toMatch(/^(Événement Stripe illisible|Signature Stripe)/);
      }),
      { numRuns: 60 },
    );
    expect((await orderRow(order.id)).status).toBe("AWAITING_PAYMENT");
  });

  it("10 duplicate and reordered webhooks give exactly 1 state change (and one set of e-mails)", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    await startPayment(order.id, token);
    const base = await intentOf(order.id);
    const succeeded = { ...base, status: "succeeded", amount_received: base.amount, payment_method: "pm_card_visa" };
    const failed = { ...base, status: "requires_payment_method", last_payment_error: { type: "card_error", code: "card_declined" } };
    const first = stripeServer.signedEvent("payment_intent.succeeded", succeeded);
    const resent = stripeServer.signedEvent("payment_intent.succeeded", succeeded); // another event id, same payment
    const failure = stripeServer.signedEvent("payment_intent.payment_failed", failed);
    const lateFailure = stripeServer.signedEvent("payment_intent.payment_failed", failed);
    const created = stripeServer.signedEvent("payment_intent.created", base);
    const deliveries = [lateFailure, first, first, resent, created, first, failure, resent, first, lateFailure];
    expect(deliveries).toHaveLength(10);
    const answers = await Promise.all(deliveries.map((d) => sendWebhook(d.payload, d.headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.body.data.outcome);
    expect(outcomes.filter((o) => o === "PAID")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "DUPLICATE")).toHaveLength(5);
    // A failure after the success changes nothing, in any order.
    const afterwards = stripeServer.signedEvent("payment_intent.payment_failed", failed);
    expect((await sendWebhook(afterwards.payload, afterwards.headers)).body.data.outcome).toBe("RECORDED");
    const row = await orderRow(order.id);
    expect(row.status).toBe("PAID");
    expect(await statusChanges(order.id)).toBe(1);
    // One row per event id (the local server's own payment_intent.created delivery too).
    const recorded = await (await getDb()).select().from(stripeEvents).where(and(eq(stripeEvents.siteId, SITE_70), eq(stripeEvents.paymentIntentId, base.id)));
    const sent = new Set([...deliveries, afterwards].map((d) => d.event.id));
    expect(recorded.filter((r) => sent.has(r.eventId))).toHaveLength(sent.size);
    expect(new Set(recorded.map((r) => r.eventId)).size).toBe(recorded.length);
    // Whichever success came first paid the order; the other found it paid.
    const successes = recorded.filter((r) => r.eventId === first.event.id || r.eventId === resent.event.id);
    expect(successes.map((r) => r.outcome).sort()).toEqual(["ALREADY_RECORDED", "PAID"]);
    expect(successes.every((r) => r.orderId === order.id)).toBe(true);
    const mails = await mailsAbout(order.reference);
    expect(mails.filter((m) => m.kind === "ORDER_CONFIRMATION")).toHaveLength(1);
    expect(mails.filter((m) => m.kind === "CARD_PAYMENT_ALERT")).toHaveLength(0);
  });

  it("an intent whose amount or currency is not the order's is refused: nothing changes, the business is told", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    await startPayment(order.id, token);
    const base = await intentOf(order.id);
    for (const wrong of [{ amount: base.amount - 100 }, { currency: "usd" }]) {
      const event = stripeServer.signedEvent("payment_intent.succeeded", { ...base, ...wrong, status: "succeeded" });
      const answer = await sendWebhook(event.payload, event.headers);
      expect(answer.status).toBe(200);
      expect(answer.body.data.outcome).toBe("AMOUNT_MISMATCH");
    }
    const row = await orderRow(order.id);
    expect(row.status).toBe("AWAITING_PAYMENT");
    expect(row.paidAt).toBeNull();
    expect(await statusChanges(order.id)).toBe(0);
    const alerts = (await mailsAbout(order.reference)).filter((m) => m.kind === "CARD_PAYMENT_ALERT");
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.toAddress).toBe("contact@domaine-des-trois-collines.fr");
    expect(alerts[0]!.subject).toBe(`Paiement à vérifier pour la commande ${order.reference}`);
  });

  it("another site's order is untouched: the event's site must be the request's, and orders are looked up on that site only", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    await startPayment(order.id, token);
    const base = await intentOf(order.id);
    const succeeded = { ...base, status: "succeeded", amount_received: base.amount };
    // Delivered to site 69's endpoint (X-Site-Id 69): not its event.
    const elsewhere = stripeServer.signedEvent("payment_intent.succeeded", succeeded);
    expect((await sendWebhook(elsewhere.payload, elsewhere.headers, SITE_69)).body.data.outcome).toBe("IGNORED");
    // An event saying site 69 for site 70's order id: site 69 has no such order.
    const forged = stripeServer.signedEvent("payment_intent.succeeded", { ...succeeded, metadata: { ...base.metadata, siteId: String(SITE_69) } });
    expect((await sendWebhook(forged.payload, forged.headers)).body.data.outcome).toBe("UNKNOWN_ORDER");
    // Not ours at all (no metadata: another application on the same Stripe account), and other event types.
    const foreign = stripeServer.signedEvent("payment_intent.succeeded", { ...succeeded, metadata: {} });
    expect((await sendWebhook(foreign.payload, foreign.headers)).body.data.outcome).toBe("IGNORED");
    const charge = stripeServer.signedEvent("charge.succeeded", { id: "ch_1", object: "charge" });
    expect((await sendWebhook(charge.payload, charge.headers)).body).toMatchObject({ success: true, data: { outcome: "IGNORED" } });
    expect((await orderRow(order.id)).status).toBe("AWAITING_PAYMENT");
    // Sent to site 70's endpoint it is applied.
    expect((await sendWebhook(elsewhere.payload, elsewhere.headers, SITE_70)).body.data.outcome).toBe("PAID");
  });

  it("POST /order/{id}/payment records a success Stripe reports when the webhook was lost (409 « déjà payée »)", async () => {
    const { token, order } = await placedOrder({ quantity: 1 });
    const { clientSecret } = cardPaymentSchema.parse((await startPayment(order.id, token)).body.data);
    stripeServer.setWebhookTarget(null);
    await stripe.paymentIntents.confirm(clientSecret.split("_secret_")[0]!, { payment_method: "pm_card_visa" });
    const again = await startPayment(order.id, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CARD_PAYMENT_MESSAGES.alreadyPaid);
    expect((await orderRow(order.id)).status).toBe("PAID");
    expect(await statusChanges(order.id)).toBe(1);
  });
});

describe("an account whose e-mail address nobody confirmed", () => {
  it("pays by card only, one unpaid order at a time; 5 paid gift-card orders e-mail it nothing it typed (the business gets all)", async () => {
    const db = await getDb();
    const giftCard = await insertProduct({
      siteId: SITE_70,
      type: "OTHER",
      name: "Carte cadeau",
      isDematerialized: true,
      hasShippingFees: false,
      declinations: [{ fixedPrice: 5000, stock: null }],
      customizations: [{ label: "Message sur la carte", costType: "NONE", amount: 0, fields: [{ key: "text", label: "Texte", inputType: "TEXT" }] }],
    });
    // Someone registered a third party's address: it stays unconfirmed.
    const { user, token } = await createLoggedUser(SITE_70);
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const phishing = "Votre compte sera suspendu : confirmez vos coordonnées sur https://evil.example/verif";
    const body = (cartId: string, paymentMethod = "CARD") => ({
      idCart: cartId,
      user: { phone: "06 12 34 56 78" },
      address: { billing: address },
      delivery: { type: "NO_DELIVERY" },
      paymentMethod,
      ageConfirmed: true,
      message: phishing,
    });
    const addGiftCard = async () => {
      const customizations = [{ id: giftCard.customizationIds[0], key: "text", textValue: "Rendez-vous sur https://evil.example/cadeau" }];
      const added = await post<Cart>(`/cart/new/product/${giftCard.declinationIds[0]}`, { type: "OTHER", quantity: 1, customizations }, { token });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      return cartSchema.parse(added.body.data).id;
    };
    let cartId = await addGiftCard();
    const quote = orderQuoteSchema.parse((await post("/order/validate?step=payment", { ...body(cartId), paymentMethod: null }, { token })).body.data);
    expect(quote).toMatchObject({
      paymentMethods: ["CARD"],
      unavailablePaymentMethods: [
        { method: "BANK_TRANSFER", reason: "EMAIL_NOT_CONFIRMED" },
        { method: "CHEQUE", reason: "EMAIL_NOT_CONFIRMED" },
      ],
    });
    const transfer = await post("/order", body(cartId, "BANK_TRANSFER"), { token });
    expect(transfer.status).toBe(422);
    expect(transfer.body.data).toEqual({ paymentMethod: [ORDER_MESSAGES.emailConfirmationRequired] });

    const references: string[] = [];
    for (let i = 0; i < 5; i++) {
      const placed = await post<Order>("/order", body(cartId), { token });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = orderSchema.parse(placed.body.data);
      references.push(order.reference);
      cartId = await addGiftCard();
      // While that one waits for its payment, no other order.
      if (i === 0) {
        const second = await post("/order", body(cartId), { token });
        expect(second.status).toBe(403);
        expect(second.body.message).toBe(ORDER_MESSAGES.tooManyUnpaidOrders(1, 2));
      }
      const { clientSecret } = cardPaymentSchema.parse((await startPayment(order.id, token)).body.data);
      await stripe.paymentIntents.confirm(clientSecret.split("_secret_")[0]!, { payment_method: "pm_card_visa" });
      await settle();
      expect((await orderRow(order.id)).status).toBe("PAID");
    }
    const mails = (await db.select().from(outbox).where(eq(outbox.siteId, SITE_70))).filter((mail) => references.some((reference) => mail.subject.includes(reference)));
    const toCustomer = mails.filter((mail) => mail.toAddress === user.email);
    expect(toCustomer.map((mail) => mail.kind)).toEqual(Array(5).fill("ORDER_CONFIRMATION"));
    for (const mail of toCustomer) {
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("Camille");
      }
      expect(mail.text).toContain("Bonjour,");
      expect(mail.text).toContain("1 × Carte cadeau : 50,00");
      expect(mail.text).toContain("Votre adresse e-mail n'étant pas encore confirmée, cet e-mail ne reprend pas ce que vous avez saisi");
    }
    const notifications = mails.filter((mail) => mail.kind === "ORDER_NOTIFICATION");
    expect(notifications).toHaveLength(5);
    for (const mail of notifications) expect(mail.text).toContain(`Message du client : ${phishing}`);
  });
});

describe("the unpaid card order release (30 minutes)", () => {
  const afterRelease = () => new Date(Date.now() + UNPAID_CARD_ORDER_RELEASE_MS + 60_000);

  it("cancels the intent at Stripe, then the order (stock back); a payment arriving after that stays CANCELLED, recorded, and the business is told to refund", async () => {
    const scarce = await insertProduct({ siteId: SITE_70, name: "Volnay 2020", declinations: [{ fixedPrice: 4200, stock: 2 }] });
    const { user, token, order } = await placedOrder({ quantity: 2, product: scarce });
    await startPayment(order.id, token);
    const intent = await intentOf(order.id);
    expect(await stockOf(scarce.declinationIds[0]!)).toBe(0);
    const db = await getDb();
    // Not due before 30 minutes.
    await runDueJobs(db, new Date(Date.now() + UNPAID_CARD_ORDER_RELEASE_MS - 60_000), { limit: 500 });
    expect((await orderRow(order.id)).status).toBe("AWAITING_PAYMENT");
    await runDueJobs(db, afterRelease(), { limit: 500 });
    expect(stripeServer.intents.get(intent.id)!.status).toBe("canceled");
    expect((await orderRow(order.id)).status).toBe("CANCELLED");
    expect(await stockOf(scarce.declinationIds[0]!)).toBe(2);
    // The customer can no longer pay it, through the API or Stripe.
    expect((await startPayment(order.id, token)).body.message).toBe(CARD_PAYMENT_MESSAGES.cancelled);
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    // Had it been paid anyway (a payment under way when the intent was cancelled): kept CANCELLED, recorded, refund asked.
    const late = stripeServer.signedEvent("payment_intent.succeeded", { ...intent, status: "succeeded", amount_received: intent.amount });
    expect((await sendWebhook(late.payload, late.headers)).body.data.outcome).toBe("REFUND_NEEDED");
    const again = stripeServer.signedEvent("payment_intent.succeeded", { ...intent, status: "succeeded", amount_received: intent.amount });
    expect((await sendWebhook(again.payload, again.headers)).body.data.outcome).toBe("ALREADY_RECORDED");
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "CANCELLED", paidAt: null });
    expect(row.latePaymentAt).not.toBeNull();
    expect(await stockOf(scarce.declinationIds[0]!)).toBe(2);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "order.late-payment"), eq(auditLog.entityId, String(order.id))));
    expect(audit!.after).toMatchObject({ status: "CANCELLED", paymentIntentId: intent.id, refundNeeded: true });
    const mails = await mailsAbout(order.reference);
    const alert = mails.filter((m) => m.kind === "CARD_PAYMENT_ALERT");
    expect(alert).toHaveLength(1);
    expect(alert[0]!.toAddress).toBe("contact@domaine-des-trois-collines.fr");
    expect(alert[0]!.subject).toBe(`Paiement reçu pour la commande annulée ${order.reference} : remboursement à faire`);
    expect(alert[0]!.text).toContain(intent.id);
    const customer = mails.filter((m) => m.kind === "CARD_LATE_PAYMENT");
    expect(customer).toHaveLength(1);
    expect(customer[0]!.toAddress).toBe(user.email);
    expect(mails.filter((m) => m.kind === "ORDER_CONFIRMATION")).toHaveLength(0);
    // A card order was never confirmed to the customer: its release is not announced either.
    expect(mails.filter((m) => m.kind === "ORDER_CANCELLED_UNPAID")).toHaveLength(0);
  });

  it("pays instead of cancelling when Stripe says the intent succeeded (webhook lost); retries while Stripe is unreachable", async () => {
    const db = await getDb();
    const paid = await placedOrder({ quantity: 1 });
    const { clientSecret } = cardPaymentSchema.parse((await startPayment(paid.order.id, paid.token)).body.data);
    stripeServer.setWebhookTarget(null);
    await stripe.paymentIntents.confirm(clientSecret.split("_secret_")[0]!, { payment_method: "pm_card_visa" });

    const unreachable = await placedOrder({ quantity: 1 });
    await startPayment(unreachable.order.id, unreachable.token);
    const unpaidNoIntent = await placedOrder({ quantity: 1 });

    configureStripe({ ...fullStripeEnv(), STRIPE_API_URL: "http://127.0.0.1:9" });
    await runDueJobs(db, afterRelease(), { limit: 500 });
    // Stripe down: the order with an intent waits for the job's next attempts; one without an intent is released.
    expect((await orderRow(unreachable.order.id)).status).toBe("AWAITING_PAYMENT");
    expect((await orderRow(unpaidNoIntent.order.id)).status).toBe("CANCELLED");
    expect((await orderRow(paid.order.id)).status).toBe("AWAITING_PAYMENT");

    configureStripe(fullStripeEnv());
    await runDueJobs(db, new Date(afterRelease().getTime() + 10 * 60_000), { limit: 500 });
    expect((await orderRow(paid.order.id)).status).toBe("PAID");
    expect(await statusChanges(paid.order.id)).toBe(1);
    expect((await orderRow(unreachable.order.id)).status).toBe("CANCELLED");
  });
});
