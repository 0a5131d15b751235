import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getDb } from "@/lib/platform/db/client";
import { discountCodes } from "@/lib/platform/db/schema";
import { RATE_LIMITED_MESSAGE, resetRateLimits } from "@/lib/platform/rate-limit";
import { DISCOUNT_GUESS_LIMITS } from "@/lib/platform/routes/shop/discount-guesses";
import { cartSchema } from "@/lib/schemas/shop/cart";
import { DISCOUNT_MESSAGES } from "@/lib/schemas/shop/order";
import { callApi, createLoggedUser, SITE_70, type ApiResponse } from "@/tests/support/api";
import { insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Discount code guessing (docs/api.md « Commandes », « Limits »): a code switched off, not started
 * or expired answers exactly as an unknown one and counts as a guess; guesses are limited per client
 * address, per cart and per customer account, so rotating addresses on one cart or carts of one
 * account does not add up. Site 70's seed has VENDANGES2025 (expired) and BIENVENUE10 (valid).
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let wine: InsertedProduct;

beforeAll(async () => {
  database = await openTestDatabase();
  wine = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 2500, stock: null }] });
  const db = await getDb();
  const year = 365 * 86_400_000;
  await db.insert(discountCodes).values([
    { siteId: SITE_70, code: "ANCIEN5", label: "Ancien code", type: "EURO", amount: 500, isActive: false },
    { siteId: SITE_70, code: "NOEL2099", label: "Noël", type: "PERCENT", amount: 10, startsAt: new Date(Date.now() + 50 * year) },
  ]);
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

function post(pathname: string, body: unknown, options: { ip?: string; token?: string } = {}): Promise<ApiResponse> {
  return callApi(pathname, {
    siteId: SITE_70,
    method: "POST",
    token: options.token,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
}

async function cartWithWine(token?: string): Promise<string> {
  const response = await post(`/cart/new/product/${wine.declinationIds[0]!}`, { type: wine.type, quantity: 6 }, { token });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return cartSchema.parse(response.body.data).id;
}

const check = (code: string, idCart: string, options: { ip?: string; token?: string } = {}) => post("/order/discount", { code, idCart }, options);

describe("stale codes answer as unknown ones", () => {
  it.each(["VENDANGES2025", "ANCIEN5", "NOEL2099"])("%s (expired, switched off, not started) gets the unknown code's 422, word for word", async (code) => {
    const idCart = await cartWithWine();
    const stale = await check(code, idCart);
    const unknown = await check("PASUNCODE", idCart);
    expect(stale.status).toBe(422);
    expect(stale.body).toEqual(unknown.body);
    expect(stale.body).toEqual({ success: false, data: { code: [DISCOUNT_MESSAGES.unknown] }, message: DISCOUNT_MESSAGES.unknown });
  });

  it("the order check says the same on `discount`", async () => {
    const idCart = await cartWithWine();
    const answer = await post("/order/validate", { idCart, discount: "VENDANGES2025" });
    expect(answer.status).toBe(422);
    expect((answer.body.data as Record<string, string[]>).discount).toEqual([DISCOUNT_MESSAGES.unknown]);
  });

  it("they count as guesses, as unknown codes do; a valid code gives its slot back", async () => {
    const idCart = await cartWithWine();
    const ip = nextIp();
    for (let i = 0; i < DISCOUNT_GUESS_LIMITS.perCart + 3; i += 1) expect((await check("BIENVENUE10", idCart, { ip })).status).toBe(200);
    for (let i = 0; i < DISCOUNT_GUESS_LIMITS.perCart; i += 1) expect((await check(i % 2 ? "VENDANGES2025" : "ANCIEN5", idCart, { ip })).status).toBe(422);
    expect((await check("NOEL2099", idCart, { ip })).status).toBe(429);
  });
});

describe("guesses per cart and per account", () => {
  it("one cart: 10 unknown codes in 15 minutes whatever the client addresses, then 429 even for a real code; another cart is free", async () => {
    const idCart = await cartWithWine();
    const answers = await Promise.all(Array.from({ length: DISCOUNT_GUESS_LIMITS.perCart + 5 }, (_, i) => check(`DEVINE${i}`, idCart)));
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(DISCOUNT_GUESS_LIMITS.perCart);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.message).toBe(RATE_LIMITED_MESSAGE);
    expect((await check("BIENVENUE10", idCart)).status).toBe(429);
    expect((await check("BIENVENUE10", await cartWithWine())).status).toBe(200);
  });

  it("one account: 10 unknown codes in 15 minutes over all the carts it presents and every address, then 429; another customer is free", async () => {
    const customer = await createLoggedUser(SITE_70);
    const own = await cartWithWine(customer.token);
    for (let i = 0; i < DISCOUNT_GUESS_LIMITS.perAccount; i += 1) {
      // Its own cart, then guest carts it holds the ids of, each from another address.
      const idCart = i === 0 ? own : await cartWithWine();
      expect((await check(`DEVINE${i}`, idCart, { token: customer.token })).status).toBe(422);
    }
    expect((await check("DEVINE-X", await cartWithWine(), { token: customer.token })).status).toBe(429);
    const other = await createLoggedUser(SITE_70);
    expect((await check("DEVINE-X", await cartWithWine(other.token), { token: other.token })).status).toBe(422);
  });
});
