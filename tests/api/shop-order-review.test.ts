import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/platform/db/client";
import { carriers, jobs, orders, reviewLinks, users } from "@/lib/platform/db/schema";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { ORDER_REVIEW_REQUEST_JOB, requestOrderReview } from "@/lib/platform/services/shop/request-order-review";
import { cartSchema, type Cart } from "@/lib/schemas/shop/cart";
import { orderSchema, type Order } from "@/lib/schemas/shop/order";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { findPickupSlot, insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The review request of a delivered or collected order (docs/api.md « Commandes », « Avis »): the
 * status change queues shop.request-order-review ORDER_REVIEW_DELAY days later; the job e-mails a
 * single-use review link once (real SMTP server, tests/support/smtp.ts), nothing for an order
 * refunded since, a deleted account or another site's order. Jobs run with runDueJobs at the
 * instant wanted: no sleeping. On PGlite (one connection) the concurrent runs are serialised; on
 * PostgreSQL (TEST_DATABASE_URL) they race for the order's row lock.
 */

const DAY = 86_400_000;
const SUBJECT = /^Votre avis sur votre commande n° F\d{6}$/;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: TestSmtpServer;
let admin70: string;
let wine: InsertedProduct;
let colissimo: number;
let pickupSlot: { day: string; idSchedule: number };

const jsonHeaders = { "Content-Type": "application/json" };

function post<T = unknown>(path: string, body: unknown, token?: string, siteId = SITE_70) {
  return callApi<T>(path, { siteId, method: "POST", token, body: JSON.stringify(body), headers: jsonHeaders });
}

async function setDelay(value: string | null) {
  const response = await callApi("/admin/parameter/ORDER_REVIEW_DELAY", { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ value }), headers: jsonHeaders });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function setParameter(type: string, value: string) {
  const response = await callApi(`/admin/parameter/${type}`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ value }), headers: jsonHeaders });
  expect(response.status).toBe(200);
}

const address = { firstname: "Camille", lastname: "Durand", address: "12 rue des Tanneurs", postalCode: "21190", city: "Meursault", country: "FR" };

/** A customer of site 70 with a placed order (home delivery, bank transfer; or click and collect, cheque). */
async function placedOrder(kind: "DELIVERY" | "CLICK_AND_COLLECT" = "DELIVERY") {
  const { user, token } = await createLoggedUser(SITE_70);
  const added = await post<Cart>(`/cart/new/product/${wine.declinationIds[0]}`, { type: wine.type, quantity: 1 }, token);
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const cartId = cartSchema.parse(added.body.data).id;
  const common = { idCart: cartId, user: { phone: "06 12 34 56 78" }, ageConfirmed: true };
  const body =
    kind === "DELIVERY"
      ? { ...common, address: { delivery: address, billing: address }, delivery: { type: "DELIVERY", idCarrier: colissimo, price: 1 }, deliveryPostalCode: "21190", deliveryIdCountry: "FR", paymentMethod: "BANK_TRANSFER" }
      : { ...common, address: { billing: address }, delivery: { type: "CLICK_AND_COLLECT" }, dateSchedule: pickupSlot.day, idSchedule: pickupSlot.idSchedule, paymentMethod: "CHEQUE" };
  const placed = await post<Order>("/order", body, token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { user, order: orderSchema.parse(placed.body.data) };
}

async function moveTo(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const response = await callApi(`/admin/order/${orderId}/status`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ status }), headers: jsonHeaders });
    expect(response.status, `${status}: ${JSON.stringify(response.body)}`).toBe(200);
  }
}

async function reviewJobsOf(orderId: number) {
  return (await getDb())
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, ORDER_REVIEW_REQUEST_JOB), sql`(${jobs.payload} ->> 'orderId')::int = ${orderId}`));
}

async function orderRow(orderId: number) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

function reviewMails(email: string): ReceivedMail[] {
  return smtp.messagesFor(email).filter((mail) => SUBJECT.test(mail.subject));
}

function tokenOf(mail: ReceivedMail): string {
  const match = /\/donner-mon-avis\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  registerPlatformJobHandlers();
  const db = await getDb();
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
  await setParameter("MINIMUM_EXPEDITION_BOTTLE", "1");
  await setParameter("BOTTLE_MULTIPLE", "1");
  wine = await insertProduct({ siteId: SITE_70, name: "Pommard 2021", declinations: [{ fixedPrice: 3800, stock: 500 }] });
  colissimo = (await db.select().from(carriers).where(eq(carriers.siteId, SITE_70))).find((c) => c.serviceCode === "COLISSIMO_DOMICILE")!.id;
  pickupSlot = await findPickupSlot(SITE_70);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await settleBackgroundWork();
  await smtp.close();
  await database.dispose();
});

