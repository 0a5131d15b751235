import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import {
  auditLog,
  carriers,
  cartProducts,
  customizationFiles,
  orderFiles,
  discountCodes,
  discountCodeUses,
  jobs,
  orderIdempotencyKeys,
  orderLines,
  orders,
  outbox,
  pickupBookings,
  productDeclinations,
  relayPoints,
  users,
} from "@/lib/platform/db/schema";
import { NO_SHOP_MESSAGE } from "@/lib/platform/http/request-context";
import { RATE_LIMITED_MESSAGE, resetRateLimits } from "@/lib/platform/rate-limit";
import { DISCOUNT_GUESS_LIMITS } from "@/lib/platform/routes/shop/discount-guesses";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { purgeStaleCarts } from "@/lib/platform/services/shop/purge-stale-carts";
import { RELEASE_UNPAID_ORDER_JOB } from "@/lib/platform/services/shop/release-unpaid-order";
import { getImageStorage, setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { unpaidOrderHoldDays } from "@/lib/domain/shop/unpaid-order-release";
import { cartSchema, type Cart } from "@/lib/schemas/shop/cart";
import {
  DISCOUNT_MESSAGES,
  discountQuoteSchema,
  ORDER_MESSAGES,
  orderListSchema,
  orderQuoteSchema,
  orderSchema,
  type Order,
  type OrderList,
} from "@/lib/schemas/shop/order";
import { freshIp } from "@/tests/support/accounts";
import { callApi, createLoggedUser, SITE_69, SITE_70, type ApiResponse } from "@/tests/support/api";
import { findPickupSlot, insertProduct, setShopOn, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { nastyValue } from "@/tests/support/fuzz-arbitraries";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Orders (docs/api.md « Commandes »): discount codes, the order check, placing orders (locks,
 * stock, pickup slots, invoice numbers, idempotency), the customer's orders and invoices, the
 * admin's list and status changes, the unpaid-order job; bad inputs (French 4xx, nothing
 * written); sites 69 and 70 kept apart. The concurrency figures hold on PGlite (one connection)
 * and are what they prove on PostgreSQL (TEST_DATABASE_URL).
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let wine: InsertedProduct; // 12,50 €, stock 500
let admin70: string;
let colissimo: number;
let relay: number;
let relayPoint: number;
let pickupSlot: { day: string; idSchedule: number };
let uploads: string;

const json = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));
/** The hold of a bank-transfer order on site 70 (UNPAID_ORDER_HOLD_DAYS left at its default). */
const OFFLINE_HOLD_MS = unpaidOrderHoldDays(undefined) * 24 * 3_600_000;

/** Each customer calls from an address of their own (the per-address order limit is not what these tests are about). */
const addressOfToken = new Map<string, string>();
const clientAddress = (token: string | undefined): Record<string, string> => {
  if (!token) return {};
  if (!addressOfToken.has(token)) addressOfToken.set(token, freshIp());
  return { [CLIENT_ADDRESS_HEADER]: addressOfToken.get(token)! };
};

function post<T = unknown>(path: string, body: unknown, options: { token?: string; siteId?: number; headers?: Record<string, string> } = {}) {
  return callApi<T>(path, {
    siteId: options.siteId ?? SITE_70,
    method: "POST",
    token: options.token,
    body: json(body),
    headers: { "Content-Type": "application/json", ...clientAddress(options.token), ...options.headers },
  });
}

async function setParameter(type: string, value: string | null) {
  const response = await callApi(`/admin/parameter/${type}`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ value }), headers: { "Content-Type": "application/json" } });
  expect(response.status).toBe(200);
}

/** A logged customer of site 70 with a cart holding `lines`; returns the token and the cart id. */
async function customerWithCart(lines: { product: InsertedProduct; quantity: number; declination?: number }[], siteId = SITE_70) {
  const { user, token } = await createLoggedUser(siteId);
  let cartId = "new";
  for (const line of lines) {
    const response = await post<Cart>(`/cart/${cartId}/product/${line.declination ?? line.product.declinationIds[0]}`, { type: line.product.type, quantity: line.quantity }, { token, siteId });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    cartId = cartSchema.parse(response.body.data).id;
  }
  return { user, token, cartId };
}

const address = { firstname: "Camille", lastname: "Durand", address: "12 rue des Tanneurs", postalCode: "21190", city: "Meursault", country: "FR" };

function deliveryBody(cartId: string, overrides: Record<string, unknown> = {}) {
  return {
    idCart: cartId,
    user: { phone: "06 12 34 56 78" },
    address: { delivery: address, billing: address },
    delivery: { type: "DELIVERY", idCarrier: colissimo, price: 1 },
    deliveryPostalCode: "21190",
    deliveryIdCountry: "FR",
    paymentMethod: "BANK_TRANSFER",
    ageConfirmed: true,
    ...overrides,
  };
}

function pickupBody(cartId: string, overrides: Record<string, unknown> = {}) {
  return {
    idCart: cartId,
    user: { phone: "06 12 34 56 78" },
    address: { billing: address },
    delivery: { type: "CLICK_AND_COLLECT" },
    dateSchedule: pickupSlot.day,
    idSchedule: pickupSlot.idSchedule,
    paymentMethod: "CHEQUE",
    ageConfirmed: true,
    ...overrides,
  };
}

function placeOrder(token: string, body: unknown, key?: string) {
  return post<Order>("/order", body, { token, headers: key ? { "Idempotency-Key": key } : {} });
}

async function stockOf(declinationId: number): Promise<number | null> {
  const [row] = await (await getDb()).select({ stock: productDeclinations.stock }).from(productDeclinations).where(eq(productDeclinations.id, declinationId));
  return row!.stock;
}

async function countRows(table: typeof orders | typeof orderLines | typeof discountCodeUses | typeof pickupBookings) {
  const [row] = await (await getDb()).select({ n: count() }).from(table);
  return row!.n;
}

function expect422(response: ApiResponse, field: string, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.success).toBe(false);
  const data = response.body.data as Record<string, string[]>;
  expect(Object.keys(data)).toContain(field);
  if (message) expect(data[field]).toContain(message);
}

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-orders-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  registerPlatformJobHandlers();
  const db = await getDb();
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
  // One bottle ships: the expedition limits have their own tests (shop-shipping); here they would hide the rules under test.
  await setParameter("MINIMUM_EXPEDITION_BOTTLE", "1");
  await setParameter("BOTTLE_MULTIPLE", "1");
  wine = await insertProduct({ siteId: SITE_70, name: "Meursault Les Tillets", declinations: [{ fixedPrice: 1250, stock: 500 }] });
  const rows = await db.select().from(carriers).where(eq(carriers.siteId, SITE_70));
  colissimo = rows.find((c) => c.serviceCode === "COLISSIMO_DOMICILE")!.id;
  relay = rows.find((c) => c.deliveryType === "PICKUP")!.id;
  relayPoint = (await db.select().from(relayPoints).where(and(eq(relayPoints.carrierId, relay), eq(relayPoints.zipCode, "21190"))).limit(1))[0]!.id;
  pickupSlot = await findPickupSlot(SITE_70);
});

afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});

describe("POST /order/discount", () => {
  it("applies a percent code and gives the cart's totals with it; the code is case- and space-insensitive", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 4 }]);
    const response = await post("/order/discount", { code: " bienvenue10 ", idCart: cartId }, { token });
    expect(response.status).toBe(200);
    const quote = discountQuoteSchema.parse(response.body.data);
    expect(quote).toMatchObject({ discount: { code: "BIENVENUE10", type: "PERCENT", amount: 10 }, totalProductToPay: 5000, discountAmount: 500, totalAfterDiscount: 4500, freeShipping: false });
    expect(response.body.message).toBe(DISCOUNT_MESSAGES.applied);
  });

  it("refuses unknown, expired, exhausted codes and a minimum not reached, in French on `code`", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    expect422(await post("/order/discount", { code: "NOPE", idCart: cartId }, { token }), "code", DISCOUNT_MESSAGES.unknown);
    // Expired: the answer of an unknown code (tests/api/shop-discount-guesses.test.ts).
    expect422(await post("/order/discount", { code: "VENDANGES2025", idCart: cartId }, { token }), "code", DISCOUNT_MESSAGES.unknown);
    const minimum = await post("/order/discount", { code: "CAVE15", idCart: cartId }, { token });
    expect422(minimum, "code");
    expect(minimum.body.message).toMatch(/^Ce code promo s'applique dès 120,00\s€ d'achats : il vous manque 95,00\s€\.$/);
    const db = await getDb();
    await db.update(discountCodes).set({ usedCount: 50 }).where(eq(discountCodes.code, "SALON-DIJON"));
    expect422(await post("/order/discount", { code: "SALON-DIJON", idCart: cartId }, { token }), "code", DISCOUNT_MESSAGES.exhausted);
    await db.update(discountCodes).set({ usedCount: 49 }).where(eq(discountCodes.code, "SALON-DIJON"));
  });

  it("gives free shipping for LIVRAISONOFFERTE, answers guests (guest cart) and 404s another site's cart", async () => {
    const guest = await post<Cart>(`/cart/new/product/${wine.declinationIds[0]}`, { type: "WINE", quantity: 6 });
    const guestCart = cartSchema.parse(guest.body.data).id;
    const response = await post("/order/discount", { code: "livraisonofferte", idCart: guestCart });
    expect(response.status).toBe(200);
    expect(discountQuoteSchema.parse(response.body.data)).toMatchObject({ freeShipping: true, discountAmount: 0, totalAfterDiscount: 7500 });
    await setShopOn(SITE_69, true);
    try {
      const other = await post("/order/discount", { code: "LIVRAISONOFFERTE", idCart: guestCart }, { siteId: SITE_69 });
      expect(other.status).toBe(404);
    } finally {
      await setShopOn(SITE_69, false);
    }
  });

  it("fuzzes bad bodies: French 4xx", async () => {
    const bodies: unknown[] = [{}, { code: "" }, { code: 12, idCart: "x" }, { code: "A".repeat(65), idCart: "x" }, { code: "X", idCart: "" }, "{", [], null];
    for (const body of bodies) {
      const response = await post("/order/discount", body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message).toMatch(/[a-zé]/);
    }
    expect((await callApi("/order/discount", { siteId: SITE_70, method: "POST", body: "x" })).status).toBe(415);
    expect((await post("/order/discount", { code: "BIENVENUE10", idCart: "A".repeat(43) })).status).toBe(404);
  });
});

describe("discount code guesses", () => {
  afterAll(() => resetRateLimits());

  it("counts unknown codes per client address before the lookup (checks and order checks together); real codes never run out", async () => {
    resetRateLimits();
    // One client address for every customer of this test.
    const from = { [CLIENT_ADDRESS_HEADER]: freshIp() };
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 4 }]);
    // A real code checked again and again (the checkout re-checks it at every step) gives its slot back.
    for (let i = 0; i < DISCOUNT_GUESS_LIMITS.perClient + 5; i++) {
      expect((await post("/order/discount", { code: "BIENVENUE10", idCart: cartId }, { token, headers: from })).status).toBe(200);
    }
    // A parallel burst of unknown codes: exactly the limit is looked up, the rest is 429 before any lookup.
    // (Spread over customers of this one address: each cart and account has a limit of its own.)
    const guessers = [{ token, cartId }, ...(await Promise.all(Array.from({ length: 4 }, () => customerWithCart([{ product: wine, quantity: 4 }]))))];
    const burst = await Promise.all(Array.from({ length: DISCOUNT_GUESS_LIMITS.perClient - 5 }, (_, i) => post("/order/discount", { code: `DEVINE${i}`, idCart: guessers[i % 3]!.cartId }, { token: guessers[i % 3]!.token, headers: from })));
    expect(burst.map((r) => r.status)).toEqual(Array(DISCOUNT_GUESS_LIMITS.perClient - 5).fill(422));
    const order = await Promise.all(Array.from({ length: 10 }, (_, i) => post("/order/validate", deliveryBody(guessers[3 + (i % 2)]!.cartId, { discount: `ESSAI${i}` }), { token: guessers[3 + (i % 2)]!.token, headers: from })));
    expect(order.map((r) => r.status).sort(), JSON.stringify(order[0]!.body)).toEqual([...Array(5).fill(422), ...Array(5).fill(429)].sort());
    const refused = order.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(refused[0]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Over the limit, even a real code waits: the guesser cannot tell a real code from a refusal.
    expect((await post("/order/discount", { code: "BIENVENUE10", idCart: cartId }, { token, headers: from })).status).toBe(429);
    // Another site's shop counts apart.
    await setShopOn(SITE_69, true);
    try {
      const guest69 = await post<Cart>("/cart", {}, { siteId: SITE_69 });
      expect((await post("/order/discount", { code: "DEVINE", idCart: cartSchema.parse(guest69.body.data).id }, { siteId: SITE_69 })).status).toBe(422);
    } finally {
      await setShopOn(SITE_69, false);
    }
  });
});

