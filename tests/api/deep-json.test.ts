import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from "@/lib/domain/json-depth";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { createApp } from "@/lib/platform/app";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { freshIp, registerThroughApi, STRONG_PASSWORD } from "@/tests/support/accounts";
import { insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * JSON nested ~2 000 levels deep (4 kB, far under the body limit) once overflowed the stack of the
 * recursive checks (a 500): every JSON entrance refuses it with a 422 in the envelope before
 * parsing, and a body nested as deep as the limit still gets its ordinary answer.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let wine: InsertedProduct;
let customer70: string;
const app = createApp();

beforeAll(async () => {
  database = await openTestDatabase();
  wine = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 1250, stock: 10 }] });
  customer70 = (await createLoggedUser(SITE_70)).token;
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => resetRateLimits());

/** `depth` nested arrays around a number: "[[[…1…]]]". */
const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
const TOO_DEEP = nested(2_000);
/** As deep as allowed once inside a body object (the object is one level). */
const DEEPEST_ALLOWED = nested(MAX_JSON_DEPTH - 1);

function postRaw(path: string, body: string, options: { siteId?: number; token?: string } = {}) {
  return callApi(path, { method: "POST", body, siteId: options.siteId, token: options.token, headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: freshIp() } });
}

function expectTooDeep(response: Awaited<ReturnType<typeof callApi>>, field = "body") {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.success).toBe(false);
  expect(response.body.message).toBe(JSON_TOO_DEEP_MESSAGE);
  expect(response.body.data).toEqual({ [field]: [JSON_TOO_DEEP_MESSAGE] });
}

describe("JSON nested too deep: 422 before parsing, never a 500", () => {
  it("POST /login: the bare nesting and the nesting inside a field", async () => {
    expectTooDeep(await postRaw("/login", TOO_DEEP));
    expectTooDeep(await postRaw("/login", `{"email":${TOO_DEEP},"password":"x"}`));
    expectTooDeep(await postRaw("/login", `${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`));
  });

  it("POST /login at the deepest allowed nesting still logs in", async () => {
    const { body } = await registerThroughApi();
    const answer = await postRaw("/login", `{"email":${JSON.stringify(body.email)},"password":${JSON.stringify(STRONG_PASSWORD)},"extra":${DEEPEST_ALLOWED}}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // One level more is refused.
    expectTooDeep(await postRaw("/login", `{"email":${JSON.stringify(body.email)},"password":"x","extra":${nested(MAX_JSON_DEPTH)}}`));
  });

  it("brackets inside strings do not count", async () => {
    const { body } = await registerThroughApi();
    const answer = await postRaw("/login", JSON.stringify({ email: body.email, password: STRONG_PASSWORD, note: `"[${"[{".repeat(2_000)}\\"` }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it("POST /message", async () => {
    expectTooDeep(await postRaw("/message", `{"name":"Julie","message":${TOO_DEEP}}`, { siteId: SITE_69 }));
    // At the limit: the ordinary per-field answer.
    const fields = await postRaw("/message", `{"name":"Julie","extra":${DEEPEST_ALLOWED}}`, { siteId: SITE_69 });
    expect(fields.status).toBe(422);
    expect(Object.keys(fields.body.data as object)).toContain("email");
  });

  it("POST /order (a customer)", async () => {
    expectTooDeep(await postRaw("/order", `{"idCart":${TOO_DEEP}}`, { siteId: SITE_70, token: customer70 }));
    const fields = await postRaw("/order", `{"extra":${DEEPEST_ALLOWED}}`, { siteId: SITE_70, token: customer70 });
    expect(fields.status).toBe(422);
    expect(fields.body.message).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it("POST /cart (options): the cart's own error list", async () => {
    const response = await postRaw("/cart", `{"discountCode":${TOO_DEEP}}`, { siteId: SITE_70 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, data: [{ key: "body", error: JSON_TOO_DEEP_MESSAGE }], message: JSON_TOO_DEEP_MESSAGE });
    expect((await postRaw("/cart", `{"type":"DELIVERY","extra":${DEEPEST_ALLOWED}}`, { siteId: SITE_70 })).status).toBe(201);
  });

  it("POST /cart/{id}/product/{declination}: a JSON body and the multipart `customizations` field", async () => {
    const path = `/cart/new/product/${wine.declinationIds[0]}`;
    const asJson = await postRaw(path, `{"type":"WINE","quantity":1,"customizations":${TOO_DEEP}}`, { siteId: SITE_70 });
    expect(asJson.status).toBe(422);
    expect(asJson.body.data).toEqual([{ key: "body", error: JSON_TOO_DEEP_MESSAGE }]);

    const multipart = (customizations: string) => {
      const form = new FormData();
      form.set("type", "WINE");
      form.set("quantity", "1");
      form.set("customizations", customizations);
      return app.request(`/api${path}`, { method: "POST", body: form, headers: { "X-Site-Id": String(SITE_70), [CLIENT_ADDRESS_HEADER]: freshIp() } });
    };
    const refused = await multipart(`[{"id":1,"key":"texte","textValue":${TOO_DEEP}}]`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { data: unknown }).data).toEqual([{ key: "customizations", error: JSON_TOO_DEEP_MESSAGE }]);
    // As deep as allowed: parsed and checked as usual (not answers of this shape), then a plain add.
    const checked = await multipart(nested(MAX_JSON_DEPTH));
    expect(checked.status).toBe(422);
    expect(((await checked.json()) as { data: unknown }).data).toEqual([{ key: "customizations", error: CART_MESSAGES.invalidCustomizations }]);
    expect((await multipart("[]")).status).toBe(201);
  });
});
