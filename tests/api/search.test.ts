import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import { elements, news, pages, products, siteParameters } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { SEARCH_LIMIT } from "@/lib/platform/routes/search";
import { searchAnswerSchema, type SearchAnswer } from "@/lib/schemas/search";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());
beforeEach(() => resetRateLimits());

async function search(q: string, siteId = SITE_69, extra = "") {
  const response = await callApi<SearchAnswer>(`/search?q=${encodeURIComponent(q)}${extra}`, { siteId });
  return response;
}

describe("GET /search (French full-text search, accents ignored)", () => {
  it("« stress » finds the stress workshop, and the answer follows the contract", async () => {
    const response = await search("stress");
    expect(response.status).toBe(200);
    const data = searchAnswerSchema.parse(response.body.data);
    const workshop = data.list.find((r) => r.kind === "WORKSHOP" && r.title === "Apprivoiser son stress au quotidien");
    expect(workshop).toBeDefined();
    expect(workshop!.url).toMatch(/^\/ateliers\/apprivoiser-son-stress-au-quotidien\/\d+$/);
    expect(workshop!.excerpt.length).toBeGreaterThan(0);
    expect(workshop!.excerpt.length).toBeLessThanOrEqual(200);
    expect(data.total).toBe(data.list.length);
  });

  it("« stress » also finds the blog article about stress, at its /blog/{id}/{slug} address", async () => {
    const list = (await search("stress", SITE_69, "&nbItem=50")).body.data.list;
    const article = list.find((r) => r.kind === "BLOG" && r.title === "5 techniques pour apprivoiser son stress au travail");
    expect(article?.url).toMatch(/^\/blog\/\d+\/5-techniques-pour-apprivoiser-son-stress-au-travail$/);
  });

  it("finds services at their /prestation/{id}/{slug} page", async () => {
    const list = (await search("collectivités", SITE_69, "&nbItem=50")).body.data.list;
    expect(list.some((r) => r.kind === "SERVICE" && /^\/prestation\/\d+\/[a-z0-9-]+$/.test(r.url))).toBe(true);
  });

  it("leaves blog articles out while IS_BLOG_ACTIVATED is off", async () => {
    const db = await getDb();
    const blogOff = and(eq(siteParameters.siteId, SITE_69), eq(siteParameters.type, "IS_BLOG_ACTIVATED"));
    await db.update(siteParameters).set({ value: "false" }).where(blogOff);
    invalidateTags(cacheTags.parameters(SITE_69));
    try {
      const list = (await search("stress", SITE_69, "&nbItem=50")).body.data.list;
      expect(list.filter((r) => r.kind === "BLOG")).toEqual([]);
      expect(list.some((r) => r.kind === "WORKSHOP")).toBe(true);
    } finally {
      await db.update(siteParameters).set({ value: "true" }).where(blogOff);
      invalidateTags(cacheTags.parameters(SITE_69));
    }
  });

  it("stems French words: « stressés » finds what « stress » finds, « ateliers » what « atelier » finds", async () => {
    const stressed = await search("stressés");
    expect(stressed.body.data.list.map((r) => r.title)).toContain("Apprivoiser son stress au quotidien");
    expect((await search("ateliers")).body.data.list).toEqual((await search("atelier")).body.data.list);
  });

  it("ignores accents both ways", async () => {
    const withoutAccent = (await search("developpement personnel")).body.data.list.map((r) => r.url);
    const withAccent = (await search("Développement personnel")).body.data.list.map((r) => r.url);
    expect(withoutAccent).toContain("/prestations/coach-developpement-personnel");
    expect(withAccent).toEqual(withoutAccent);
  });

  it("a page's title weighs more than its body: the page titled with the words comes first", async () => {
    const list = (await search("coach de vie")).body.data.list;
    expect(list[0]).toMatchObject({ kind: "PAGE", url: "/coach-de-vie" });
  });

  it("finds news by their text, and leaves unpublished news out", async () => {
    const db = await getDb();
    const [item] = await db
      .insert(news)
      .values({ siteId: SITE_69, title: "Nouvelle session de sophrologie", slug: "nouvelle-session-sophrologie", summary: "Des séances de sophrologie le jeudi soir." })
      .returning();
    const found = (await search("sophrologie")).body.data.list;
    expect(found).toContainEqual(expect.objectContaining({ kind: "NEWS", id: item!.id, url: `/actualites/${item!.id}/nouvelle-session-sophrologie` }));
    await db.update(news).set({ isPublished: false }).where(eq(news.id, item!.id));
    expect((await search("sophrologie")).body.data.list).toEqual([]);
  });

  it("sees a content change at once (no index to rebuild)", async () => {
    const db = await getDb();
    const [page] = await db.select().from(pages).where(eq(pages.siteId, SITE_69)).limit(1);
    expect((await search("kaléidoscope")).body.data.total).toBe(0);
    await db.update(pages).set({ metaDescription: "Un kaléidoscope de méthodes." }).where(eq(pages.id, page!.id));
    expect((await search("kaleidoscope")).body.data.list.map((r) => r.id)).toContain(page!.id);
  });

  it("never shows another site's content (sites 69 and 70)", async () => {
    const db = await getDb();
    await db.insert(elements).values({ siteId: SITE_70, route: "ateliers", title: "Dégustation œnologique zygomatique", slug: "degustation-zygomatique", data: { summary: "Un atelier au chai." } });
    expect((await search("zygomatique")).body.data.list).toEqual([]);
    const on70 = (await search("zygomatique", SITE_70)).body.data.list;
    expect(on70.map((r) => r.title)).toEqual(["Dégustation œnologique zygomatique"]);
    expect((await search("coach de vie", SITE_70)).body.data.list.filter((r) => r.kind === "PAGE" && r.url === "/coach-de-vie")).toEqual([]);
  });

  it("finds a shop's published products at /boutique/{slug}/{id}, never on a site whose shop is off", async () => {
    const db = await getDb();
    const product = (name: string, siteId: number, isPublished: boolean, reference: string) => ({
      siteId,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      reference,
      type: "WINE" as const,
      appellation: "Côtes du Zanzibar",
      summary: "Un vin de test aux arômes de groseille.",
      isPublished,
    });
    const [wine] = await db
      .insert(products)
      .values([
        product("Cuvée Zéphyrine", SITE_70, true, "search-test-1"),
        product("Zéphyrine cachée", SITE_70, false, "search-test-2"),
        product("Zéphyrine du coach", SITE_69, true, "search-test-3"),
      ])
      .returning({ id: products.id });
    try {
      const found = (await search("zephyrine", SITE_70)).body.data.list.filter((r) => r.kind === "PRODUCT");
      expect(found).toEqual([expect.objectContaining({ id: wine!.id, title: "Cuvée Zéphyrine", url: `/boutique/cuv-e-z-phyrine/${wine!.id}` })]);
      expect(found[0]!.excerpt).toContain("groseille");
      // By appellation too (weight B).
      expect((await search("Zanzibar", SITE_70)).body.data.list.some((r) => r.kind === "PRODUCT")).toBe(true);
      // Site 69 has its shop off: its own product row is no result.
      expect((await search("zephyrine", SITE_69)).body.data.list.filter((r) => r.kind === "PRODUCT")).toEqual([]);
    } finally {
      await db.delete(products).where(eq(products.reference, "search-test-1"));
      await db.delete(products).where(eq(products.reference, "search-test-2"));
      await db.delete(products).where(eq(products.reference, "search-test-3"));
    }
  });

  it("pages the results and keeps the total on a page past the end", async () => {
    const all = (await search("coaching")).body.data;
    expect(all.total).toBeGreaterThan(2);
    const first = (await search("coaching", SITE_69, "&nbItem=2")).body.data;
    const second = (await search("coaching", SITE_69, "&nbItem=2&page=2")).body.data;
    expect(first.list).toHaveLength(2);
    expect(first.pagination).toEqual({ page: 1, nbItem: 2 });
    expect(second.list[0]).toEqual(all.list[2]);
    const past = (await search("coaching", SITE_69, "&page=99")).body.data;
    expect(past.list).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it("stop words only, or search syntax characters, answer no result rather than an error", async () => {
    expect((await search("des de")).body.data.total).toBe(0);
    const odd = await search(`"stress" -or & | ! ( ) : * '`);
    expect(odd.status).toBe(200);
  });

  it.each([
    ["", "q"],
    ["a", "q"],
    ["x".repeat(101), "q"],
  ])("refuses q=%j with a French 422 on the field", async (q, field) => {
    const response = await search(q);
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(Object.keys(response.body.data as object)).toContain(field);
  });

  it("refuses a bad page or size (422), and a missing q", async () => {
    expect((await search("stress", SITE_69, "&page=0")).status).toBe(422);
    expect((await search("stress", SITE_69, "&nbItem=500")).status).toBe(422);
    expect((await search("stress", SITE_69, "&page=abc")).status).toBe(422);
    expect((await callApi("/search")).status).toBe(422);
  });

  it(`limits searches per client address (${SEARCH_LIMIT.perIp} a minute), then 429 in French`, async () => {
    for (let i = 0; i < SEARCH_LIMIT.perIp; i++) expect((await search("stress")).status).toBe(200);
    const refused = await search("stress");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/[Tt]rop|réessayez/);
  });
});
