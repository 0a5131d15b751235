import { and, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getDb } from "@/lib/platform/db/client";
import { jobs, orders, outbox, pickupBookings, productDeclinations, users } from "@/lib/platform/db/schema";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { RATE_LIMITED_MESSAGE, resetRateLimits } from "@/lib/platform/rate-limit";
import { ORDER_ATTEMPT_LIMITS } from "@/lib/platform/routes/shop/order-attempts";
import { cartSchema, type Cart } from "@/lib/schemas/shop/cart";
import { ORDER_MESSAGES, orderQuoteSchema, orderSchema, type Order } from "@/lib/schemas/shop/order";
import { freshIp } from "@/tests/support/accounts";
import { callApi, createLoggedUser, SITE_70, type ApiResponse } from "@/tests/support/api";
import { homeDeliveryOrderBody, MEURSAULT_ADDRESS } from "@/tests/support/home-delivery-order";
import { findPickupSlot, insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Orders left unpaid (docs/api.md « POST /order », « Unpaid orders »; the security audit's M2 and
 * M3): offline payment only for a confirmed e-mail address, the cap on open unpaid orders, the
 * limits on POST /order, the site's hold, and the jobs' reminder and cancellation e-mails. Site 70
 * without Stripe keys: bank transfer and cheque (card: shop-card-payment.test.ts).
 */

const DAY_MS = 24 * 3_600_000;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin70: string;
let wine: InsertedProduct; // 12,50 €, stock 500

interface Customer {
  id: number;
  email: string;
  token: string;
  ip: string;
}

async function customer(options: { verified?: boolean; ip?: string } = {}): Promise<Customer> {
  const { user, token } = await createLoggedUser(SITE_70);
  if (options.verified === false) await (await getDb()).update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
  return { id: user.id, email: user.email, token, ip: options.ip ?? freshIp() };
}

function post<T = unknown>(path: string, body: unknown, who: Customer | null, headers: Record<string, string> = {}) {
  return callApi<T>(path, {
    siteId: SITE_70,
    method: "POST",
    token: who?.token,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: who?.ip ?? freshIp(), ...headers },
  });
}

function adminPut(path: string, body: unknown) {
  return callApi(path, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
}

/** Puts `quantity` of `product` in the customer's cart (a guest cart when `who` is null); returns the cart id. */
async function fillCart(who: Customer | null, product: InsertedProduct = wine, quantity = 2): Promise<string> {
  const response = await post<Cart>(`/cart/new/product/${product.declinationIds[0]}`, { type: product.type, quantity }, who);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return cartSchema.parse(response.body.data).id;
}

const placeOrder = (who: Customer, body: unknown, key?: string) => post<Order>("/order", body, who, key ? { "Idempotency-Key": key } : {});
const transfer = (cartId: string) => homeDeliveryOrderBody(cartId, "BANK_TRANSFER");

async function placed(who: Customer, body: unknown): Promise<Order> {
  const response = await placeOrder(who, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return orderSchema.parse(response.body.data);
}

async function stockOf(product: InsertedProduct): Promise<number | null> {
  const [row] = await (await getDb()).select({ stock: productDeclinations.stock }).from(productDeclinations).where(eq(productDeclinations.id, product.declinationIds[0]!));
  return row!.stock;
}

async function ordersOf(who: Customer): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(orders).where(and(eq(orders.siteId, SITE_70), eq(orders.customerId, who.id)));
  return row!.n;
}

async function mailsTo(address: string) {
  await settleBackgroundWork();
  return (await (await getDb()).select().from(outbox).where(eq(outbox.siteId, SITE_70))).filter((mail) => mail.toAddress === address);
}

function expectRefused(response: ApiResponse, status: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ success: false, message });
}

beforeAll(async () => {
  database = await openTestDatabase();
  registerPlatformJobHandlers();
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
  for (const [type, value] of [
    ["MINIMUM_EXPEDITION_BOTTLE", "1"],
    ["BOTTLE_MULTIPLE", "1"],
  ]) {
    expect((await adminPut(`/admin/parameter/${type}`, { value })).status).toBe(200);
  }
  wine = await insertProduct({ siteId: SITE_70, name: "Meursault Les Tillets", declinations: [{ fixedPrice: 1250, stock: 500 }] });
});

afterEach(() => resetRateLimits());

afterAll(async () => {
  await settleBackgroundWork();
  await database.dispose();
});

