import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ElementItem, ElementList, NewsList } from "@/lib/schemas/content";
import type { MenuPage } from "@/lib/schemas/site";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

type Element = ElementItem;

const PROMOTED_SLUG = "rentree-2026-ateliers-collectifs-apprivoiser-son-stress";
/** Site 69 news slugs, newest first. */
const NEWS_BY_DATE_DESC = [
  PROMOTED_SLUG,
  "bilan-de-competences-cinq-questions-avant-de-se-lancer",
  "elan-coaching-ouvre-un-espace-a-grenoble",
  "climat-scolaire-programme-prevention-harcelement-colleges-rhone",
];

const news = (query = "", siteId = SITE_69) => callApi<NewsList>(`/news${query}`, { siteId });

describe("GET /news", () => {
  it("lists the published news newest first, 10 per page by default, with the total", async () => {
    const response = await news();
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const { list, total, pagination } = response.body.data;
    expect(total).toBe(4);
    expect(pagination).toEqual({ page: 1, nbItem: 10 });
    expect(list.map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC);
    const dates = list.map((n) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of list) {
      expect(item.title).toMatch(/\S/);
      expect(item.summary).toMatch(/\S/);
      expect(item.content).toMatch(/^<p>/);
      expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it("puts the single promoted item first with promoted=true, whatever the order asked", async () => {
    const response = await news("?promoted=true&orderBy=publishedAt:asc");
    expect(response.status).toBe(200);
    const { list, total } = response.body.data;
    expect(total).toBe(4);
    expect(list[0]!.slug).toBe(PROMOTED_SLUG);
    expect(list[0]!.isPromoted).toBe(true);
    expect(list.filter((n) => n.isPromoted)).toHaveLength(1);
    // The rest follows the requested order (oldest first).
    expect(list.slice(1).map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC.slice(1).reverse());
  });

  it("gives the promoted item alone with promoted=true&nbItem=1 (startup call)", async () => {
    const response = await news("?promoted=true&nbItem=1");
    expect(response.body.data.list.map((n) => n.slug)).toEqual([PROMOTED_SLUG]);
    expect(response.body.data.total).toBe(4);
  });

  it("does not move the promoted item without promoted=true", async () => {
    const response = await news("?orderBy=publishedAt:asc");
    expect(response.body.data.list.map((n) => n.slug)).toEqual([...NEWS_BY_DATE_DESC].reverse());
  });

  it("pages with nbItem and page, keeping the total", async () => {
    const page2 = await news("?nbItem=2&page=2");
    expect(page2.status).toBe(200);
    expect(page2.body.data.total).toBe(4);
    expect(page2.body.data.pagination).toEqual({ page: 2, nbItem: 2 });
    expect(page2.body.data.list.map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC.slice(2, 4));
    const page3 = await news("?nbItem=2&page=3");
    expect(page3.body.data.list).toEqual([]);
    expect(page3.body.data.total).toBe(4);
    const page2of3 = await news("?nbItem=3&page=2");
    expect(page2of3.body.data.list.map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC.slice(3));
  });

  it("filters the title with lk: (contains, case-insensitive), the total counting matches only", async () => {
    const response = await news("?title=lk:COACHING");
    expect(response.body.data.total).toBe(1);
    expect(response.body.data.list.map((n) => n.slug)).toEqual(["elan-coaching-ouvre-un-espace-a-grenoble"]);
    const scolaire = await news("?title=lk:scolaire");
    expect(scolaire.body.data.list.map((n) => n.slug)).toEqual([
      "climat-scolaire-programme-prevention-harcelement-colleges-rhone",
    ]);
    const none = await news("?title=lk:vendanges");
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it("filters with df:, equality and date comparisons, ANDing repeated fields", async () => {
    const different = await news(`?slug=df:${PROMOTED_SLUG}`);
    expect(different.body.data.list.map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC.slice(1));
    const equal = await news("?slug=elan-coaching-ouvre-un-espace-a-grenoble");
    expect(equal.body.data.total).toBe(1);
    const since = await news("?publishedAt=gte:2026-05-01");
    expect(since.body.data.list.map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC.slice(0, 2));
    const between = await news("?publishedAt=gte:2026-04-01&publishedAt=lt:2026-09-01");
    expect(between.body.data.list.map((n) => n.slug)).toEqual(NEWS_BY_DATE_DESC.slice(1, 3));
    expect(between.body.data.total).toBe(2);
  });

  it("sorts by title on request (asc by default, desc reverses)", async () => {
    const asc = await news("?orderBy=title");
    expect(asc.status).toBe(200);
    const titles = asc.body.data.list.map((n) => n.title);
    expect(titles[0]).toMatch(/^Bilan de compétences/);
    expect(titles[1]).toMatch(/^Climat scolaire/);
    // Accented initials (« Élan ») depend on the database collation; both remaining titles come after C.
    expect(titles.slice(2).map((t) => t.slice(0, 4)).sort()).toEqual(["Rent", "Élan"]);
    const desc = await news("?orderBy=title:desc");
    expect(desc.body.data.list.map((n) => n.title)).toEqual([...titles].reverse());
  });

  it("filters promoted news with isPromoted=true / false", async () => {
    const promoted = await news("?isPromoted=true");
    expect(promoted.body.data.total).toBe(1);
    expect(promoted.body.data.list.map((n) => n.slug)).toEqual([PROMOTED_SLUG]);
    const others = await news("?isPromoted=false");
    expect(others.body.data.total).toBe(3);
    expect(others.body.data.list.every((n) => !n.isPromoted)).toBe(true);
  });
});

describe("GET /page (menu tree)", () => {
  async function tree(siteId = SITE_69) {
    const response = await callApi<MenuPage[]>("/page", { siteId });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  it("has the default menu as roots, ordered", async () => {
    const roots = await tree();
    expect(roots.map((p) => p.url)).toEqual(["", "prestations", "coach-de-vie", "nous-contacter", "prendre-un-rendez"]);
    const home = roots[0]!;
    expect(home).toMatchObject({ url: "", type: "HOME", title: "Accueil", idParent: null, showInMenu: true, children: [] });
    expect(roots.find((p) => p.url === "prestations")).toMatchObject({ type: "FOLDER", menuTitle: "Prestations" });
    expect(roots.find((p) => p.url === "coach-de-vie")).toMatchObject({ type: "PAGE", title: "Coach de vie" });
    expect(roots.find((p) => p.url === "nous-contacter")).toMatchObject({ type: "PAGE", title: "Nous contacter" });
    // The booking page exists but stays out of the menu.
    expect(roots.find((p) => p.url === "prendre-un-rendez")!.showInMenu).toBe(false);
    const orders = roots.map((p) => p.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("has exactly the four service pages under prestations, in order", async () => {
    const prestations = (await tree()).find((p) => p.url === "prestations")!;
    expect(prestations.children.map((c) => c.url)).toEqual([
      "prestations/accompagnement-pour-les-collectivites-entreprises-et-associations",
      "prestations/coach-developpement-personnel",
      "prestations/developpement-professionnel",
      "prestations/interventions-etablissement-scolaire",
    ]);
    for (const child of prestations.children) {
      expect(child.idParent).toBe(prestations.id);
      expect(child.type).toBe("PAGE");
      expect(child.children).toEqual([]);
    }
    expect(prestations.children.map((c) => c.order)).toEqual([1, 2, 3, 4]);
  });

  it("gives every node the menu fields only (no cms)", async () => {
    const visit = (nodes: MenuPage[], seen: MenuPage[] = []): MenuPage[] => {
      for (const node of nodes) {
        seen.push(node);
        visit(node.children, seen);
      }
      return seen;
    };
    const all = visit(await tree());
    expect(all).toHaveLength(9);
    for (const node of all) {
      expect(Object.keys(node).sort()).toEqual(
        ["children", "id", "idParent", "link", "menuTitle", "order", "showInMenu", "title", "type", "url"].sort(),
      );
      expect(Number.isInteger(node.id)).toBe(true);
      expect(node.title).toMatch(/\S/);
      expect(node.menuTitle).toMatch(/\S/);
      expect(typeof node.showInMenu).toBe("boolean");
      expect(Array.isArray(node.children)).toBe(true);
    }
    expect(JSON.stringify(all)).not.toContain('"cms"');
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
  });
});

describe("GET /page/{id}", () => {
  it("returns one page with its typed content and meta description", async () => {
    const roots = (await callApi<MenuPage[]>("/page", { siteId: SITE_69 })).body.data;
    const coach = roots.find((p) => p.url === "coach-de-vie")!;
    const response = await callApi<Record<string, unknown> & { cms: { version: number; blocks: { id: string; type: string }[] } }>(
      `/page/${coach.id}`,
      { siteId: SITE_69 },
    );
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page).toMatchObject({ id: coach.id, url: "coach-de-vie", title: "Coach de vie", idParent: null, type: "PAGE" });
    expect(page.metaDescription).toMatch(/\S{3}/);
    expect(page.cms.version).toBe(1);
    expect(page.cms.blocks.length).toBeGreaterThan(0);
    for (const block of page.cms.blocks) {
      expect(block.id).toMatch(/\S/);
      expect(block.type).toMatch(/^[a-zA-Z]+$/);
    }
    expect(page).not.toHaveProperty("siteId");
  });

  it("rewrites seed image references to served image URLs", async () => {
    const roots = (await callApi<MenuPage[]>("/page", { siteId: SITE_69 })).body.data;
    const response = await callApi(`/page/${roots[0]!.id}`, { siteId: SITE_69 });
    const raw = JSON.stringify(response.body.data);
    expect(raw).not.toContain("/seed-assets/");
    expect(raw).toMatch(/\/images\/\d+\/hero-accueil\.svg/);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers /page/%s with 422 on `id`", async (id) => {
    const response = await callApi<Record<string, string[]>>(`/page/${id}`, { siteId: SITE_69 });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(Object.keys(response.body.data)).toEqual(["id"]);
  });

  it("answers an unknown page with 404", async () => {
    const response = await callApi("/page/999999", { siteId: SITE_69 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, data: null, message: "Page introuvable." });
  });
});

describe("GET /element/{route}", () => {
  async function list(route: string, query = "?page=1&nbItem=100", siteId = SITE_69) {
    return callApi<ElementList>(`/element/${route}${query}`, { siteId });
  }

  it("lists the footer links sorted by order, with route, total and pagination", async () => {
    const response = await list("link-footer");
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.route).toBe("link-footer");
    expect(data.total).toBe(7);
    expect(data.pagination).toEqual({ page: 1, nbItem: 100 });
    expect(data.items.map((i) => i.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.items.map((i) => i.url)).toEqual([
      "/legal-notice",
      "/privacy-policy",
      "/cookie-policy",
      "/use-terms",
      "/sale-terms",
      "/nous-contacter",
      "/albums",
    ]);
    expect(data.items[0]!.title).toBe("Mentions légales");
    for (const item of data.items) {
      expect(item.route).toBe("link-footer");
      expect(item.image).toBeNull();
    }
  });

  it("lists the footer logos with their images", async () => {
    const response = await list("logo-footer");
    const data = response.body.data;
    expect(data.route).toBe("logo-footer");
    expect(data.total).toBe(3);
    expect(data.items.map((i) => i.slug)).toEqual(["qualiopi", "partenaire-cci-lyon-metropole", "coach-certifie-rncp"]);
    for (const item of data.items) {
      expect(item.image).not.toBeNull();
      expect(item.image!.url).toMatch(/^\/images\/\d+\/[a-z0-9-]+\.svg$/);
      expect(item.image!.url).toContain(`/images/${item.image!.id}/`);
      expect(item.image!.alt).toMatch(/^Badge/);
    }
  });

  it("uses 10 items per page by default and pages the rest", async () => {
    const first = await list("link-footer", "");
    expect(first.body.data.pagination).toEqual({ page: 1, nbItem: 10 });
    expect(first.body.data.items).toHaveLength(7);
    const second = await list("link-footer", "?nbItem=4&page=2");
    expect(second.body.data.total).toBe(7);
    expect(second.body.data.items.map((i) => i.order)).toEqual([5, 6, 7]);
  });

  it("sorts and filters elements", async () => {
    const desc = await list("link-footer", "?orderBy=order:desc");
    expect(desc.body.data.items.map((i) => i.order)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const filtered = await list("link-footer", "?title=lk:politique");
    expect(filtered.body.data.items.map((i) => i.slug)).toEqual(["politique-de-confidentialite", "politique-des-cookies"]);
    expect(filtered.body.data.total).toBe(2);
  });

  it("gives an empty list for a route with no element", async () => {
    const response = await list("evenements");
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ route: "evenements", items: [], total: 0, pagination: { page: 1, nbItem: 100 } });
  });

  it("lists the seeded workshops of site 69 and gives one by id, not through site 70", async () => {
    const response = await list("ateliers");
    expect(response.body.data.total).toBe(3);
    const [first] = response.body.data.items;
    const one = await callApi<{ id: number; slug: string; data: { priceCents: number } }>(`/element/ateliers/${first!.id}`, { siteId: SITE_69 });
    expect(one.status).toBe(200);
    expect(one.body.data.slug).toBe(first!.slug);
    expect(one.body.data.data.priceCents).toBeGreaterThan(0);
    expect((await callApi(`/element/ateliers/${first!.id}`, { siteId: SITE_70 })).status).toBe(404);
  });

  it.each(["Bad_Route", "UPPER", "a--b", "-lead"])("answers the malformed route %s with 422 on `route`", async (route) => {
    const response = await callApi<Record<string, string[]>>(`/element/${route}`, { siteId: SITE_69 });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data)).toEqual(["route"]);
  });
});

describe("GET /element/{route}/{id}", () => {
  it("returns the item as listed", async () => {
    const listed = (await callApi<ElementList>("/element/logo-footer", { siteId: SITE_69 })).body.data.items[1]!;
    const response = await callApi<Element>(`/element/logo-footer/${listed.id}`, { siteId: SITE_69 });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(listed);
    expect(response.body.data.title).toBe("Partenaire CCI Lyon Métropole");
  });

  it("answers an unknown id with 404", async () => {
    const response = await callApi("/element/link-footer/999999", { siteId: SITE_69 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, data: null, message: "Élément introuvable." });
  });

  it("answers an element of another route with 404", async () => {
    const logo = (await callApi<ElementList>("/element/logo-footer", { siteId: SITE_69 })).body.data.items[0]!;
    expect((await callApi(`/element/logo-footer/${logo.id}`, { siteId: SITE_69 })).status).toBe(200);
    const response = await callApi(`/element/link-footer/${logo.id}`, { siteId: SITE_69 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Élément introuvable.");
  });

  it("answers a malformed route or id with 422", async () => {
    const badRoute = await callApi<Record<string, string[]>>("/element/Bad_Route/1", { siteId: SITE_69 });
    expect(badRoute.status).toBe(422);
    expect(Object.keys(badRoute.body.data)).toEqual(["route"]);
    const badId = await callApi<Record<string, string[]>>("/element/link-footer/abc", { siteId: SITE_69 });
    expect(badId.status).toBe(422);
    expect(Object.keys(badId.body.data)).toEqual(["id"]);
  });
});

describe("GET /company/address", () => {
  it("lists the head office first, with its French country", async () => {
    const response = await callApi<
      { type: string; name: string; address: string; postalCode: string; city: string; country: { id: number; alphaTwo: string; name: string } }[]
    >("/company/address", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    const [head, ...others] = response.body.data;
    expect(head).toMatchObject({
      type: "HEAD_OFFICE",
      address: "18 rue Sainte-Hélène",
      postalCode: "69002",
      city: "Lyon",
      country: { alphaTwo: "FR", name: "France" },
    });
    expect(Number.isInteger(head!.country.id)).toBe(true);
    expect(others.map((a) => a.type)).toEqual(["SECONDARY"]);
    expect(others[0]).toMatchObject({ city: "Grenoble", postalCode: "38000" });
  });
});

describe("GET /variation", () => {
  it("is empty for the showcase site 69", async () => {
    const response = await callApi("/variation", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: [], message: null });
  });

  it("lists the vintages, sizes, labels and gift-card amounts of the wine site 70", async () => {
    const response = await callApi<{ id: number; label: string; detail: { id: number; label: string }[] }[]>("/variation", {
      siteId: SITE_70,
    });
    expect(response.status).toBe(200);
    const variations = response.body.data;
    expect(variations.map((v) => v.label)).toEqual(["Millésime", "Contenance", "Étiquette", "Montant"]);
    const vintage = variations[0]!;
    expect(Number.isInteger(vintage.id)).toBe(true);
    expect(vintage.detail.map((d) => d.label)).toEqual(["2019", "2020", "2021", "2022", "2023", "2024"]);
    for (const d of vintage.detail) expect(Number.isInteger(d.id)).toBe(true);
    expect(new Set(vintage.detail.map((d) => d.id)).size).toBe(6);
    expect(variations[1]!.detail.map((d) => d.label)).toEqual(["37,5 cl", "50 cl", "70 cl", "75 cl", "150 cl"]);
    expect(variations[2]!.detail.map((d) => d.label)).toEqual(["Étiquette du domaine", "Étiquette personnalisée"]);
  });
});

describe("GET /external-app/{app}/config/public", () => {
  function keysDeep(value: unknown, keys: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((v) => keysDeep(v, keys));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        keys.push(k);
        keysDeep(v, keys);
      }
    }
    return keys;
  }

  it("returns the public configuration only", async () => {
    const response = await callApi<{ app: string; config: Record<string, unknown> }>(
      "/external-app/PRODUCT_FILE_GENERATOR/config/public",
      { siteId: SITE_69 },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ app: "PRODUCT_FILE_GENERATOR", config: { enabled: false, model: null } });
    const keys = keysDeep(response.body);
    expect(keys).not.toContain("apiKey");
    expect(keys).not.toContain("privateConfig");
    expect(JSON.stringify(response.body)).not.toContain("seed-private-key");
  });

  it("never leaks another app's secret either", async () => {
    const response = await callApi<{ app: string; config: Record<string, unknown> }>("/external-app/GOOGLE_ANALYTICS/config/public", {
      siteId: SITE_69,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.config).toEqual({ measurementId: "G-ELAN0000" });
    expect(keysDeep(response.body)).not.toContain("apiSecret");
    expect(JSON.stringify(response.body)).not.toContain("seed-secret");
  });

  it("answers an unknown app with 404", async () => {
    const response = await callApi("/external-app/UNKNOWN_APP/config/public", { siteId: SITE_69 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, data: null, message: "Aucune configuration pour l'application UNKNOWN_APP." });
  });

  it.each(["product_file_generator", "Product-File", "1APP"])("answers the malformed app name %s with 422 on `app`", async (app) => {
    const response = await callApi<Record<string, string[]>>(`/external-app/${app}/config/public`, { siteId: SITE_69 });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data)).toEqual(["app"]);
  });

  it("answers a too long app name with a French message", async () => {
    const response = await callApi<Record<string, string[]>>(`/external-app/${"A".repeat(65)}/config/public`, { siteId: SITE_69 });
    expect(response.status).toBe(422);
    expect(response.body.data.app).toEqual(["Le nom de l'application doit faire 64 caractères au plus."]);
  });
});