describe("POST /order/validate", () => {
  it("answers the amounts computed by the server and the payment methods (no card without Stripe)", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    const response = await post("/order/validate", deliveryBody(cartId, { total: 1, amounts: { total: 1 } }), { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const quote = orderQuoteSchema.parse(response.body.data);
    expect(quote.amounts).toEqual({ totalProduct: 2500, totalProductToPay: 2500, discount: 0, shippingFee: 1490, shippingDiscount: 0, shipping: 1490, total: 3990 });
    expect(quote.paymentMethods).toEqual(["BANK_TRANSFER", "CHEQUE"]);
  });

  it("?step=payment: the payment step's quote before the customer chose how to pay (methods and amounts, valid false)", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    const before = deliveryBody(cartId, { paymentMethod: undefined, ageConfirmed: undefined });
    const response = await post("/order/validate?step=payment", before, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const quote = orderQuoteSchema.parse(response.body.data);
    expect(quote).toMatchObject({ valid: false, paymentMethods: ["BANK_TRANSFER", "CHEQUE"] });
    expect(quote.amounts.total).toBe(3990);
    expect(response.body.message).toBe(ORDER_MESSAGES.readyForPayment);
    // Without the step, the same body lists the payment choices as missing.
    expect422(await post("/order/validate", before, { token }), "paymentMethod", ORDER_MESSAGES.paymentMethodRequired);
    // Given, they are checked: an unavailable method, a box left unticked.
    expect422(await post("/order/validate?step=payment", { ...before, paymentMethod: "ON_SITE" }, { token }), "paymentMethod", ORDER_MESSAGES.paymentMethodUnavailable);
    expect422(await post("/order/validate?step=payment", { ...before, ageConfirmed: false }, { token }), "ageConfirmed", ORDER_MESSAGES.ageConfirmationRequired);
    // Complete, the step changes nothing: valid true.
    const complete = await post("/order/validate?step=payment", deliveryBody(cartId), { token });
    expect(orderQuoteSchema.parse(complete.body.data).valid).toBe(true);
    // Every other problem is still a 422, and an unknown step too.
    expect422(await post("/order/validate?step=payment", { ...before, address: null }, { token }), "address.billing", ORDER_MESSAGES.billingAddressRequired);
    expect422(await post("/order/validate?step=livraison", before, { token }), "step");
  });

  it("?step=payment still refuses a customer whose birthdate says under 18", async () => {
    const { user, token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const db = await getDb();
    await db.update(users).set({ birthdate: "2015-01-01" }).where(eq(users.id, user.id));
    expect422(await post("/order/validate?step=payment", deliveryBody(cartId, { paymentMethod: undefined, ageConfirmed: undefined }), { token }), "ageConfirmed", ORDER_MESSAGES.minor);
  });

  it("lists what is missing, field by field, in French", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const response = await post("/order/validate", { idCart: cartId }, { token });
    expect(response.status).toBe(422);
    expect(response.body.data).toMatchObject({
      delivery: [ORDER_MESSAGES.deliveryRequired],
      "address.billing": [ORDER_MESSAGES.billingAddressRequired],
      "user.phone": [ORDER_MESSAGES.phoneRequired],
      ageConfirmed: [ORDER_MESSAGES.ageConfirmationRequired],
      paymentMethod: [ORDER_MESSAGES.paymentMethodRequired],
    });
    const home = await post("/order/validate", deliveryBody(cartId, { address: { billing: address }, delivery: { type: "DELIVERY" } }), { token });
    expect(home.body.data).toMatchObject({ "delivery.idCarrier": [ORDER_MESSAGES.carrierRequired], "address.delivery": [ORDER_MESSAGES.deliveryAddressRequired] });
    const wrongCarrier = await post("/order/validate", deliveryBody(cartId, { delivery: { type: "DELIVERY", idCarrier: relay } }), { token });
    expect(wrongCarrier.body.data).toMatchObject({ "delivery.idCarrier": [ORDER_MESSAGES.carrierUnknown] });
    const relayMissing = await post("/order/validate", deliveryBody(cartId, { delivery: { type: "PICKUP", idCarrier: relay } }), { token });
    expect(relayMissing.body.data).toMatchObject({ "delivery.accessPoint": [ORDER_MESSAGES.accessPointRequired] });
    const relayUnknown = await post("/order/validate", deliveryBody(cartId, { delivery: { type: "PICKUP", idCarrier: relay, accessPoint: { id: 999999 } } }), { token });
    expect(relayUnknown.body.data).toMatchObject({ "delivery.accessPoint": [ORDER_MESSAGES.accessPointUnknown] });
    const pickup = await post("/order/validate", pickupBody(cartId, { dateSchedule: null, idSchedule: null }), { token });
    expect(pickup.body.data).toMatchObject({ dateSchedule: [ORDER_MESSAGES.pickupDayRequired], idSchedule: [ORDER_MESSAGES.pickupScheduleRequired] });
    const mismatch = await post("/order/validate", deliveryBody(cartId, { deliveryPostalCode: "75001" }), { token });
    expect(mismatch.body.data).toMatchObject({ deliveryPostalCode: [ORDER_MESSAGES.postalCodeMismatch] });
    const badPostal = await post("/order/validate", deliveryBody(cartId, { address: { billing: { ...address, postalCode: "99999" } } }), { token });
    expect(Object.keys(badPostal.body.data as object)).toContain("address.billing.postalCode");
    const noDelivery = await post("/order/validate", deliveryBody(cartId, { delivery: { type: "NO_DELIVERY" } }), { token });
    expect(noDelivery.body.data).toMatchObject({ "delivery.type": [ORDER_MESSAGES.deliveryNeeded] });
    const onSite = await post("/order/validate", deliveryBody(cartId, { paymentMethod: "ON_SITE" }), { token });
    expect(onSite.body.data).toMatchObject({ paymentMethod: [ORDER_MESSAGES.paymentMethodUnavailable] });
    const card = await post("/order/validate", deliveryBody(cartId, { paymentMethod: "CARD" }), { token });
    expect(card.body.data).toMatchObject({ paymentMethod: [ORDER_MESSAGES.paymentMethodUnavailable] });
  });

  it("checks stock, unpublished products and the expedition limits", async () => {
    const scarce = await insertProduct({ siteId: SITE_70, name: "Corton 2019", declinations: [{ fixedPrice: 9000, stock: 3 }] });
    const { token, cartId } = await customerWithCart([{ product: scarce, quantity: 3 }]);
    const db = await getDb();
    await db.update(productDeclinations).set({ stock: 2 }).where(eq(productDeclinations.id, scarce.declinationIds[0]!));
    const [line] = await db.select().from(cartProducts).where(eq(cartProducts.declinationId, scarce.declinationIds[0]!));
    const response = await post("/order/validate", deliveryBody(cartId), { token });
    expect(response.body.data).toMatchObject({ [`products.${line!.id}`]: [ORDER_MESSAGES.stockLeft("Corton 2019", 2)] });
    await db.update(productDeclinations).set({ stock: 0 }).where(eq(productDeclinations.id, scarce.declinationIds[0]!));
    expect((await post("/order/validate", deliveryBody(cartId), { token })).body.data).toMatchObject({ [`products.${line!.id}`]: [ORDER_MESSAGES.outOfStock("Corton 2019")] });
    await setParameter("BOTTLE_MULTIPLE", "6");
    try {
      const { token: t2, cartId: c2 } = await customerWithCart([{ product: wine, quantity: 5 }]);
      const limits = await post("/order/validate", deliveryBody(c2), { token: t2 });
      expect(limits.body.data).toMatchObject({ products: ["Les bouteilles s'expédient par multiples de 6 : ajoutez 1 bouteille (votre panier en compte 5)."] });
      // Click and collect does not ship: no expedition limit.
      expect((await post("/order/validate", pickupBody(c2), { token: t2 })).status).toBe(200);
    } finally {
      await setParameter("BOTTLE_MULTIPLE", "1");
    }
  });

  it("refuses a minor (birthdate on the account) whatever the box says", async () => {
    const { user, token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const db = await getDb();
    const year = new Date().getUTCFullYear() - 16;
    await db.update(users).set({ birthdate: `${year}-01-01` }).where(eq(users.id, user.id));
    const response = await post("/order/validate", deliveryBody(cartId), { token });
    expect(response.body.data).toMatchObject({ ageConfirmed: [ORDER_MESSAGES.minor] });
  });

  it("fuzzes bad bodies: French 422 on the field, 404 for a cart that is not the caller's", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const cases: [Record<string, unknown>, string][] = [
      [{ idCart: 3 }, "idCart"],
      [{ delivery: { type: "TELEPORT" } }, "delivery.type"],
      [{ delivery: { type: "DELIVERY", idCarrier: -1 } }, "delivery.idCarrier"],
      [{ delivery: { type: "PICKUP", accessPoint: { id: "x" } } }, "delivery.accessPoint.id"],
      [{ address: { billing: { ...address, firstname: "" } } }, "address.billing.firstname"],
      [{ address: { billing: { ...address, country: "ZZZ" } } }, "address.billing.country"],
      [{ address: { billing: { ...address, city: "x".repeat(101) } } }, "address.billing.city"],
      [{ dateSchedule: "2026-02-30" }, "dateSchedule"],
      [{ idSchedule: 1.5 }, "idSchedule"],
      [{ paymentMethod: "BITCOIN" }, "paymentMethod"],
      [{ ageConfirmed: "yes" }, "ageConfirmed"],
      [{ message: "x".repeat(1001) }, "message"],
      [{ message: "nul\u0000" }, "message"],
      [{ user: { phone: "abc" } }, "user.phone"],
      [{ discount: 12 }, "discount"],
      [{ deliveryPostalCode: "!!" }, "deliveryPostalCode"],
    ];
    for (const [override, field] of cases) {
      const response = await post("/order/validate", deliveryBody(cartId, override), { token });
      expect(response.status, `${field}: ${JSON.stringify(response.body)}`).toBe(422);
      expect(Object.keys(response.body.data as object), field).toContain(field);
    }
    const other = await customerWithCart([{ product: wine, quantity: 1 }]);
    expect((await post("/order/validate", deliveryBody(other.cartId), { token })).status).toBe(404);
  });
});

describe("POST /order", () => {
  it("needs a logged customer (401 in French) and a shop (404 on site 69)", async () => {
    const { cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const anonymous = await post("/order", deliveryBody(cartId));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(ORDER_MESSAGES.loginRequired);
    const { token } = await createLoggedUser(SITE_69);
    const noShop = await post("/order", deliveryBody(cartId), { token, siteId: SITE_69 });
    expect(noShop.status).toBe(404);
    expect(noShop.body.message).toBe(NO_SHOP_MESSAGE);
  });

  it("places a home delivery: server amounts, stock taken, invoice number, snapshot, cart emptied, e-mails", async () => {
    const { user, token, cartId } = await customerWithCart([{ product: wine, quantity: 3 }]);
    const before = await stockOf(wine.declinationIds[0]!);
    // The cached catalogue is warm.
    expect((await callApi<{ quantity: number }>(`/product/${wine.id}`, { siteId: SITE_70 })).body.data.quantity).toBe(before);
    const response = await placeOrder(token, deliveryBody(cartId, { message: "Livrer après 18 h, merci.", price: 0, total: 0, shippingPrice: 0 }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe(ORDER_MESSAGES.created);
    const order = orderSchema.parse(response.body.data);
    expect(order).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentMethod: "BANK_TRANSFER",
      delivery: { type: "DELIVERY", carrier: { id: colissimo, serviceCode: "COLISSIMO_DOMICILE" }, accessPoint: null, pickup: null },
      amounts: { totalProductToPay: 3750, shippingFee: 1490, shipping: 1490, total: 5240 },
      phone: "06 12 34 56 78",
      message: "Livrer après 18 h, merci.",
      customer: { id: user.id, email: user.email },
      nextStatuses: ["PAID", "CANCELLED"],
    });
    expect(order.reference).toMatch(/^F\d{6}$/);
    expect(order.lines).toEqual([expect.objectContaining({ name: "Meursault Les Tillets", quantity: 3, unitPrice: 1250, totalToPay: 3750, declinationLabel: expect.any(String) })]);
    expect(order.address.delivery).toMatchObject({ postalCode: "21190", country: { alphaTwo: "FR", name: "France" } });
    expect(order.paymentInstructions).toContain("IBAN");
    expect(order.paymentInstructions).toContain(order.reference);
    expect(await stockOf(wine.declinationIds[0]!)).toBe(before! - 3);
    // The catalogue cache was invalidated after the commit: the product shows the new stock at once.
    expect((await callApi<{ quantity: number }>(`/product/${wine.id}`, { siteId: SITE_70 })).body.data.quantity).toBe(before! - 3);
    const cart = await callApi<Cart>(`/cart/${cartId}/default`, { siteId: SITE_70, token });
    expect(cart.body.data.products).toEqual([]);
    const db = await getDb();
    const [job] = await db.select().from(jobs).where(and(eq(jobs.kind, RELEASE_UNPAID_ORDER_JOB), eq(jobs.siteId, SITE_70)));
    expect(job!.payload).toEqual({ orderId: order.id });
    expect(Math.abs(job!.runAt.getTime() - (new Date(order.createdAt).getTime() + OFFLINE_HOLD_MS))).toBeLessThan(1000);
    await settleBackgroundWork();
    const mails = await db.select().from(outbox).where(eq(outbox.siteId, SITE_70));
    const confirmation = mails.find((m) => m.kind === "ORDER_CONFIRMATION" && m.toAddress === user.email)!;
    expect(confirmation.subject).toBe(`Commande ${order.reference} enregistrée`);
    expect(confirmation.text).toContain("3 × Meursault Les Tillets");
    expect(confirmation.text).toContain("IBAN");
    // A confirmed address: the customer's own words are repeated, and the payment's deadline told.
    expect(confirmation.text).toContain("Bonjour Camille,");
    expect(confirmation.text).toContain("Votre message : Livrer après 18 h, merci.");
    expect(confirmation.text).toContain("Camille Durand, 12 rue des Tanneurs");
    expect(confirmation.text).toMatch(/Sans paiement reçu d'ici le \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d, la commande sera annulée et ses produits remis en vente\./);
    const notification = mails.find((m) => m.kind === "ORDER_NOTIFICATION" && m.subject.includes(order.reference))!;
    expect(notification.toAddress).toBe("contact@domaine-des-trois-collines.fr");
    expect(notification.fromAddress).toContain("boutique@domaine-des-trois-collines.fr");
  });

  it("places a relay-point order (point read from the network) and a click-and-collect order (slot booked)", async () => {
    const a = await customerWithCart([{ product: wine, quantity: 2 }]);
    // The storefront's « delivery » type with a relay point is a PICKUP order.
    const relayOrder = await placeOrder(a.token, deliveryBody(a.cartId, { address: { billing: address }, delivery: { type: "delivery", idCarrier: relay, accessPoint: { id: relayPoint, name: "Faux" } }, deliveryPostalCode: null, deliveryIdCountry: null }));
    expect(relayOrder.status, JSON.stringify(relayOrder.body)).toBe(201);
    const relayView = orderSchema.parse(relayOrder.body.data);
    expect(relayView.delivery.type).toBe("PICKUP");
    expect(relayView.delivery.accessPoint).toMatchObject({ id: relayPoint, zipCode: "21190" });
    expect(relayView.delivery.accessPoint!.name).not.toBe("Faux");
    expect(relayView.amounts.shippingFee).toBe(990);

    const b = await customerWithCart([{ product: wine, quantity: 2 }]);
    const bookingsBefore = await countRows(pickupBookings);
    const pickupOrder = await placeOrder(b.token, pickupBody(b.cartId, { delivery: { type: "clickAndCollect" } }));
    expect(pickupOrder.status, JSON.stringify(pickupOrder.body)).toBe(201);
    const pickupView = orderSchema.parse(pickupOrder.body.data);
    expect(pickupView.delivery.pickup).toMatchObject({ day: pickupSlot.day, idSchedule: pickupSlot.idSchedule, address: { city: "Meursault" } });
    expect(pickupView.amounts.shipping).toBe(0);
    expect(pickupView.paymentInstructions).toContain("chèque à l'ordre de SCEA Domaine des Trois Collines");
    expect(await countRows(pickupBookings)).toBe(bookingsBefore + 1);
  });

  it("snapshots customizations and keeps their files with the order (off the cart, never purged)", async () => {
    const labelled = await insertProduct({
      siteId: SITE_70,
      name: "Crémant à votre étiquette",
      declinations: [{ fixedPrice: 1800, stock: 20 }],
      customizations: [{ label: "Votre étiquette", costType: "EURO", amount: 300, fields: [{ key: "label", label: "Fichier de l'étiquette", inputType: "FILE" }, { key: "name", label: "Prénom", inputType: "TEXT" }] }],
    });
    const { token } = await createLoggedUser(SITE_70);
    const png = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));
    const form = new FormData();
    form.set("type", "WINE");
    form.set("quantity", "2");
    form.set("customizations", JSON.stringify([{ id: labelled.customizationIds[0], key: "label", filename: "etiquette.png" }, { id: labelled.customizationIds[0], key: "name", textValue: "Lou" }]));
    form.set(`file.${labelled.customizationIds[0]}.label`, new File([png], "etiquette.png", { type: "image/png" }));
    const { createApp } = await import("@/lib/platform/app");
    const added = await createApp().request(`/api/cart/new/product/${labelled.declinationIds[0]}`, { method: "POST", headers: { "X-Site-Id": String(SITE_70), Authorization: `Bearer ${token}` }, body: form });
    expect(added.status).toBe(201);
    const cartId = cartSchema.parse(((await added.json()) as { data: unknown }).data).id;
    const response = await placeOrder(token, pickupBody(cartId));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = orderSchema.parse(response.body.data);
    expect(order.lines[0]).toMatchObject({ unitPrice: 2100, customizationCost: 300, totalToPay: 4200 });
    const file = order.lines[0]!.customizations.find((c) => c.fileId !== null)!;
    expect(file).toMatchObject({ label: "Fichier de l'étiquette", value: "etiquette.png" });
    expect(order.lines[0]!.customizations).toContainEqual({ label: "Prénom", value: "Lou", fileId: null });
    const db = await getDb();
    const [row] = await db.select().from(customizationFiles).where(eq(customizationFiles.id, file.fileId!));
    expect(row!.cartId).toBeNull();
    expect(await db.select().from(orderFiles).where(eq(orderFiles.fileId, file.fileId!))).toEqual([{ siteId: SITE_70, orderId: order.id, fileId: file.fileId }]);
    await purgeStaleCarts(db, new Date(Date.now() + 400 * 24 * 3_600_000));
    expect(await db.select({ id: customizationFiles.id }).from(customizationFiles).where(eq(customizationFiles.id, file.fileId!))).toHaveLength(1);
    expect(await getImageStorage().exists(SITE_70, row!.storageKey)).toBe(true);
    // The order's customer (and the site's admins) can still download it; nobody else.
    const download = async (bearer: string) =>
      (await createApp().request(`/api/cart/customization-file/${file.fileId}`, { headers: { "X-Site-Id": String(SITE_70), Authorization: `Bearer ${bearer}` } })).status;
    expect(await download(token)).toBe(200);
    expect(await download(admin70)).toBe(200);
    expect(await download((await createLoggedUser(SITE_70)).token)).toBe(404);
  });

  it("uses discount codes: percent on products, free shipping on the fee, once per customer", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 4 }]);
    const response = await placeOrder(token, deliveryBody(cartId, { discount: { code: "bienvenue10", value: 99 } }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(orderSchema.parse(response.body.data)).toMatchObject({ discount: { code: "BIENVENUE10" }, amounts: { totalProductToPay: 5000, discount: 500, shipping: 1490, total: 5990 } });
    await post(`/cart/new/product/${wine.declinationIds[0]}`, { type: "WINE", quantity: 6 }, { token });
    const again = await post("/order/validate", deliveryBody(cartId, { discount: "BIENVENUE10" }), { token });
    expect(again.body.data).toMatchObject({ discount: [DISCOUNT_MESSAGES.alreadyUsed] });
    const free = await placeOrder(token, deliveryBody(cartId, { discount: "LIVRAISONOFFERTE" }));
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(orderSchema.parse(free.body.data).amounts).toMatchObject({ shippingFee: 1490, shippingDiscount: 1490, shipping: 0, discount: 0, total: 7500 });
  });

  it("refuses an order with errors and writes nothing (no order, stock, code use, booking, cart change)", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const counts = async () => [await countRows(orders), await countRows(orderLines), await countRows(discountCodeUses), await countRows(pickupBookings), await stockOf(wine.declinationIds[0]!)];
    const before = await counts();
    for (const body of [deliveryBody(cartId, { paymentMethod: null }), deliveryBody(cartId, { discount: "VENDANGES2025" }), pickupBody(cartId, { idSchedule: 1 }), deliveryBody(cartId, { ageConfirmed: false }), "{"]) {
      const response = await placeOrder(token, body);
      expect(response.status).toBe(422);
    }
    expect(await counts()).toEqual(before);
    const cart = await callApi<Cart>(`/cart/${cartId}/default`, { siteId: SITE_70, token });
    expect(cart.body.data.products).toHaveLength(1);
    expect((await placeOrder(token, deliveryBody(cartId), "short")).status).toBe(422);
  });

  it("fuzz: any value in any field is a French 4xx (never a 500) and writes nothing", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    const valid = deliveryBody(cartId) as Record<string, unknown>;
    const fields = [...Object.keys(valid), "delivery.type", "delivery.idCarrier", "delivery.accessPoint", "address.billing", "address.delivery.postalCode", "address.billing.country", "user.phone", "discount", "message", "dateSchedule", "idSchedule", "idAddress"];
    const db = await getDb();
    const state = async () => [await countRows(orders), await countRows(orderLines), await stockOf(wine.declinationIds[0]!), (await db.select().from(cartProducts).where(eq(cartProducts.quantity, 2))).length];
    const baseline = await state();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), nastyValue, async (field, value) => {
        const body = structuredClone(valid) as Record<string, unknown>;
        const [head, ...rest] = field.split(".");
        if (rest.length === 0) body[head!] = value;
        else {
          let target = body[head!] as Record<string, unknown>;
          for (const part of rest.slice(0, -1)) target = target[part] as Record<string, unknown>;
          target[rest.at(-1)!] = value;
        }
        // Another field is always wrong, so the order is refused whatever the fuzzed value is.
        if (field === "paymentMethod") body.ageConfirmed = "non";
        else body.paymentMethod = "BITCOIN";
        const response = await placeOrder(token, body);
        expect(response.status, `${field}: ${JSON.stringify(value)?.slice(0, 80)} → ${JSON.stringify(response.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.body.success).toBe(false);
        expect(response.body.message).toMatch(/[a-zà-ÿ]/i);
        expect(response.body.message).not.toMatch(/^(Invalid|Expected|Required)/);
      }),
      { seed: 1212, numRuns: 150 },
    );
    expect(await state()).toEqual(baseline);
  });

  it("Idempotency-Key: 100 retries give 1 order; the same key with another body is a 409", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    const ordersBefore = await countRows(orders);
    const body = deliveryBody(cartId);
    // 100 at once: one order; the others get it back, or a 429 when they came in a burst past the
    // attempt limits before it existed (nothing written for them).
    const responses = await Promise.all(Array.from({ length: 100 }, () => placeOrder(token, body, "commande-2026-abc-001")));
    const answered = responses.filter((r) => r.status === 201 || r.status === 200);
    expect(responses.every((r) => r.status === 201 || r.status === 200 || r.status === 429), JSON.stringify(responses.find((r) => r.status >= 300 && r.status !== 429)?.body)).toBe(true);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(answered.map((r) => (r.body.data as Order).id)).size).toBe(1);
    for (const refused of responses.filter((r) => r.status === 429)) expect(refused.body.message).toBe(RATE_LIMITED_MESSAGE);
    // Once the order exists, retries are answered with it however many there are: they never count as attempts.
    const first = (answered[0]!.body.data as Order).id;
    for (let i = 0; i < 25; i++) {
      const retry = await placeOrder(token, body, "commande-2026-abc-001");
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      expect((retry.body.data as Order).id).toBe(first);
    }
    expect(await countRows(orders)).toBe(ordersBefore + 1);
    const conflict = await placeOrder(token, { ...body, message: "Autre chose" }, "commande-2026-abc-001");
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(ORDER_MESSAGES.idempotencyConflict);
    // The key is the customer's: another customer's same key is their own.
    const other = await customerWithCart([{ product: wine, quantity: 1 }]);
    expect((await placeOrder(other.token, deliveryBody(other.cartId), "commande-2026-abc-001")).status).toBe(201);
    const [keys] = await (await getDb()).select({ n: count() }).from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.key, "commande-2026-abc-001"));
    expect(keys!.n).toBe(2);
  });

  it("never oversells: 50 concurrent orders for the last bottle give exactly 1 order", async () => {
    const last = await insertProduct({ siteId: SITE_70, name: "Montrachet 2018", declinations: [{ fixedPrice: 45000, stock: 1 }] });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => customerWithCart([{ product: last, quantity: 1 }])));
    const responses = await Promise.all(buyers.map((b) => placeOrder(b.token, deliveryBody(b.cartId))));
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.message).toBe(ORDER_MESSAGES.outOfStock("Montrachet 2018"));
    }
    expect(await stockOf(last.declinationIds[0]!)).toBe(0);
    const [sold] = await (await getDb()).select({ n: count() }).from(orderLines).where(eq(orderLines.declinationId, last.declinationIds[0]!));
    expect(sold!.n).toBe(1);
  });

  it("a code with one use left, used by 20 concurrent orders, is used once", async () => {
    const db = await getDb();
    const [code] = await db.select().from(discountCodes).where(and(eq(discountCodes.siteId, SITE_70), eq(discountCodes.code, "SALON-DIJON")));
    expect(code).toMatchObject({ maxUses: 50, usedCount: 49 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart([{ product: wine, quantity: 3 }])));
    const responses = await Promise.all(buyers.map((b) => placeOrder(b.token, deliveryBody(b.cartId, { discount: "SALON-DIJON" }))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(422);
      expect((refused.body.data as unknown as Record<string, string[]>).discount).toEqual([DISCOUNT_MESSAGES.exhausted]);
    }
    const [after] = await db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.usedCount).toBe(50);
    const [uses] = await db.select({ n: count() }).from(discountCodeUses).where(eq(discountCodeUses.discountCodeId, code!.id));
    expect(uses!.n).toBe(1);
  });

  it("gives invoice numbers without gaps under concurrency, refused orders included", async () => {
    const scarce = await insertProduct({ siteId: SITE_70, name: "Chevalier 2017", declinations: [{ fixedPrice: 30000, stock: 5 }] });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => customerWithCart([{ product: scarce, quantity: 1 }])));
    const responses = await Promise.all(buyers.map((b) => placeOrder(b.token, deliveryBody(b.cartId))));
    expect(responses.filter((r) => r.status === 201), JSON.stringify(responses[0]!.body)).toHaveLength(5);
    const numbers = (await (await getDb()).select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.siteId, SITE_70))).map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});

describe("sites 69 and 70", () => {
  it("keep their codes, carts, carriers and orders apart (site 69's shop turned on)", async () => {
    await setShopOn(SITE_69, true);
    try {
      const wine69 = await insertProduct({ siteId: SITE_69, name: "Cuvée 69", declinations: [{ fixedPrice: 1000, stock: 10 }] });
      const buyer69 = await customerWithCart([{ product: wine69, quantity: 1 }], SITE_69);
      // Site 70's codes do not exist on 69.
      expect422(await post("/order/discount", { code: "BIENVENUE10", idCart: buyer69.cartId }, { token: buyer69.token, siteId: SITE_69 }), "code", DISCOUNT_MESSAGES.unknown);
      // Site 70's carriers are unknown on 69 (it has none), its cart is unknown on 70.
      const on69 = await post("/order/validate", deliveryBody(buyer69.cartId), { token: buyer69.token, siteId: SITE_69 });
      expect(on69.body.data).toMatchObject({ "delivery.idCarrier": [ORDER_MESSAGES.carrierUnknown] });
      const buyer70 = await customerWithCart([{ product: wine, quantity: 1 }]);
      expect((await post("/order", deliveryBody(buyer70.cartId), { token: buyer69.token, siteId: SITE_69 })).status).toBe(404);
      // A product of 69 cannot go into a cart of 70.
      expect((await post(`/cart/${buyer70.cartId}/product/${wine69.declinationIds[0]}`, { type: "WINE", quantity: 1 }, { token: buyer70.token })).status).toBe(404);
      const placed = await placeOrder(buyer70.token, deliveryBody(buyer70.cartId));
      expect(placed.status).toBe(201);
      const admin69 = await createLoggedUser(SITE_69, "ADMIN");
      const list69 = orderListSchema.parse((await callApi("/admin/order?nbItem=100", { siteId: SITE_69, token: admin69.token })).body.data);
      expect(list69.list.map((o) => o.id)).not.toContain((placed.body.data as Order).id);
    } finally {
      await setShopOn(SITE_69, false);
    }
  });
});

describe("GET /order, GET /order/{id}, GET /order/{id}/invoice", () => {
  it("lists the customer's own orders with the list grammar; another customer's order is a 404", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const first = orderSchema.parse((await placeOrder(token, deliveryBody(cartId))).body.data);
    await post(`/cart/new/product/${wine.declinationIds[0]}`, { type: "WINE", quantity: 2 }, { token });
    const second = orderSchema.parse((await placeOrder(token, pickupBody(cartId))).body.data);
    const list = await callApi<OrderList>("/order", { siteId: SITE_70, token });
    expect(list.status).toBe(200);
    const parsed = orderListSchema.parse(list.body.data);
    expect(parsed.total).toBe(2);
    expect(parsed.list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(parsed.list[0]).toMatchObject({ itemCount: 2, deliveryType: "CLICK_AND_COLLECT", statusLabel: "En attente de paiement" });
    const filtered = orderListSchema.parse((await callApi("/order?status=df:AWAITING_PAYMENT&orderBy=total:asc", { siteId: SITE_70, token })).body.data);
    expect(filtered.total).toBe(0);
    expect((await callApi("/order?nbItem=0&foo=1", { siteId: SITE_70, token })).status).toBe(422);
    expect(orderSchema.parse((await callApi(`/order/${first.id}`, { siteId: SITE_70, token })).body.data).id).toBe(first.id);

    const stranger = await createLoggedUser(SITE_70);
    const hidden = await callApi(`/order/${first.id}`, { siteId: SITE_70, token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(ORDER_MESSAGES.notFound);
    expect((await callApi(`/order/${first.id}/invoice`, { siteId: SITE_70, token: stranger.token })).status).toBe(404);
    expect(orderListSchema.parse((await callApi("/order", { siteId: SITE_70, token: stranger.token })).body.data).total).toBe(0);
    expect((await callApi(`/order/${first.id}`, { siteId: SITE_70 })).status).toBe(401);
    expect((await callApi("/order/abc", { siteId: SITE_70, token })).status).toBe(422);
    await setShopOn(SITE_69, true);
    try {
      const user69 = await createLoggedUser(SITE_69);
      expect((await callApi(`/order/${first.id}`, { siteId: SITE_69, token: user69.token })).status).toBe(404);
      expect(orderListSchema.parse((await callApi("/order", { siteId: SITE_69, token: user69.token })).body.data).total).toBe(0);
      // A site-70 session is no login on site 69.
      expect((await callApi(`/order/${first.id}`, { siteId: SITE_69, token })).status).toBe(401);
    } finally {
      await setShopOn(SITE_69, false);
    }
  });

  it("prints an invoice with the legal mentions of a French invoice", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    const order = orderSchema.parse((await placeOrder(token, deliveryBody(cartId))).body.data);
    const { createApp } = await import("@/lib/platform/app");
    const response = await createApp().request(`/api/order/${order.id}/invoice`, { headers: { "X-Site-Id": String(SITE_70), Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    // The customer's data: never kept by a cache, never framed elsewhere, no form sent anywhere.
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'self'/);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/form-action 'none'/);
    const html = await response.text();
    for (const mention of [
      `Facture ${order.reference}`,
      "SCEA Domaine des Trois Collines",
      "SIRET : 84239156700018",
      "N° de TVA intracommunautaire : FR54842391567",
      "842 391 567 R.C.S. Dijon",
      "au capital de 60 000 €",
      "Date de facture",
      "TVA 20 %",
      "Total HT",
      "Total TTC",
      "Conditions de paiement",
      "pénalités de retard",
      "Colissimo domicile",
    ]) {
      expect(html, mention).toContain(mention);
    }
    // 25,00 + 14,90 = 39,90 TTC: 20,83 + 12,42 HT = 33,25; TVA 6,65.
    expect(html).toMatch(/Total HT<\/td><td class="n">33,25\s€/);
    expect(html).toMatch(/TVA 20 %<\/td><td class="n">6,65\s€/);
  });
});

describe("admin orders and the unpaid-order job", () => {
  it("lists the site's orders for admins only, and moves an order along the allowed transitions (audited)", async () => {
    const customer = await createLoggedUser(SITE_70);
    expect((await callApi("/admin/order", { siteId: SITE_70, token: customer.token })).status).toBe(403);
    expect((await callApi("/admin/order", { siteId: SITE_70 })).status).toBe(401);
    const list = orderListSchema.parse((await callApi("/admin/order?nbItem=100", { siteId: SITE_70, token: admin70 })).body.data);
    expect(list.total).toBeGreaterThan(5);

    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 1 }]);
    const order = orderSchema.parse((await placeOrder(token, deliveryBody(cartId))).body.data);
    const put = (status: unknown) =>
      callApi<Order>(`/admin/order/${order.id}/status`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ status }), headers: { "Content-Type": "application/json" } });
    const refused = await put("SHIPPED");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Une commande « En attente de paiement » ne peut pas passer à « Expédiée ».");
    expect((await put("LOST")).status).toBe(422);
    const paid = await put("PAID");
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: "PAID", nextStatuses: ["PREPARING", "REFUNDED"], paymentInstructions: null });
    expect(paid.body.data.paidAt).not.toBeNull();
    for (const status of ["PREPARING", "SHIPPED", "DELIVERED"]) expect((await put(status)).status).toBe(200);
    const stock = await stockOf(wine.declinationIds[0]!);
    expect((await put("REFUNDED")).status).toBe(200);
    // Refunded after delivery: the bottles are gone, the stock stays.
    expect(await stockOf(wine.declinationIds[0]!)).toBe(stock);
    expect((await put("PAID")).status).toBe(409);
    const audit = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(order.id))));
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual(["PAID", "PREPARING", "SHIPPED", "DELIVERED", "REFUNDED"]);
    expect((await callApi(`/admin/order/${order.id}/status`, { siteId: SITE_70, token: customer.token, method: "PUT", body: JSON.stringify({ status: "PAID" }), headers: { "Content-Type": "application/json" } })).status).toBe(403);
  });

  it("a cancellation gives back stock, pickup slot and code use, once; another site's order is a 404", async () => {
    const { token, cartId } = await customerWithCart([{ product: wine, quantity: 2 }]);
    const stock = await stockOf(wine.declinationIds[0]!);
    const bookings = await countRows(pickupBookings);
    // CAVE15 needs 120 € of products: refused, nothing written.
    expect422(await placeOrder(token, pickupBody(cartId, { discount: "CAVE15" })), "discount");
    const placed = await placeOrder(token, pickupBody(cartId, { discount: "BIENVENUE10" }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = (placed.body.data as Order).id;
    expect(await stockOf(wine.declinationIds[0]!)).toBe(stock! - 2);
    expect(await countRows(pickupBookings)).toBe(bookings + 1);
    const put = (siteId: number) =>
      callApi(`/admin/order/${id}/status`, { siteId, token: admin70, method: "PUT", body: JSON.stringify({ status: "CANCELLED" }), headers: { "Content-Type": "application/json" } });
    await setShopOn(SITE_69, true);
    try {
      const admin69 = await createLoggedUser(SITE_69, "ADMIN");
      const foreign = await callApi(`/admin/order/${id}/status`, { siteId: SITE_69, token: admin69.token, method: "PUT", body: JSON.stringify({ status: "CANCELLED" }), headers: { "Content-Type": "application/json" } });
      expect(foreign.status).toBe(404);
      expect((await callApi(`/admin/order/${id}`, { siteId: SITE_69, token: admin69.token })).status).toBe(404);
    } finally {
      await setShopOn(SITE_69, false);
    }
    expect((await put(SITE_70)).status).toBe(200);
    expect(await stockOf(wine.declinationIds[0]!)).toBe(stock);
    expect(await countRows(pickupBookings)).toBe(bookings);
    const [uses] = await (await getDb()).select({ n: count() }).from(discountCodeUses).where(eq(discountCodeUses.orderId, id));
    expect(uses!.n).toBe(0);
    expect((await put(SITE_70)).status).toBe(409);
    expect(await stockOf(wine.declinationIds[0]!)).toBe(stock);
  });

  it("the unpaid-order job cancels an order still unpaid after the delay and gives its stock back; a paid order is kept", async () => {
    const db = await getDb();
    const scarce = await insertProduct({ siteId: SITE_70, name: "Volnay 2020", declinations: [{ fixedPrice: 4200, stock: 4 }] });
    const a = await customerWithCart([{ product: scarce, quantity: 2 }]);
    const b = await customerWithCart([{ product: scarce, quantity: 2 }]);
    const unpaid = orderSchema.parse((await placeOrder(a.token, deliveryBody(a.cartId))).body.data);
    const paid = orderSchema.parse((await placeOrder(b.token, deliveryBody(b.cartId))).body.data);
    expect(await stockOf(scarce.declinationIds[0]!)).toBe(0);
    const mark = await callApi(`/admin/order/${paid.id}/status`, { siteId: SITE_70, token: admin70, method: "PUT", body: JSON.stringify({ status: "PAID" }), headers: { "Content-Type": "application/json" } });
    expect(mark.status).toBe(200);
    // Not due yet: nothing happens.
    await runDueJobs(db, new Date(Date.now() + OFFLINE_HOLD_MS - 60_000));
    expect(await stockOf(scarce.declinationIds[0]!)).toBe(0);
    await runDueJobs(db, new Date(Date.now() + OFFLINE_HOLD_MS + 60_000), { limit: 500 });
    const [a1] = await db.select().from(orders).where(eq(orders.id, unpaid.id));
    const [b1] = await db.select().from(orders).where(eq(orders.id, paid.id));
    expect(a1!.status).toBe("CANCELLED");
    expect(a1!.stockReleasedAt).not.toBeNull();
    expect(b1!.status).toBe("PAID");
    expect(await stockOf(scarce.declinationIds[0]!)).toBe(2);
    // The catalogue shows it again (cache invalidated).
    const product = await callApi<{ quantity: number }>(`/product/${scarce.id}`, { siteId: SITE_70 });
    expect(product.body.data.quantity).toBe(2);
  });
});
