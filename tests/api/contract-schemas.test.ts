import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { companyAddressListSchema, countryListSchema, elementListSchema, elementSchema, newsListSchema } from "@/lib/schemas/content";
import { outboxListSchema, outboxMessageSchema } from "@/lib/schemas/outbox";
import { adminDomainListSchema } from "@/lib/schemas/admin/domains";
import { pageTreeSchema, sitePageSchema, siteInfoSchema, siteResolutionSchema } from "@/lib/schemas/site";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { productCustomizationListSchema } from "@/lib/schemas/shop/customization";
import { accessPointListSchema, cityListSchema, clickAndCollectSchema, pickupDaySchema, shippingFeesSchema } from "@/lib/schemas/shop/shipping";
import { allowedDaysSchema } from "@/lib/schemas/appointments";
import { awardListSchema, mealIconListSchema, productListSchema, productSchema, recommendedProductsSchema } from "@/lib/schemas/shop/product";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

// Each answer of the contract checked against its one schema (lib/schemas), the same the
// services return and the API client parses: a field renamed on one side fails here.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let adminToken: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const admin = await createLoggedUser(SITE_69, "ADMIN");
  adminToken = admin.token;
  // One e-mail in the outbox (no SMTP in tests): a reset link for the admin.
  const asked = await callApi("/password/reset/ask", { method: "PUT", body: JSON.stringify({ email: admin.user.email }), headers: { "Content-Type": "application/json" } });
  expect(asked.status).toBe(200);
  // The e-mail is written after the answer: wait for it.
  await settleBackgroundWork();
});
afterAll(async () => database.dispose());

async function dataOf(path: string, token?: string, siteId?: number): Promise<unknown> {
  const response = await callApi(path, { token, siteId });
  expect(response.status, `${path}: ${response.body.message}`).toBe(200);
  return response.body.data;
}

function expectShape(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

describe("list answers match their schema", () => {
  it.each([
    ["/news", newsListSchema],
    ["/news?promoted=true&nbItem=2&page=2", newsListSchema],
    ["/element/link-footer", elementListSchema],
    ["/element/ateliers?nbItem=2", elementListSchema],
    ["/countries?name=lk:fra", countryListSchema],
  ] as const)("GET %s", async (path, schema) => {
    const data = await dataOf(path);
    expectShape(schema, data);
    expect((data as { total: number }).total).toBeGreaterThan(0);
  });

  it("GET /admin/outbox and one of its messages", async () => {
    const list = await dataOf("/admin/outbox", adminToken);
    expectShape(outboxListSchema, list);
    const [message] = outboxListSchema.parse(list).list;
    expect(message).toBeDefined();
    expectShape(outboxMessageSchema, await dataOf(`/admin/outbox/${message!.id}`, adminToken));
  });
});

describe("other answers match their schema", () => {
  it("GET /site/info", async () => expectShape(siteInfoSchema, await dataOf("/site/info")));
  it("GET /site/resolve", async () => expectShape(siteResolutionSchema, await dataOf("/site/resolve?host=vins.localhost")));
  it("GET /admin/domains", async () => expectShape(adminDomainListSchema, await dataOf("/admin/domains", adminToken)));
  it("GET /page (the tree, children included)", async () => {
    const tree = await dataOf("/page");
    expectShape(pageTreeSchema, tree);
    expect((tree as { children: unknown[] }[]).some((page) => page.children.length > 0)).toBe(true);
  });
  it("GET /page/{id} for every page of the tree", async () => {
    const pages = pageTreeSchema.parse(await dataOf("/page")).flatMap(function walk(page): { id: number; type: string }[] {
      return [page, ...page.children.flatMap(walk)];
    });
    for (const page of pages.filter((p) => p.type !== "LINK")) expectShape(sitePageSchema, await dataOf(`/page/${page.id}`));
  });
  it("GET /company/address", async () => expectShape(companyAddressListSchema, await dataOf("/company/address")));
  it("GET /element/{route}/{id}", async () => {
    const list = elementListSchema.parse(await dataOf("/element/ateliers?nbItem=1"));
    expectShape(elementSchema, await dataOf(`/element/ateliers/${list.items[0]!.id}`));
  });
});

describe("catalogue answers (site 70) match their schema", () => {
  it("GET /product, /product/{id}, /award, /v2/product/recommended/{id}, /product/{id}/customization for every product", async () => {
    const list = productListSchema.parse(await dataOf("/product?nbItem=100", undefined, SITE_70));
    expect(list.total).toBeGreaterThan(0);
    for (const product of list.list) {
      expectShape(productSchema, await dataOf(`/product/${product.id}`, undefined, SITE_70));
      expectShape(awardListSchema, await dataOf(`/award?product=${product.id}`, undefined, SITE_70));
      expectShape(recommendedProductsSchema, await dataOf(`/v2/product/recommended/${product.id}`, undefined, SITE_70));
      expectShape(productCustomizationListSchema, await dataOf(`/product/${product.id}/customization`, undefined, SITE_70));
    }
  });
  it("GET /parameter/product/meal-icon", async () => expectShape(mealIconListSchema, await dataOf("/parameter/product/meal-icon", undefined, SITE_70)));

  it("delivery: POST /calculate/shipping-fees, POST /relay/access-points, GET /cities, GET /click-and-collect and its calendar", async () => {
    const post = async (path: string, body: unknown) => {
      const response = await callApi(path, { siteId: SITE_70, method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
      expect(response.status, `${path}: ${response.body.message}`).toBe(200);
      return response.body.data;
    };
    const [product] = productListSchema.parse(await dataOf("/product?nbItem=100", undefined, SITE_70)).list.filter((p) => p.type.type === "WINE" && p.declinations.length === 1);
    expectShape(shippingFeesSchema, await post("/calculate/shipping-fees", { products: [{ idProduct: product!.id, quantity: 6 }], postalCode: "75011", country: "FR" }));
    expectShape(accessPointListSchema, await post("/relay/access-points", { postalCode: "69002", country: "FR" }));
    const france = countryListSchema.parse(await dataOf("/countries?alphaTwo=FR")).list[0]!;
    expectShape(cityListSchema, await dataOf(`/cities/dijon/${france.id}`, undefined, SITE_70));
    const pickup = clickAndCollectSchema.parse(await dataOf("/click-and-collect", undefined, SITE_70));
    expectShape(allowedDaysSchema, await dataOf(`/calendar/${pickup.calendarId}/date/allowed/1/2027`, undefined, SITE_70));
    expectShape(pickupDaySchema, await dataOf(`/calendar/${pickup.calendarId}/date/2027-01-15/schedules`, undefined, SITE_70));
  });
});

describe("the schemas reject a drifted answer", () => {
  it("a list without its pagination, or an item with a renamed field, fails", async () => {
    const news = newsListSchema.parse(await dataOf("/news"));
    expect(newsListSchema.safeParse({ list: news.list, total: news.total }).success).toBe(false);
    const [first, ...rest] = news.list;
    const { publishedAt, ...renamed } = first!;
    expect(newsListSchema.safeParse({ ...news, list: [{ ...renamed, published_at: publishedAt }, ...rest] }).success).toBe(false);
  });
});
