import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, getParsed } from "@/lib/api-client/create-api-client";
import { fetchImage } from "@/lib/api-client/images";
import { PlatformError } from "@/lib/api-client/platform-error";
import { companyAddressListSchema, elementListSchema, elementSchema, newsListSchema } from "@/lib/schemas/content";
import { pageTreeSchema, siteInfoSchema } from "@/lib/schemas/site";
import { readFixtures, RECORDED_SITE_ID } from "@/scripts/mock-platform/fixtures";
import { createMockPlatformHandlers, type UnansweredRequest } from "@/scripts/mock-platform/handlers";
import { monthsBetween } from "@/scripts/mock-platform/record-calendars";
import { withQuery } from "@/scripts/mock-platform/recording";
import { startMockPlatform } from "@/scripts/mock-platform/server";

// The mock platform of `npm run dev:mock` answers the recorded fixtures in the contract's envelope,
// parsed by the storefront's own client and schemas.
const fixtures = readFixtures();
const MOCK = "http://mock-platform.test";
const unanswered: UnansweredRequest[] = [];
const server = setupServer(...createMockPlatformHandlers(fixtures, { onUnanswered: (request) => unanswered.push(request) }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  unanswered.length = 0;
});

const client = (siteId = RECORDED_SITE_ID) => createApiClient({ baseURL: `${MOCK}/api`, siteId });

describe("recorded fixtures", () => {
  it("cover the storefront's start-up reads, the layout's included, every one a successful envelope or image", () => {
    const paths = fixtures.map((f) => f.request.path);
    for (const path of ["/api/site/info", "/api/parameter", "/api/page", "/api/logged", "/api/company/address", "/api/news", "/api/consent/services", "/api/popup"]) {
      expect(paths).toContain(path);
    }
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

  it("answer what was not recorded with a French 404 envelope, and tell it", async () => {
    const error = await getParsed(client(), "/element/inconnu/1", elementSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).status).toBe(404);
    expect((error as PlatformError).message).toContain("Aucune réponse enregistrée pour GET /api/element/inconnu/1");
    expect(unanswered).toEqual([{ method: "GET", path: "/api/element/inconnu/1", query: "", reason: (error as PlatformError).message }]);
  });

  it("refuse another site like the platform does, and tell it", async () => {
    const error = await getParsed(client(70), "/site/info", siteInfoSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: "Site inconnu." });
    expect(unanswered).toMatchObject([{ path: "/api/site/info", reason: "Site inconnu." }]);
  });

  it("answer another query of a recorded path with that recording, and tell it as approximate", async () => {
    const news = await getParsed(client(), "/news", newsListSchema, { page: 1, nbItem: 7, orderBy: "publishedAt:desc" });
    expect(news.list.length).toBeGreaterThan(0);
    expect(unanswered).toHaveLength(1);
    expect(unanswered[0]).toMatchObject({ path: "/api/news", query: "nbItem=7&orderBy=publishedAt%3Adesc&page=1" });
    expect(unanswered[0]!.reason).toMatch(/^réponse approchée/);
  });

  it("tell nothing of a request answered by its own recording, whatever the order of its query", async () => {
    await getParsed(client(), "/element/link-footer", elementListSchema, { page: 1, nbItem: 100 });
    await getParsed(client(), "/news", newsListSchema, { orderBy: "publishedAt:desc", nbItem: 3, page: 1 });
    expect(unanswered).toEqual([]);
  });
});

describe("the recorder's helpers", () => {
  it("write a query in the canonical order, leaving unset values out", () => {
    expect(withQuery("/news", { page: 1, nbItem: 3, orderBy: "publishedAt:desc", promoted: undefined })).toBe("/news?nbItem=3&orderBy=publishedAt%3Adesc&page=1");
    expect(withQuery("/calendar")).toBe("/calendar");
  });

  it("list the months an appointment horizon reaches, across a new year", () => {
    expect(monthsBetween("2026-12-08", "2027-02-06")).toEqual([
      { month: 12, year: 2026 },
      { month: 1, year: 2027 },
      { month: 2, year: 2027 },
    ]);
    expect(monthsBetween("2026-03-01", "2026-03-31")).toEqual([{ month: 3, year: 2026 }]);
  });
});

describe("mock platform over HTTP (what next dev talks to)", () => {
  it("answers a recorded envelope on its port, and keeps and logs each request it could not answer once", async () => {
    server.close(); // real sockets from here on
    const lines: string[] = [];
    const mock = await startMockPlatform(fixtures, 0, { log: (line) => lines.push(line) });
    try {
      const headers = { "X-Site-Id": String(RECORDED_SITE_ID) };
      const response = await fetch(`${mock.url}/api/logged`, { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, data: false, message: null });
      expect(mock.unanswered()).toEqual([]);
      for (let i = 0; i < 2; i++) expect((await fetch(`${mock.url}/api/user/newsletter/lists`, { headers })).status).toBe(404);
      expect(mock.unanswered()).toMatchObject([{ method: "GET", path: "/api/user/newsletter/lists" }]);
      expect(lines).toEqual(["[faux serveur] GET /api/user/newsletter/lists : Aucune réponse enregistrée pour GET /api/user/newsletter/lists (npm run mock:record)."]);
    } finally {
      await mock.close();
    }
  });
});