describe("the review request of a delivered order", () => {
  it("is queued ORDER_REVIEW_DELAY days after DELIVERED and sends one e-mail whose link the review route takes", async () => {
    await setDelay("3");
    const { user, order } = await placedOrder();
    await moveTo(order.id, "PAID", "PREPARING", "SHIPPED");
    expect(await reviewJobsOf(order.id)).toHaveLength(0);
    const before = Date.now();
    await moveTo(order.id, "DELIVERED");
    const after = Date.now();
    const [job, ...others] = await reviewJobsOf(order.id);
    expect(others).toHaveLength(0);
    expect(job!.siteId).toBe(SITE_70);
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(after + 3 * DAY);

    const db = await getDb();
    // Not due yet: nothing is sent.
    await runDueJobs(db, new Date(job!.runAt.getTime() - 60_000), { limit: 500 });
    expect(reviewMails(user.email)).toHaveLength(0);
    expect((await orderRow(order.id)).reviewRequestedAt).toBeNull();

    const at = new Date(job!.runAt.getTime() + 60_000);
    await runDueJobs(db, at, { limit: 500 });
    const mails = reviewMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre avis sur votre commande n° ${order.reference}`);
    expect(mails[0]!.text).toContain(order.reference);
    expect(mails[0]!.text).toContain("Bonjour Camille,");
    expect((await orderRow(order.id)).reviewRequestedAt).toEqual(at);
    const [done] = await reviewJobsOf(order.id);
    expect(done!.doneAt).toEqual(at);

    // The link works once, on the review route.
    const token = tokenOf(mails[0]!);
    const check = await post<{ firstname: string }>("/review/link", { token });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.firstname).toBe("Camille");
    const links = await db.select().from(reviewLinks).where(and(eq(reviewLinks.siteId, SITE_70), eq(reviewLinks.email, user.email)));
    expect(links).toHaveLength(1);
    expect(links[0]!.createdBy).toBeNull();
    expect(links[0]!.tokenHash).not.toContain(token);
    const review = await post("/review", { token, rating: 5, text: "Un Pommard superbe, livré avec soin." });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    expect((await post("/review/link", { token })).status).toBe(404);

    // Running the jobs again (the job is done) or the request itself again sends nothing more.
    await runDueJobs(db, new Date(at.getTime() + DAY), { limit: 500 });
    expect(await requestOrderReview(db, SITE_70, order.id, new Date(at.getTime() + DAY))).toBe(false);
    expect(reviewMails(user.email)).toHaveLength(1);
  });

  it("COLLECTED queues it too, with the default delay of 7 days when the parameter is reset", async () => {
    const reset = await callApi("/admin/parameter/ORDER_REVIEW_DELAY", { siteId: SITE_70, token: admin70, method: "DELETE" });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const { user, order } = await placedOrder("CLICK_AND_COLLECT");
    const before = Date.now();
    await moveTo(order.id, "PAID", "PREPARING", "READY_FOR_PICKUP", "COLLECTED");
    const [job] = await reviewJobsOf(order.id);
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    await runDueJobs(await getDb(), new Date(job!.runAt.getTime() + 60_000), { limit: 500 });
    expect(reviewMails(user.email)).toHaveLength(1);
  });

  it("sends nothing for an order refunded since, nor when the customer's account is gone", async () => {
    await setDelay("2");
    const refunded = await placedOrder();
    const deleted = await placedOrder();
    await moveTo(refunded.order.id, "PAID", "PREPARING", "SHIPPED", "DELIVERED", "REFUNDED");
    await moveTo(deleted.order.id, "PAID", "PREPARING", "SHIPPED", "DELIVERED");
    const db = await getDb();
    await db.delete(users).where(eq(users.id, deleted.user.id));
    const [job] = await reviewJobsOf(refunded.order.id);
    await runDueJobs(db, new Date(job!.runAt.getTime() + DAY), { limit: 500 });
    for (const { user, order } of [refunded, deleted]) {
      expect(reviewMails(user.email)).toHaveLength(0);
      expect((await orderRow(order.id)).reviewRequestedAt).toBeNull();
      const [settled] = await reviewJobsOf(order.id);
      expect(settled!.doneAt).not.toBeNull();
      expect(settled!.failedAt).toBeNull();
    }
  });

  it("ORDER_REVIEW_DELAY 0 or empty schedules nothing", async () => {
    for (const value of ["0", null]) {
      await setDelay(value);
      const { order } = await placedOrder();
      await moveTo(order.id, "PAID", "PREPARING", "SHIPPED", "DELIVERED");
      expect(await reviewJobsOf(order.id), String(value)).toHaveLength(0);
    }
  });

  it("two runs at once (a duplicate job, two workers; two direct calls) send one e-mail", async () => {
    await setDelay("1");
    const db = await getDb();
    const { user, order } = await placedOrder();
    await moveTo(order.id, "PAID", "PREPARING", "SHIPPED", "DELIVERED");
    const [job] = await reviewJobsOf(order.id);
    await db.insert(jobs).values({ siteId: job!.siteId, kind: job!.kind, payload: job!.payload, runAt: job!.runAt, maxAttempts: job!.maxAttempts });
    const at = new Date(job!.runAt.getTime() + 60_000);
    await Promise.all([runDueJobs(db, at, { workerId: "worker-a", limit: 500 }), runDueJobs(db, at, { workerId: "worker-b", limit: 500 })]);
    expect(reviewMails(user.email)).toHaveLength(1);
    const settled = await reviewJobsOf(order.id);
    expect(settled).toHaveLength(2);
    expect(settled.every((j) => j.doneAt !== null && j.failedAt === null)).toBe(true);
    const links = await db.select().from(reviewLinks).where(and(eq(reviewLinks.siteId, SITE_70), eq(reviewLinks.email, user.email)));
    expect(links).toHaveLength(1);

    const other = await placedOrder();
    await moveTo(other.order.id, "PAID", "PREPARING", "SHIPPED", "DELIVERED");
    const sent = await Promise.all([requestOrderReview(db, SITE_70, other.order.id, at), requestOrderReview(db, SITE_70, other.order.id, at)]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(reviewMails(other.user.email)).toHaveLength(1);
  });
});

describe("sites 69 and 70", () => {
  it("a job of one site never reads the other site's orders", async () => {
    await setDelay("1");
    const db = await getDb();
    const { user, order } = await placedOrder();
    await moveTo(order.id, "PAID", "PREPARING", "SHIPPED", "DELIVERED");
    // A delivered order of site 69 (a copy of 70's, for a customer of 69).
    const customer69 = await createLoggedUser(SITE_69);
    const { id: _id, ...row70 } = await orderRow(order.id);
    const [order69] = await db
      .insert(orders)
      .values({ ...row70, siteId: SITE_69, customerId: customer69.user.id, customerEmail: customer69.user.email, invoiceNumber: 990_001, discountCodeId: null, pickupBookingId: null })
      .returning();
    const at = new Date(Date.now() + 2 * DAY);
    // Site 70's job for 69's order id, site 69's job for 70's order id: nothing read, nothing sent.
    await db.insert(jobs).values([
      { siteId: SITE_70, kind: ORDER_REVIEW_REQUEST_JOB, payload: { orderId: order69!.id }, runAt: new Date() },
      { siteId: SITE_69, kind: ORDER_REVIEW_REQUEST_JOB, payload: { orderId: order.id }, runAt: new Date() },
    ]);
    await runDueJobs(db, new Date(Date.now() + 60_000), { limit: 500 });
    expect(reviewMails(customer69.user.email)).toHaveLength(0);
    expect(reviewMails(user.email)).toHaveLength(0);
    expect((await orderRow(order69!.id)).reviewRequestedAt).toBeNull();
    expect((await orderRow(order.id)).reviewRequestedAt).toBeNull();
    const [link69] = await db.select().from(reviewLinks).where(eq(reviewLinks.siteId, SITE_69));
    expect(link69).toBeUndefined();

    // Each site's own job sends its own request.
    await runDueJobs(db, at, { limit: 500 });
    expect(reviewMails(user.email)).toHaveLength(1);
    expect(await requestOrderReview(db, SITE_69, order69!.id, at)).toBe(true);
    const [mail69] = reviewMails(customer69.user.email);
    expect(mail69!.subject).toBe("Votre avis sur votre commande n° F990001");
    expect((await post("/review/link", { token: tokenOf(mail69!) }, undefined, SITE_70)).status).toBe(404);
    expect((await post("/review/link", { token: tokenOf(mail69!) }, undefined, SITE_69)).status).toBe(200);
  });
});