describe("offline payment needs a confirmed e-mail address", () => {
  it("an unconfirmed account cannot hold the last units by bank transfer or cheque: 422 on paymentMethod, nothing written", async () => {
    const last = await insertProduct({ siteId: SITE_70, name: "Coffret gravé 2022", declinations: [{ fixedPrice: 8100, stock: 3 }] });
    const hoarder = await customer({ verified: false });
    const cartId = await fillCart(hoarder, last, 3);
    for (const method of ["BANK_TRANSFER", "CHEQUE"] as const) {
      const response = await placeOrder(hoarder, homeDeliveryOrderBody(cartId, method));
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(response.body.data).toEqual({ paymentMethod: [ORDER_MESSAGES.emailConfirmationRequired] });
      expect(response.body.message).toBe(ORDER_MESSAGES.emailConfirmationRequired);
    }
    expect(await stockOf(last)).toBe(3);
    expect(await ordersOf(hoarder)).toBe(0);
    expect(await mailsTo(hoarder.email)).toEqual([]);
    // The payment step learns why, and which methods wait for the address.
    const quote = await post("/order/validate?step=payment", { ...transfer(cartId), paymentMethod: null }, hoarder);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(orderQuoteSchema.parse(quote.body.data)).toMatchObject({
      valid: false,
      paymentMethods: [],
      unavailablePaymentMethods: [
        { method: "BANK_TRANSFER", reason: "EMAIL_NOT_CONFIRMED" },
        { method: "CHEQUE", reason: "EMAIL_NOT_CONFIRMED" },
      ],
    });
    const required = await post("/order/validate", { ...transfer(cartId), paymentMethod: null }, hoarder);
    expect(required.body.data).toEqual({ paymentMethod: [ORDER_MESSAGES.emailConfirmationRequired] });
    // A real buyer still finds the bottles.
    expect(await fillCart(await customer(), last, 1)).toBeTruthy();

    // Once the address is confirmed, the same order goes through.
    await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, hoarder.id));
    const confirmed = orderQuoteSchema.parse((await post("/order/validate?step=payment", { ...transfer(cartId), paymentMethod: null }, hoarder)).body.data);
    expect(confirmed).toMatchObject({ paymentMethods: ["BANK_TRANSFER", "CHEQUE"], unavailablePaymentMethods: [] });
    expect((await placed(hoarder, transfer(cartId))).status).toBe("AWAITING_PAYMENT");
  });

  it("payment at pickup needs it too; a guest's check lists what the site offers", async () => {
    expect((await adminPut("/admin/parameter/PAYMENT_METHOD", { value: "ON_SITE" })).status).toBe(200);
    try {
      const slot = await findPickupSlot(SITE_70);
      const pickup = (cartId: string) => ({
        idCart: cartId,
        user: { phone: "06 12 34 56 78" },
        address: { billing: MEURSAULT_ADDRESS },
        delivery: { type: "CLICK_AND_COLLECT" },
        dateSchedule: slot.day,
        idSchedule: slot.idSchedule,
        paymentMethod: "ON_SITE",
        ageConfirmed: true,
      });
      const unconfirmed = await customer({ verified: false });
      const cartId = await fillCart(unconfirmed);
      const bookings = (await (await getDb()).select({ n: count() }).from(pickupBookings))[0]!.n;
      const refused = await placeOrder(unconfirmed, pickup(cartId));
      expect(refused.status).toBe(422);
      expect(refused.body.data).toEqual({ paymentMethod: [ORDER_MESSAGES.emailConfirmationRequired] });
      expect((await (await getDb()).select({ n: count() }).from(pickupBookings))[0]!.n).toBe(bookings);
      const guestCart = await fillCart(null);
      const guest = await post("/order/validate?step=payment", { ...pickup(guestCart), paymentMethod: null }, null);
      expect(orderQuoteSchema.parse(guest.body.data)).toMatchObject({ paymentMethods: ["ON_SITE"], unavailablePaymentMethods: [] });
      const confirmed = await customer();
      expect((await placed(confirmed, pickup(await fillCart(confirmed)))).paymentMethod).toBe("ON_SITE");
    } finally {
      expect((await adminPut("/admin/parameter/PAYMENT_METHOD", { value: "CARD_OR_BANK_TRANSFER" })).status).toBe(200);
    }
  });
});

