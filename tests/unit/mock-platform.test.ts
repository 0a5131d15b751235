import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, getParsed } from "@/lib/api-client/create-api-client";
import { fetchImage } from "@/lib/api-client/images";
import { PlatformError } from "@/lib/api-client/platform-error";
import { companyAddressListSchema, elementListSchema, elementSchema, newsListSchema } from "@/lib/schemas/content";
import { pageTreeSchema, siteInfoSchema } from "@/lib/schemas/site";
import { readFixtures, RECORDED_SITE_ID } from "@/scripts/mock-platform/fixtures";
import { createMockPlatformHandlers } from "@/scripts/mock-platform/handlers";
import { startMockPlatform } from "@/scripts/mock-platform/server";

// The mock platform of `npm run dev:mock` answers the recorded fixtures in the contract's envelope,
// parsed by the storefront's own client and schemas.
const fixtures = readFixtures();
const MOCK = "http://mock-platform.test";
const server = setupServer(...createMockPlatformHandlers(fixtures));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const client = (siteId = RECORDED_SITE_ID) => createApiClient({ baseURL: `${MOCK}/api`, siteId });

describe("recorded fixtures", () => {
  it("cover the storefront's start-up reads, every one a successful envelope or image", () => {
    const paths = fixtures.map((f) => f.request.path);
    for (const path of ["/api/site/info", "/api/parameter", "/api/page", "/api/logged", "/api/company/address", "/api/news"]) expect(paths).toContain(path);
    for (const fixture of fixtures) {
      if (fixture.response.bodyBase64 !== undefined) {
        expect(fixture.request.path).toMatch(/^\/api\/image\/\d+$/);
        // The image route serves album videos too (SPEC §5).
        expect(fixture.response.headers["content-type"]).toMatch(/^(image|video)\//);
      } else {
        expect(fixture.response.body).toMatchObject({ success: true, message: null });
      }
    }
  });
});

describe("mock platform handlers (msw)", () => {
  it("answer the contract's reads, which the storefront's schemas accept", async () => {
    const api = client();
    const info = await getParsed(api, "/site/info", siteInfoSchema);
    expect(info.id).toBe(RECORDED_SITE_ID);
    expect((await getParsed(api, "/page", pageTreeSchema)).length).toBeGreaterThan(0);
    expect((await getParsed(api, "/news", newsListSchema, { page: 1, nbItem: 3, orderBy: "publishedAt:desc" })).list.length).toBeGreaterThan(0);
    const links = await getParsed(api, "/element/link-footer", elementListSchema, { nbItem: 100, page: 1 });
    expect(links.route).toBe("link-footer");
    const workshops = await getParsed(api, "/element/ateliers", elementListSchema);
    expect(await getParsed(api, `/element/ateliers/${workshops.items[0]!.id}`, elementSchema)).toEqual(workshops.items[0]);
    expect((await getParsed(api, "/company/address", companyAddressListSchema)).length).toBeGreaterThan(0);
  });

  it("serve the recorded image bytes with their canonical path", async () => {
    const logo = (await getParsed(client(), "/site/info", siteInfoSchema)).logos[0]!;
    const image = await fetchImage(client(), logo.onlineImage.id);
    expect(image?.canonicalPath).toBe(logo.onlineImage.url);
    expect(Buffer.from(image!.bytes).toString("utf8")).toContain("<svg");
  });

  it("answer what was not recorded with a French 404 envelope", async () => {
    const error = await getParsed(client(), "/element/inconnu/1", elementSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).status).toBe(404);
    expect((error as PlatformError).message).toContain("Aucune réponse enregistrée pour GET /api/element/inconnu/1");
  });

  it("refuse another site like the platform does", async () => {
    const error = await getParsed(client(70), "/site/info", siteInfoSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: "Site inconnu." });
  });
});

describe("mock platform over HTTP (what next dev talks to)", () => {
  it("answers a recorded envelope on its port", async () => {
    server.close(); // real sockets from here on
    const mock = await startMockPlatform(fixtures, 3391);
    try {
      const response = await fetch(`${mock.url}/api/logged`, { headers: { "X-Site-Id": String(RECORDED_SITE_ID) } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, data: false, message: null });
    } finally {
      await mock.close();
    }
  });
});
