import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { getDb } from "@/lib/platform/db/client";
import { visits } from "@/lib/platform/db/schema";
import { site69 } from "@/lib/platform/seed/site-69";
import { site70 } from "@/lib/platform/seed/site-70";
import type { SeedSite } from "@/lib/platform/seed/types";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/** ARCHITECTURE.md: no row of one site is ever readable through another site's id. */

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const SEEDS: Record<number, SeedSite> = { [SITE_69]: site69, [SITE_70]: site70 };
const OTHER: Record<number, number> = { [SITE_69]: SITE_70, [SITE_70]: SITE_69 };
const BOTH = [SITE_69, SITE_70] as const;

interface MenuPage {
  id: number;
  url: string;
  title: string;
  children: MenuPage[];
}
interface ElementList {
  items: { id: number; title: string; slug: string; image: { id: number } | null }[];
  total: number;
}

async function get<T>(path: string, siteId: number): Promise<T> {
  const response = await callApi<T>(path, { siteId });
  expect(response.status, `${path} for site ${siteId}`).toBe(200);
  expect(response.body.success).toBe(true);
  return response.body.data;
}

function flatten(nodes: MenuPage[]): MenuPage[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function expectDisjoint(a: number[], b: number[], what: string) {
  const set = new Set(a);
  expect(
    b.filter((id) => set.has(id)),
    `${what} ids shared by both sites`,
  ).toEqual([]);
}

describe("list routes show only the rows of the requested site", () => {
  it("/news: each site sees exactly its own news", async () => {
    const lists = await Promise.all(BOTH.map((s) => get<{ list: { id: number; slug: string; title: string }[]; total: number }>("/news?nbItem=100", s)));
    BOTH.forEach((siteId, i) => {
      const { list, total } = lists[i]!;
      expect(list.map((n) => n.slug).sort()).toEqual(SEEDS[siteId]!.news.map((n) => n.slug).sort());
      expect(list.map((n) => n.title).sort()).toEqual(SEEDS[siteId]!.news.map((n) => n.title).sort());
      expect(total).toBe(SEEDS[siteId]!.news.length);
    });
    expectDisjoint(lists[0]!.list.map((n) => n.id), lists[1]!.list.map((n) => n.id), "news");
  });

  it("/news?promoted=true gives each site its own promoted item first", async () => {
    for (const siteId of BOTH) {
      const { list } = await get<{ list: { slug: string }[] }>("/news?promoted=true&nbItem=1", siteId);
      expect(list.map((n) => n.slug)).toEqual(SEEDS[siteId]!.news.filter((n) => n.isPromoted).map((n) => n.slug));
    }
  });

  it("/news filters cannot reach the other site's rows", async () => {
    const wine = await get<{ list: unknown[]; total: number }>("/news?title=lk:vendanges", SITE_69);
    expect(wine).toMatchObject({ list: [], total: 0 });
    const coaching = await get<{ list: unknown[]; total: number }>("/news?title=lk:coaching", SITE_70);
    expect(coaching).toMatchObject({ list: [], total: 0 });
  });

  it("/page: each site's tree holds exactly its own pages", async () => {
    const trees = await Promise.all(BOTH.map((s) => get<MenuPage[]>("/page", s)));
    BOTH.forEach((siteId, i) => {
      const pages = flatten(trees[i]!);
      expect(pages.map((p) => p.title).sort()).toEqual(SEEDS[siteId]!.pages.map((p) => p.title).sort());
      expect(pages).toHaveLength(SEEDS[siteId]!.pages.length);
    });
    expectDisjoint(flatten(trees[0]!).map((p) => p.id), flatten(trees[1]!).map((p) => p.id), "page");
    expect(flatten(trees[0]!).map((p) => p.url)).not.toContain("le-domaine");
    expect(flatten(trees[1]!).map((p) => p.url)).not.toContain("coach-de-vie");
  });

  it("/element/link-footer and /element/logo-footer: each site sees its own elements", async () => {
    for (const route of ["link-footer", "logo-footer"]) {
      const lists = await Promise.all(BOTH.map((s) => get<ElementList>(`/element/${route}?page=1&nbItem=100`, s)));
      BOTH.forEach((siteId, i) => {
        const expected = SEEDS[siteId]!.elements.filter((e) => e.route === route);
        expect(lists[i]!.items.map((e) => e.slug).sort(), `${route} of ${siteId}`).toEqual(expected.map((e) => e.slug).sort());
        expect(lists[i]!.items.map((e) => e.title).sort()).toEqual(expected.map((e) => e.title).sort());
        expect(lists[i]!.total).toBe(expected.length);
      });
      expectDisjoint(lists[0]!.items.map((e) => e.id), lists[1]!.items.map((e) => e.id), route);
    }
  });

  it("/company/address: each site sees its own addresses", async () => {
    const lists = await Promise.all(BOTH.map((s) => get<{ id: number; name: string; city: string }[]>("/company/address", s)));
    BOTH.forEach((siteId, i) => {
      expect(lists[i]!.map((a) => a.name)).toEqual(SEEDS[siteId]!.addresses.map((a) => a.name));
      expect(lists[i]!.map((a) => a.city)).toEqual(SEEDS[siteId]!.addresses.map((a) => a.city));
    });
    expectDisjoint(lists[0]!.map((a) => a.id), lists[1]!.map((a) => a.id), "address");
  });

  it("/parameter: each site reads its own values, never the other's", async () => {
    const lists = await Promise.all(BOTH.map((s) => get<{ id: number; type: string; value: string | null }[]>("/parameter", s)));
    BOTH.forEach((siteId, i) => {
      const values = new Map(lists[i]!.map((p) => [p.type, p.value]));
      expect(values.size).toBe(lists[i]!.length);
      for (const [type, value] of values) {
        const seed = SEEDS[siteId]!.parameters;
        const expected = type in seed ? seed[type] : findParameterDefinition(type)!.defaultValue;
        expect(value, `${type} of site ${siteId}`).toBe(expected);
      }
    });
    expectDisjoint(lists[0]!.map((p) => p.id), lists[1]!.map((p) => p.id), "parameter");
  });

  it("/variation: site 69 sees none of site 70's variations", async () => {
    const v69 = await get<unknown[]>("/variation", SITE_69);
    const v70 = await get<{ id: number; label: string; detail: { id: number; label: string }[] }[]>("/variation", SITE_70);
    expect(v69).toEqual([]);
    expect(v70.map((v) => v.label)).toEqual(site70.variations.map((v) => v.label));
    expect(v70.map((v) => v.detail.map((d) => d.label))).toEqual(site70.variations.map((v) => v.details));
  });

  it("/site/info: each site gets its own identity, fonts and logos", async () => {
    type Info = { id: number; name: string; fonts: { family: string }[]; logos: { id: number; alt: string; onlineImage: { id: number } }[] };
    const infos = await Promise.all(BOTH.map((s) => get<Info>("/site/info", s)));
    BOTH.forEach((siteId, i) => {
      const info = infos[i]!;
      expect(info.id).toBe(siteId);
      expect(info.name).toBe(SEEDS[siteId]!.name);
      expect(info.fonts.map((f) => f.family)).toEqual(SEEDS[siteId]!.fonts.map((f) => f.family));
      expect(info.logos.map((l) => l.alt).sort()).toEqual(SEEDS[siteId]!.logos.map((l) => l.alt).sort());
    });
    expectDisjoint(infos[0]!.logos.map((l) => l.id), infos[1]!.logos.map((l) => l.id), "logo");
    expectDisjoint(
      infos[0]!.logos.map((l) => l.onlineImage.id),
      infos[1]!.logos.map((l) => l.onlineImage.id),
      "logo image",
    );
  });

  it("/external-app/PRODUCT_FILE_GENERATOR/config/public: each site gets its own public config", async () => {
    for (const siteId of BOTH) {
      const data = await get<{ app: string; config: unknown }>("/external-app/PRODUCT_FILE_GENERATOR/config/public", siteId);
      const seed = SEEDS[siteId]!.externalApps.find((a) => a.app === "PRODUCT_FILE_GENERATOR")!;
      expect(data).toEqual({ app: "PRODUCT_FILE_GENERATOR", config: seed.publicConfig });
    }
  });

  it("an app configured only for site 69 is 404 for site 70", async () => {
    expect((await callApi("/external-app/GOOGLE_ANALYTICS/config/public", { siteId: SITE_69 })).status).toBe(200);
    const response = await callApi("/external-app/GOOGLE_ANALYTICS/config/public", { siteId: SITE_70 });
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
    expect(JSON.stringify(response.body)).not.toContain("G-ELAN");
  });
});

describe("detail routes refuse the other site's ids", () => {
  it.each(BOTH)("every page of site %i is 404 through the other site, 200 through its own", async (siteId) => {
    const pages = flatten(await get<MenuPage[]>("/page", siteId));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const own = await callApi<{ id: number; title: string }>(`/page/${page.id}`, { siteId });
      expect(own.status).toBe(200);
      expect(own.body.data.title).toBe(page.title);
      const foreign = await callApi(`/page/${page.id}`, { siteId: OTHER[siteId]! });
      expect(foreign.status, `page ${page.id} of ${siteId}`).toBe(404);
      expect(foreign.body).toEqual({ success: false, data: null, message: "Page introuvable." });
    }
  });

  it.each(BOTH)("every element of site %i is 404 through the other site, on any route", async (siteId) => {
    for (const route of ["link-footer", "logo-footer"]) {
      const { items } = await get<ElementList>(`/element/${route}?nbItem=100`, siteId);
      for (const item of items) {
        expect((await callApi(`/element/${route}/${item.id}`, { siteId })).status).toBe(200);
        for (const otherRoute of ["link-footer", "logo-footer"]) {
          const foreign = await callApi(`/element/${otherRoute}/${item.id}`, { siteId: OTHER[siteId]! });
          expect(foreign.status, `element ${item.id} (${route}) of ${siteId} via ${otherRoute}`).toBe(404);
          expect(foreign.body).toEqual({ success: false, data: null, message: "Élément introuvable." });
        }
      }
    }
  });
});

describe("writes stay in the requested site", () => {
  it("stores a visit recorded for site 70 with site_id 70 only", async () => {
    const source = "isolation-visit-70";
    const response = await callApi<{ id: number; source: string }>(`/site/visit/${source}`, { siteId: SITE_70 });
    expect(response.status).toBe(201);
    const rows = await (await getDb()).select().from(visits).where(eq(visits.source, source));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: response.body.data.id, siteId: 70, source });
  });

  it("stores a visit recorded for site 69 with site_id 69 only", async () => {
    const source = "isolation-visit-69";
    await callApi(`/site/visit/${source}`, { siteId: SITE_69 });
    const rows = await (await getDb()).select().from(visits).where(eq(visits.source, source));
    expect(rows.map((r) => r.siteId)).toEqual([69]);
  });

  it("a user's profile is never readable through the other site", async () => {
    const { token, user } = await createLoggedUser(SITE_70, "CUSTOMER");
    const own = await callApi<{ id: number }>("/user", { siteId: SITE_70, token });
    expect(own.body.data.id).toBe(user.id);
    const foreign = await callApi("/user", { siteId: SITE_69, token });
    expect(foreign.status).toBe(401);
    expect(JSON.stringify(foreign.body)).not.toContain(user.email);
  });
});