describe("open unpaid orders are capped", () => {
  it("a third unpaid order is a 403 in French (the check says it at once), nothing written; a paid one frees a place", async () => {
    const buyer = await customer();
    const first = await placed(buyer, transfer(await fillCart(buyer)));
    await placed(buyer, transfer(await fillCart(buyer)));
    const cartId = await fillCart(buyer);
    const stock = await stockOf(wine);
    const refused = await placeOrder(buyer, transfer(cartId));
    expectRefused(refused, 403, ORDER_MESSAGES.tooManyUnpaidOrders(2, null));
    expect(refused.body.message).toMatch(/^Vous avez déjà 2 commandes en attente de paiement/);
    expect(await ordersOf(buyer)).toBe(2);
    expect(await stockOf(wine)).toBe(stock);
    expectRefused(await post("/order/validate?step=payment", { ...transfer(cartId), paymentMethod: null }, buyer), 403, ORDER_MESSAGES.tooManyUnpaidOrders(2, null));
    // The estate records a payment: one more order may wait.
    expect((await adminPut(`/admin/order/${first.id}/status`, { status: "PAID" })).status).toBe(200);
    await placed(buyer, transfer(cartId));
    expect(await ordersOf(buyer)).toBe(3);
  });

  it("orders of one customer from several carts at once are counted one after the other: exactly 2 get in", async () => {
    const buyer = await customer();
    // Guest carts the customer holds the tokens of (the customer's own cart is one per account).
    // On PostgreSQL, without the customer's row lock, all 6 would count 0 or 1 open orders and get in.
    const carts = await Promise.all(Array.from({ length: 6 }, () => fillCart(null)));
    const responses = await Promise.all(carts.map((cartId) => placeOrder(buyer, transfer(cartId))));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    for (const refused of responses.filter((r) => r.status === 403)) expect(refused.body.message).toBe(ORDER_MESSAGES.tooManyUnpaidOrders(2, null));
    expect(await ordersOf(buyer)).toBe(2);
  });
});

