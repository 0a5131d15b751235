import { and, count, eq } from "drizzle-orm";
import isoCountries from "i18n-iso-countries";
import frLocale from "i18n-iso-countries/langs/fr.json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findParameterDefinition, PARAMETER_CATALOG, PARAMETER_KEYS } from "@/lib/domain/parameter-catalog";
import { getDb } from "@/lib/platform/db/client";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { siteParameters, visits } from "@/lib/platform/db/schema";
import type { CountryList } from "@/lib/schemas/content";
import type { SiteInfo } from "@/lib/schemas/site";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

isoCountries.registerLocale(frLocale);

interface Parameter {
  id: number;
  type: string;
  kind: string;
  label: string;
  value: string | null;
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function parametersOf(siteId: number): Promise<Map<string, Parameter>> {
  const response = await callApi<Parameter[]>("/parameter", { siteId });
  expect(response.status).toBe(200);
  expect(response.body.success).toBe(true);
  return new Map(response.body.data.map((p) => [p.type, p]));
}

/** Luhn checksum (SIRET numbers pass it). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

describe("GET /parameter", () => {
  it("returns every catalogue key exactly once for site 69", async () => {
    const response = await callApi<Parameter[]>("/parameter", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    const types = response.body.data.map((p) => p.type);
    expect(types).toHaveLength(PARAMETER_KEYS.length);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...PARAMETER_KEYS].sort());
  });

  it("gives each parameter a numeric id, its catalogue kind and French label, and a string or null value", async () => {
    const response = await callApi<Parameter[]>("/parameter", { siteId: SITE_69 });
    const ids = new Set<number>();
    for (const parameter of response.body.data) {
      expect(Object.keys(parameter).sort()).toEqual(["id", "kind", "label", "type", "value"]);
      expect(Number.isInteger(parameter.id)).toBe(true);
      expect(parameter.id).toBeGreaterThan(0);
      ids.add(parameter.id);
      expect(parameter.type).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(["STRING", "BOOLEAN", "NUMBER", "TEXT", "LINK"]).toContain(parameter.kind);
      const definition = findParameterDefinition(parameter.type)!;
      expect(parameter.kind).toBe(definition.kind);
      expect(parameter.label.trim().length).toBeGreaterThan(0);
      expect(parameter.label).toBe(definition.label);
      expect(parameter.value === null || typeof parameter.value === "string").toBe(true);
      if (parameter.kind === "BOOLEAN" && parameter.value !== null) expect(["true", "false"]).toContain(parameter.value);
      if (parameter.kind === "NUMBER" && parameter.value !== null) expect(Number.isFinite(Number(parameter.value))).toBe(true);
    }
    expect(ids.size).toBe(response.body.data.length);
  });

  it("labels are French (accents and French words, no English catalogue)", async () => {
    const parameters = await parametersOf(SITE_69);
    expect(parameters.get("LOGO_HEIGHT")!.label).toBe("Hauteur du logo (en pixels)");
    expect(parameters.get("LEGAL_NOTICE")!.label).toBe("Mentions légales");
    expect(parameters.get("SEE_CART_ON_HOVER")!.label).toBe("Afficher le panier au survol de son icône");
  });

  it("stores every colour as 8-digit hex, with the primary #00566F and accent #F39200", async () => {
    const parameters = await parametersOf(SITE_69);
    const colourKeys = PARAMETER_CATALOG.filter((d) => d.isColor).map((d) => d.type);
    expect(colourKeys.length).toBeGreaterThanOrEqual(14);
    const colours = colourKeys.map((key) => parameters.get(key)!.value);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{8}$/i);
    expect(colours.some((c) => c!.toUpperCase().startsWith("#00566F"))).toBe(true);
    expect(colours.some((c) => c!.toUpperCase().startsWith("#F39200"))).toBe(true);
    expect(parameters.get("BACKGROUND_FOOTER_COLOR")!.value).toBe("#00566FFF");
    expect(parameters.get("ACTIVE_FONT_COLOR")!.value).toBe("#F39200FF");
    expect(parameters.get("DARK_THEME")).toMatchObject({ kind: "BOOLEAN", value: "false" });
  });

  it("has the SPEC §9 defaults", async () => {
    const parameters = await parametersOf(SITE_69);
    const expected: Record<string, string> = {
      LOGO_HEIGHT: "80",
      LOGO_HEIGHT_FOOTER: "90",
      LOGO_HEIGHT_MOBILE: "100",
      LOGO_MARGIN_TOP: "12",
      LOGO_MARGIN_BOTTOM: "12",
      DETAIL_PAGE_MARGIN_TOP: "104",
      SUBMENU_WIDTH: "350",
      MENU_ICON_SIZE: "12",
      COMPUTER_MENU_HEIGHT: "0",
      LOGO_WIDTH: "0",
      LOGO_WIDTH_FOOTER: "0",
      LOGO_WIDTH_MOBILE: "0",
      MENU_ALIGNMENT: "RIGHT",
      SUBMENU_ALIGNMENT: "CENTER",
      MOBILE_MENU_POSITION: "BOTTOM",
      LOGO_POSITION: "LEFT",
      MENU_ACTIVE_TYPE: "TEXT_COLOR",
      MENU_HOVER_TRANSITION: "SIMPLE_TEXT_COLOR",
      DISPLAY_SOCIAL_ICON_IN_MENU: "NO",
      SEE_CART_ON_HOVER: "false",
      MENU_TYPE: "RELATIVE",
    };
    const actual = Object.fromEntries(Object.keys(expected).map((key) => [key, parameters.get(key)?.value]));
    expect(actual).toEqual(expected);
    expect(parameters.get("LOGO_HEIGHT")!.kind).toBe("NUMBER");
    expect(parameters.get("SEE_CART_ON_HOVER")!.kind).toBe("BOOLEAN");
    expect(parameters.get("CART_ICON")!.value).toMatch(/basket/);
    expect(parameters.get("MY_ACCOUNT_ICON")!.value).toMatch(/fa-user/);
  });

  it("has the company data of the coaching site, with a Luhn-valid 14-digit SIRET", async () => {
    const parameters = await parametersOf(SITE_69);
    expect(parameters.get("COMPANY_NAME")!.value).toBe("Élan Coaching");
    for (const key of ["LEGAL_AGENT", "LEGAL_COMPANY_NAME", "CORPORATE_FORM", "HEAD_OFFICE", "COMPANY_PHONE", "COMPANY_EMAIL"]) {
      expect(parameters.get(key)!.value, key).toMatch(/\S/);
    }
    expect(parameters.get("COMPANY_EMAIL")!.value).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(parameters.get("COMPANY_ADDRESS")).toMatchObject({ kind: "LINK" });
    expect(parameters.get("COMPANY_ADDRESS")!.value).toMatch(/^https:\/\//);
    const siret = parameters.get("SIRET_NUMBER")!.value!;
    expect(siret).toMatch(/^\d{14}$/);
    expect(passesLuhn(siret)).toBe(true);
    expect(passesLuhn("84712390800019")).toBe(false); // the checker itself can say no
  });

  it("has the five legal texts, written with placeholders and the §9 figures", async () => {
    const parameters = await parametersOf(SITE_69);
    const keys = ["LEGAL_NOTICE", "PRIVACY_POLICY", "COOKIE_POLICY", "USE_TERMS", "SALE_TERMS"];
    const siret = parameters.get("SIRET_NUMBER")!.value!;
    for (const key of keys) {
      const text = parameters.get(key)!;
      expect(text.kind, key).toBe("TEXT");
      expect(text.value, key).not.toBeNull();
      expect(text.value!.length, key).toBeGreaterThan(500);
      expect(text.value, key).toContain("{{COMPANY_NAME}}");
      expect(text.value, key).toContain("{{LEGAL_COMPANY_NAME}}");
      expect(text.value, key).toContain("2016/679");
      expect(text.value, key).not.toContain(siret); // company data only via placeholders
    }
    expect(parameters.get("LEGAL_NOTICE")!.value).toContain("{{SIRET_NUMBER}}");
    expect(parameters.get("COOKIE_POLICY")!.value).toContain("13 mois");
    expect(parameters.get("COOKIE_POLICY")!.value).toContain("4 Ko");
    expect(parameters.get("PRIVACY_POLICY")!.value).toContain("3 ans");
    expect(parameters.get("PRIVACY_POLICY")!.value).toContain("30 jours");
    expect(parameters.get("PRIVACY_POLICY")!.value).toContain("10 jours ouvrés");
    expect(parameters.get("USE_TERMS")!.value).toContain("droit français");
    expect(parameters.get("USE_TERMS")!.value).toContain("autorisation écrite et préalable");
    expect(parameters.get("USE_TERMS")!.value).toContain("à titre indicatif");
    expect(parameters.get("USE_TERMS")!.value).toContain("tribunaux français");
    const all = keys.map((key) => parameters.get(key)!.value!).join("\n");
    expect(all).toMatch(/du lundi au vendredi,? de 9h à 17h/);
    const placeholders = ["LEGAL_AGENT", "LEGAL_COMPANY_NAME", "CORPORATE_FORM", "SIRET_NUMBER", "HEAD_OFFICE", "COMPANY_PHONE", "COMPANY_EMAIL", "COMPANY_NAME"];
    for (const name of placeholders) expect(parameters.get("LEGAL_NOTICE")!.value, name).toContain(`{{${name}}}`);
  });

  it("gives site 70 its own values (company, shop)", async () => {
    const p69 = await parametersOf(SITE_69);
    const p70 = await parametersOf(SITE_70);
    expect([...p70.keys()].sort()).toEqual([...PARAMETER_KEYS].sort());
    expect(p70.get("COMPANY_NAME")!.value).toBe("Domaine des Trois Collines");
    expect(p70.get("COMPANY_NAME")!.value).not.toBe(p69.get("COMPANY_NAME")!.value);
    expect(p70.get("BOTTLE_MULTIPLE")!.value).toBe("6");
    expect(p69.get("BOTTLE_MULTIPLE")!.value).toBe("1");
    expect(p70.get("FREE_SHIPPING_BOTTLE")!.value).toBe("24");
    expect(p70.get("BACKGROUND_HEADER_COLOR")!.value).toBe("#7B1E3AFF");
    const siret70 = p70.get("SIRET_NUMBER")!.value!;
    expect(siret70).toMatch(/^\d{14}$/);
    expect(passesLuhn(siret70)).toBe(true);
    expect(siret70).not.toBe(p69.get("SIRET_NUMBER")!.value);
    // Defaults shared by both, ids never shared.
    expect(p70.get("LOGO_HEIGHT")!.value).toBe("80");
    const ids69 = new Set([...p69.values()].map((p) => p.id));
    for (const p of p70.values()) expect(ids69.has(p.id)).toBe(false);
  });
});

describe("GET /site/info", () => {
  it("gives the fonts of SPEC §9 for site 69", async () => {
    const response = await callApi<SiteInfo>("/site/info", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    const byType = Object.fromEntries(response.body.data.fonts.map((f) => [f.type, f]));
    expect(Object.keys(byType).sort()).toEqual(["CONTENT", "MENU", "TITLE"]);
    expect(byType.TITLE).toMatchObject({ family: "Josefin Sans", size: 17 });
    expect(byType.CONTENT).toMatchObject({ family: "Raleway", size: 14, weight: 300 });
    expect(byType.MENU).toMatchObject({ family: "Raleway", size: 12 });
  });

  it("gives the flags, name and URL of site 69 (showcase) and 70 (wine shop)", async () => {
    const info69 = (await callApi<SiteInfo>("/site/info", { siteId: SITE_69 })).body.data;
    const info70 = (await callApi<SiteInfo>("/site/info", { siteId: SITE_70 })).body.data;
    expect(info69).toMatchObject({ id: 69, name: "Élan Coaching", isECommerce: false, isWinemaker: false });
    expect(info70).toMatchObject({ id: 70, name: "Domaine des Trois Collines", isECommerce: true, isWinemaker: true });
    expect(info69.url).toBe("https://www.elan-coaching.fr");
    expect(info70.fonts.find((f) => f.type === "TITLE")!.family).not.toBe("Josefin Sans");
  });

  it("gives French as default language: code fr, locale fr_FR, country FR", async () => {
    const { defaultLang } = (await callApi<SiteInfo>("/site/info", { siteId: SITE_69 })).body.data;
    expect(defaultLang).not.toBeNull();
    expect(defaultLang!.code).toBe("fr");
    expect(defaultLang!.locale).toBe("fr_FR");
    expect(defaultLang!.country).toMatchObject({ alphaTwo: "FR", alphaThree: "FRA", numCode: 250, name: "France" });
  });

  it("gives the logos LOGO, LOGO_FOOTER and LOGO_FAVICON with SEO image URLs", async () => {
    const { logos } = (await callApi<SiteInfo>("/site/info", { siteId: SITE_69 })).body.data;
    const types = logos.map((l) => l.type);
    for (const type of ["LOGO", "LOGO_FOOTER", "LOGO_FAVICON"]) expect(types).toContain(type);
    expect(new Set(types).size).toBe(types.length);
    for (const logo of logos) {
      expect(logo.onlineImage.url).toMatch(/^\/images\/\d+\/[a-z0-9-]+\.svg$/);
      expect(logo.onlineImage.url).toBe(`/images/${logo.onlineImage.id}/${logo.filename.replace(/\.svg$/, "")}.svg`);
      expect(logo.alt).toMatch(/Élan Coaching/);
    }
    expect(logos.find((l) => l.type === "LOGO")!.onlineImage.url).toMatch(/\/logo\.svg$/);
  });

  it("gives each seeded logo its size in pixels, read from the file (the page keeps the logo's room before it loads)", async () => {
    const of = async (siteId: number) => (await callApi<SiteInfo>("/site/info", { siteId })).body.data.logos.find((l) => l.type === "LOGO")!;
    expect(await of(SITE_69)).toMatchObject({ width: 360, height: 90 });
    expect(await of(SITE_70)).toMatchObject({ width: 360, height: 100 });
  });
});

describe("GET /site/visit/{from}", () => {
  async function rowsWithSource(source: string) {
    return (await getDb()).select().from(visits).where(eq(visits.source, source));
  }
  async function visitCount() {
    const [row] = await (await getDb()).select({ n: count() }).from(visits);
    return row!.n;
  }

  it("records a visit of the site with its source and the current time (201)", async () => {
    const before = Date.now();
    const response = await callApi<{ id: number; source: string; date: string }>("/site/visit/newsletter-octobre_2026", {
      siteId: SITE_69,
    });
    const after = Date.now();
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.data.source).toBe("newsletter-octobre_2026");
    const rows = await rowsWithSource("newsletter-octobre_2026");
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.id).toBe(response.body.data.id);
    expect(row!.siteId).toBe(69);
    expect(row!.visitedAt.getTime()).toBeGreaterThanOrEqual(before - 2_000);
    expect(row!.visitedAt.getTime()).toBeLessThanOrEqual(after + 2_000);
    expect(new Date(response.body.data.date).getTime()).toBe(row!.visitedAt.getTime());
  });

  it("records one row per call", async () => {
    await callApi("/site/visit/facebook", { siteId: SITE_69 });
    await callApi("/site/visit/facebook", { siteId: SITE_69 });
    const rows = await (await getDb())
      .select()
      .from(visits)
      .where(and(eq(visits.source, "facebook"), eq(visits.siteId, 69)));
    expect(rows).toHaveLength(2);
  });

  it("accepts accented letters and a 100-character source", async () => {
    const accented = await callApi<{ source: string }>(`/site/visit/${encodeURIComponent("café-été")}`, { siteId: SITE_69 });
    expect(accented.status).toBe(201);
    expect(accented.body.data.source).toBe("café-été");
    expect(await rowsWithSource("café-été")).toHaveLength(1);
    const long = "a".repeat(100);
    const response = await callApi(`/site/visit/${long}`, { siteId: SITE_69 });
    expect(response.status).toBe(201);
    expect(await rowsWithSource(long)).toHaveLength(1);
  });

  it.each([
    ["101 characters", "b".repeat(101)],
    ["a < character", encodeURIComponent("a<script>")],
    ["a quote", encodeURIComponent("x'y")],
    ["a space", encodeURIComponent("a b")],
    ["an encoded slash", encodeURIComponent("a/b")],
  ])("refuses a source with %s: 422 on `from`, no row written", async (_label, from) => {
    const before = await visitCount();
    const response = await callApi<Record<string, string[]>>(`/site/visit/${from}`, { siteId: SITE_69 });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(Object.keys(response.body.data)).toEqual(["from"]);
    expect(response.body.data.from![0]).toMatch(/source/i);
    expect(await visitCount()).toBe(before);
  });
});

describe("GET /countries", () => {
  const allCodes = Object.keys(isoCountries.getAlpha2Codes());

  it("returns every ISO country by default, with the total", async () => {
    const response = await callApi<CountryList>("/countries", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(allCodes.length);
    expect(response.body.data.total).toBeGreaterThanOrEqual(240);
    expect(response.body.data.list).toHaveLength(response.body.data.total);
    expect(new Set(response.body.data.list.map((c) => c.alphaTwo))).toEqual(new Set(allCodes));
  });

  it("has France with FRA / 250 and the French name", async () => {
    const response = await callApi<CountryList>("/countries", { siteId: SITE_69 });
    const france = response.body.data.list.find((c) => c.alphaTwo === "FR");
    expect(france).toMatchObject({ alphaTwo: "FR", alphaThree: "FRA", numCode: 250, name: "France" });
    expect(response.body.data.list.find((c) => c.alphaTwo === "DE")!.name).toBe("Allemagne");
  });

  it("filters by name with lk: (contains, case-insensitive)", async () => {
    const response = await callApi<CountryList>("/countries?name=lk:fra", { siteId: SITE_69 });
    expect(response.status).toBe(200);
    const expected = allCodes.filter((code) => /fra/i.test(isoCountries.getName(code, "fr") ?? "")).sort();
    expect(expected.length).toBeGreaterThan(1);
    expect(response.body.data.list.map((c) => c.alphaTwo).sort()).toEqual(expected);
    expect(response.body.data.total).toBe(expected.length);
    for (const c of response.body.data.list) expect(c.name.toLowerCase()).toContain("fra");
  });

  it("filters alphaTwo=FR exactly", async () => {
    const response = await callApi<CountryList>("/countries?alphaTwo=FR", { siteId: SITE_69 });
    expect(response.body.data.total).toBe(1);
    expect(response.body.data.list).toEqual([expect.objectContaining({ alphaTwo: "FR", name: "France" })]);
  });

  it("pages and sorts on request", async () => {
    const response = await callApi<CountryList>(
      "/countries?orderBy=numCode:desc&nbItem=2&page=1",
      { siteId: SITE_69 },
    );
    expect(response.body.data.total).toBe(allCodes.length);
    expect(response.body.data.pagination).toEqual({ page: 1, nbItem: 2 });
    expect(response.body.data.list).toHaveLength(2);
    expect(response.body.data.list[0]!.numCode).toBeGreaterThanOrEqual(response.body.data.list[1]!.numCode);
    const max = Math.max(...allCodes.map((code) => Number(isoCountries.alpha2ToNumeric(code))));
    expect(response.body.data.list[0]!.numCode).toBe(max);
  });

  it("refuses an unknown country filter with 422", async () => {
    const response = await callApi<Record<string, string[]>>("/countries?capital=Paris", { siteId: SITE_69 });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.data)).toEqual(["capital"]);
  });
});

describe("GET /parameter cache", () => {
  it("serves a changed value on the next request once the writer invalidates the site's tag", async () => {
    const read = async (siteId: number) =>
      (await callApi<{ type: string; value: string | null }[]>("/parameter", { siteId })).body.data.find(
        (p) => p.type === "COMPANY_DESCRIPTION",
      )!.value;
    const before70 = await read(SITE_70);
    await read(SITE_69); // warm the cache
    const db = await getDb();
    await db
      .update(siteParameters)
      .set({ value: "Nouvelle description" })
      .where(and(eq(siteParameters.siteId, SITE_69), eq(siteParameters.type, "COMPANY_DESCRIPTION")));
    invalidateTags(cacheTags.parameters(SITE_69));
    expect(await read(SITE_69)).toBe("Nouvelle description");
    expect(await read(SITE_70)).toBe(before70);
  });
});