describe("POST /order attempts are limited", () => {
  it("per account: past 10 attempts an hour a 429 before any work (nothing written); retries of an order made never count", async () => {
    const buyer = await customer();
    const cartId = await fillCart(buyer);
    const order = await placeOrder(buyer, transfer(cartId), "commande-limite-0001");
    expect(order.status).toBe(201);
    for (let i = 0; i < 20; i++) expect((await placeOrder(buyer, transfer(cartId), "commande-limite-0001")).status).toBe(200);
    const secondCart = await fillCart(buyer);
    for (let i = 1; i < ORDER_ATTEMPT_LIMITS.perCustomer; i++) expect((await placeOrder(buyer, { ...transfer(secondCart), paymentMethod: null })).status).toBe(422);
    const stock = await stockOf(wine);
    const refused = await placeOrder(buyer, transfer(secondCart));
    expectRefused(refused, 429, RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await ordersOf(buyer)).toBe(1);
    expect(await stockOf(wine)).toBe(stock);
    // The made order is still answered to its retries.
    expect((await placeOrder(buyer, transfer(cartId), "commande-limite-0001")).status).toBe(200);
  });

  it("a burst of attempts is counted atomically: exactly the limit gets through", async () => {
    const buyer = await customer();
    const cartId = await fillCart(buyer);
    const burst = await Promise.all(Array.from({ length: ORDER_ATTEMPT_LIMITS.perCustomer + 5 }, () => placeOrder(buyer, { ...transfer(cartId), paymentMethod: null })));
    expect(burst.filter((r) => r.status === 422)).toHaveLength(ORDER_ATTEMPT_LIMITS.perCustomer);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it("per client address: 30 attempts an hour, whatever the accounts; another address is not held up", async () => {
    const ip = freshIp();
    for (let i = 0; i < ORDER_ATTEMPT_LIMITS.perClient; i++) {
      const who = await customer({ ip });
      expect((await placeOrder(who, { ...transfer("x".repeat(43)), paymentMethod: null })).status).toBe(404);
    }
    const next = await customer({ ip });
    const cartId = await fillCart(next);
    expectRefused(await placeOrder(next, transfer(cartId)), 429, RATE_LIMITED_MESSAGE);
    expect(await ordersOf(next)).toBe(0);
    expect((await placeOrder({ ...next, ip: freshIp() }, transfer(cartId))).status).toBe(201);
  });
});

describe("the unpaid-order jobs", () => {
  it("the site sets the hold of transfers and cheques (UNPAID_ORDER_HOLD_DAYS): release then, reminder a day before", async () => {
    expect((await adminPut("/admin/parameter/UNPAID_ORDER_HOLD_DAYS", { value: "2" })).status).toBe(200);
    try {
      const buyer = await customer();
      const order = await placed(buyer, transfer(await fillCart(buyer)));
      const created = new Date(order.createdAt).getTime();
      const rows = await (await getDb()).select().from(jobs).where(eq(jobs.siteId, SITE_70));
      const mine = rows.filter((job) => (job.payload as { orderId?: number }).orderId === order.id);
      const release = mine.find((job) => job.kind === "shop.release-unpaid-order")!;
      const reminder = mine.find((job) => job.kind === "shop.remind-unpaid-order")!;
      expect(Math.abs(release.runAt.getTime() - (created + 2 * DAY_MS))).toBeLessThan(1000);
      expect(Math.abs(reminder.runAt.getTime() - (created + DAY_MS))).toBeLessThan(1000);
      expect(reminder.payload).toEqual({ orderId: order.id, releaseAt: release.runAt.toISOString() });
    } finally {
      expect((await callApi("/admin/parameter/UNPAID_ORDER_HOLD_DAYS", { siteId: SITE_70, token: admin70, method: "DELETE" })).status).toBe(200);
    }
  });

  it("reminds once, a day before the release, with the deadline and how to pay; a paid order is not reminded", async () => {
    const db = await getDb();
    const buyer = await customer();
    const order = await placed(buyer, transfer(await fillCart(buyer)));
    const payer = await customer();
    const paid = await placed(payer, transfer(await fillCart(payer)));
    expect((await adminPut(`/admin/order/${paid.id}/status`, { status: "PAID" })).status).toBe(200);
    const reminders = async (who: Customer) => (await mailsTo(who.email)).filter((m) => m.kind === "ORDER_PAYMENT_REMINDER");
    await runDueJobs(db, new Date(Date.now() + 4 * DAY_MS - 60_000), { limit: 500 });
    expect(await reminders(buyer)).toEqual([]);
    await runDueJobs(db, new Date(Date.now() + 4 * DAY_MS + 60_000), { limit: 500 });
    const [reminder, ...more] = await reminders(buyer);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`Commande ${order.reference} : paiement en attente`);
    expect(reminder!.text).toContain("Bonjour Camille,");
    expect(reminder!.text).toMatch(/Sans paiement reçu d'ici le \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d, la commande sera annulée et ses produits remis en vente\./);
    expect(reminder!.text).toContain("IBAN");
    expect(reminder!.text).toContain(`/mon-compte/commandes/${order.id}`);
    expect(await reminders(payer)).toEqual([]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentReminderSentAt).not.toBeNull();
    // A second run of the reminder (a duplicate job) finds it marked and sends nothing.
    const { remindUnpaidOrder } = await import("@/lib/platform/services/shop/remind-unpaid-order");
    expect(await remindUnpaidOrder(db, SITE_70, order.id, new Date(), new Date())).toBe(false);
    expect(await reminders(buyer)).toHaveLength(1);
  });

  it("the release cancels the order, gives its stock and pickup slot back, and e-mails the customer « annulée faute de paiement »", async () => {
    const db = await getDb();
    const scarce = await insertProduct({ siteId: SITE_70, name: "Volnay 2020", declinations: [{ fixedPrice: 4200, stock: 4 }] });
    const slot = await findPickupSlot(SITE_70);
    const buyer = await customer();
    const cartId = await fillCart(buyer, scarce, 4);
    const order = await placed(buyer, { ...transfer(cartId), address: { billing: MEURSAULT_ADDRESS }, delivery: { type: "CLICK_AND_COLLECT" }, dateSchedule: slot.day, idSchedule: slot.idSchedule, paymentMethod: "CHEQUE" });
    expect(await stockOf(scarce)).toBe(0);
    const [{ pickupBookingId }] = (await db.select({ pickupBookingId: orders.pickupBookingId }).from(orders).where(eq(orders.id, order.id))) as [{ pickupBookingId: number }];
    await runDueJobs(db, new Date(Date.now() + 5 * DAY_MS + 60_000), { limit: 500 });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("CANCELLED");
    expect(await stockOf(scarce)).toBe(4);
    expect(await db.select().from(pickupBookings).where(eq(pickupBookings.id, pickupBookingId))).toEqual([]);
    const cancelled = (await mailsTo(buyer.email)).filter((m) => m.kind === "ORDER_CANCELLED_UNPAID");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject).toBe(`Votre commande ${order.reference} a été annulée faute de paiement`);
    expect(cancelled[0]!.text).toContain("4 × Volnay 2020");
    expect(cancelled[0]!.text).toContain("ses produits sont remis en vente");
    expect(cancelled[0]!.replyTo).toBe("contact@domaine-des-trois-collines.fr");
  });

  it("an address no longer confirmed gets neither reminder nor cancellation e-mail; the order is still released", async () => {
    const db = await getDb();
    const buyer = await customer();
    const order = await placed(buyer, transfer(await fillCart(buyer)));
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, buyer.id));
    await runDueJobs(db, new Date(Date.now() + 5 * DAY_MS + 60_000), { limit: 500 });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("CANCELLED");
    expect((await mailsTo(buyer.email)).map((m) => m.kind)).toEqual(["ORDER_CONFIRMATION"]);
  });
});
