import { describe, expect, it } from "vitest";
import { catalogueApiParams, catalogueHref, effectiveSort, EMPTY_CATALOGUE_FILTERS, hasActiveFilters, readCatalogueFilters } from "@/lib/domain/shop/catalogue-query";
import { formatGrapeVarieties } from "@/lib/domain/shop/grape-varieties";
import { declinationPriceDisplay, productPriceDisplay } from "@/lib/domain/shop/price-display";
import { parseIdSegment, productPath, technicalSheetPath } from "@/lib/domain/shop/product-path";
import { buildProductJsonLd } from "@/lib/domain/shop/product-structured-data";
import { productTitles } from "@/lib/domain/shop/product-titles";
import { declinationName } from "@/lib/domain/shop/declination-name";
import { isMissingShopPage } from "@/lib/storefront/shop/missing-shop-page";
import { declination, product } from "./shop-fixtures";

describe("catalogue query string", () => {
  it("reads every filter of the form, trimmed, with the price range in order", () => {
    const filters = readCatalogueFilters(
      new URLSearchParams("q=  les   charmes &type=WINE&couleur=RED&appellation=Meursault&prix_min=50&prix_max=12,5&etiquette=Bio&etiquette=F%C3%AAtes&etiquette=Bio&tri=nom&page=3"),
    );
    expect(filters).toEqual({
      search: "les charmes",
      type: "WINE",
      colour: "RED",
      appellation: "Meursault",
      minEuros: 12.5,
      maxEuros: 50,
      tags: ["Bio", "Fêtes"],
      sort: "nom",
      page: 3,
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it("ignores what is malformed, unknown or empty instead of failing", () => {
    const filters = readCatalogueFilters({ q: "", type: "WINES", couleur: "bleu", prix_min: "abc", prix_max: "-3", tri: "__proto__", page: "0", etiquette: ["", " "] });
    expect(filters).toEqual({ ...EMPTY_CATALOGUE_FILTERS, page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
    expect(readCatalogueFilters({ page: "99999" }).page).toBe(1);
    expect(readCatalogueFilters({ q: "x".repeat(500) }).search).toHaveLength(100);
  });

  it("writes one address per list: defaults left out, filters and sort kept for the pages", () => {
    expect(catalogueHref("/boutique", EMPTY_CATALOGUE_FILTERS)).toBe("/boutique");
    const filters = readCatalogueFilters({ couleur: "RED", etiquette: ["Bio", "Fêtes"], tri: "prix-decroissant", prix_min: "10" });
    expect(catalogueHref("/boutique", filters, 2)).toBe("/boutique?couleur=RED&prix_min=10&etiquette=Bio&etiquette=F%C3%AAtes&tri=prix-decroissant&page=2");
    expect(readCatalogueFilters(new URLSearchParams(catalogueHref("/boutique", filters, 2).split("?")[1]))).toEqual({ ...filters, page: 2 });
  });

  it("asks GET /product in the list grammar: cents, two price filters, tags as a comma list, no orderBy without a visitor sort", () => {
    expect(catalogueApiParams(EMPTY_CATALOGUE_FILTERS)).toEqual({ page: 1, nbItem: 24 });
    const filters = readCatalogueFilters({ q: "charmes", type: "WINE", couleur: "WHITE", appellation: "Meursault", prix_min: "19,90", prix_max: "40", etiquette: ["Bio", "Fêtes"], tri: "nouveautes", page: "2" });
    expect(catalogueApiParams(filters)).toEqual({
      page: 2,
      nbItem: 24,
      orderBy: "id:desc",
      search: "charmes",
      type: "WINE",
      colour: "WHITE",
      appellation: "Meursault",
      price: ["gte:1990", "lte:4000"],
      tag: "Bio,Fêtes",
    });
    // A comma means « either » to the API: such a value is left out rather than misread.
    expect(catalogueApiParams(readCatalogueFilters({ appellation: "Corton, grand cru", etiquette: "a,b" }))).toEqual({ page: 1, nbItem: 24 });
  });

  it("the sort in effect: the visitor's, else PRODUCT_ORDER's (none for CUSTOM)", () => {
    expect(effectiveSort(EMPTY_CATALOGUE_FILTERS, "PRICE_DESC")).toBe("prix-decroissant");
    expect(effectiveSort(EMPTY_CATALOGUE_FILTERS, "CUSTOM")).toBeNull();
    expect(effectiveSort({ ...EMPTY_CATALOGUE_FILTERS, sort: "nom" }, "PRICE_ASC")).toBe("nom");
  });
});

describe("price display", () => {
  it("a discounted declination: crossed-out catalogue price and the rounded saving", () => {
    expect(declinationPriceDisplay({ fixedPrice: 3000, price: 2550 })).toEqual({ price: 2550, fixedPrice: 3000, percent: 15, from: false });
    expect(declinationPriceDisplay({ fixedPrice: 3000, price: 3000 })).toEqual({ price: 3000, fixedPrice: null, percent: null, from: false });
  });

  it("a product: its cheapest declination, « à partir de » when prices differ", () => {
    const p = product({ declinations: [declination({ id: 1, price: 3200, fixedPrice: 3200 }), declination({ id: 2, price: 1700, fixedPrice: 1900 })] });
    expect(productPriceDisplay(p)).toEqual({ price: 1700, fixedPrice: 1900, percent: 11, from: true });
    expect(productPriceDisplay(product()).from).toBe(false);
  });
});

describe("names and labels", () => {
  it("name over appellation, or the other way round; a product without appellation keeps its name", () => {
    const p = product();
    expect(productTitles(p, false)).toEqual({ title: "Les Charmes", subtitle: "Meursault" });
    expect(productTitles(p, true)).toEqual({ title: "Meursault", subtitle: "Les Charmes" });
    expect(productTitles(product({ appellation: null }), true)).toEqual({ title: "Les Charmes", subtitle: null });
  });

  it("grape varieties with or without percentages", () => {
    const varieties = [
      { name: "Pinot noir", percent: 85 },
      { name: "Gamay", percent: 15 },
    ];
    expect(formatGrapeVarieties(varieties, "NAME_AND_PERCENTAGE")).toBe("Pinot noir (85 %), Gamay (15 %)");
    expect(formatGrapeVarieties(varieties, "NAME_ONLY")).toBe("Pinot noir, Gamay");
    expect(formatGrapeVarieties([{ name: "Chardonnay", percent: null }], "NAME_AND_PERCENTAGE")).toBe("Chardonnay");
    expect(formatGrapeVarieties([], "NAME_ONLY")).toBeNull();
  });

  it("declinations named like the cart names them, vintage and size not said twice, sets counted", () => {
    const variation = (id: number, label: string, displayLabel: string) => ({ id, label, displayLabel });
    expect(declinationName(declination({ variation1: variation(1, "Millésime", "2022"), variation2: variation(2, "Contenance", "75 cl") }))).toBe("Millésime 2022 · 75\u00a0cl");
    expect(declinationName(declination({ year: null, capacity: 75, setQuantity: 6, variation1: variation(3, "Étiquette", "Gravée à votre nom") }))).toBe(
      "75\u00a0cl · Gravée à votre nom · carton de 6",
    );
    expect(declinationName(declination({ year: null, capacity: null, capacityUnit: null }))).toBe("");
  });

  it("product paths: slug then id; ids are positive integers only", () => {
    expect(productPath({ id: 7, slug: "meursault-les-charmes" })).toBe("/boutique/meursault-les-charmes/7");
    expect(technicalSheetPath({ id: 7, slug: "a" }, 101)).toBe("/boutique/a/7/fiche-technique/101");
    expect(parseIdSegment("12")).toBe(12);
    for (const raw of ["0", "-1", "1.5", "12a", "9999999999", ""]) expect(parseIdSegment(raw)).toBeNull();
  });
});

describe("Product JSON-LD", () => {
  const base = { name: "Les Charmes", origin: "https://www.domaine.fr", path: "/boutique/meursault-les-charmes/7", brand: "Domaine des Trois Collines", awards: [] };

  it("one offer per declination, price in euros, availability from the stock, absolute URLs", () => {
    const p = product({ declinations: [declination({ id: 1, price: 2550, fixedPrice: 3000 }), declination({ id: 2, reference: "MAG", capacity: 1.5, capacityUnit: "LITER", quantity: 0 })] });
    const data = buildProductJsonLd({ ...base, product: p, hidePrices: false });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Les Charmes",
      sku: "MEU-CHA",
      url: "https://www.domaine.fr/boutique/meursault-les-charmes/7",
      image: ["https://www.domaine.fr/images/3/meursault-les-charmes.svg"],
      brand: { "@type": "Brand", name: "Domaine des Trois Collines" },
      offers: [
        { "@type": "Offer", price: "25.50", priceCurrency: "EUR", availability: "https://schema.org/InStock", name: "Millésime 2022 · 75\u00a0cl" },
        { "@type": "Offer", sku: "MAG", price: "32.00", availability: "https://schema.org/OutOfStock", name: "Millésime 2022 · 1,5\u00a0L" },
      ],
    });
    expect(data).not.toHaveProperty("award");
  });

  it("no offers when prices are hidden; awards as text", () => {
    const award = { id: 1, productId: 7, name: "Concours Général Agricole Paris", year: 2024, distinction: "Médaille d'or", medal: "GOLD" as const };
    const data = buildProductJsonLd({ ...base, product: product(), awards: [award], hidePrices: true });
    expect(data).not.toHaveProperty("offers");
    expect(data.award).toEqual(["Médaille d'or, Concours Général Agricole Paris 2024"]);
  });
});

describe("shop 404s decided by the proxy", () => {
  const lookups = (enabled: boolean, ids: number[] = [7]) => {
    const calls: string[] = [];
    return {
      calls,
      shopEnabled: async () => (calls.push("shop"), enabled),
      productExists: async (id: number) => (calls.push(`product ${id}`), ids.includes(id)),
    };
  };

  it("every shop path of a site that does not sell", async () => {
    for (const path of ["/boutique", "/boutique/", "/boutique/a/7"]) expect(await isMissingShopPage(path, lookups(false))).toBe(true);
  });

  it("on a shop: unknown or malformed product ids and other depths, never the catalogue", async () => {
    expect(await isMissingShopPage("/boutique", lookups(true))).toBe(false);
    expect(await isMissingShopPage("/boutique/meursault/7", lookups(true))).toBe(false);
    expect(await isMissingShopPage("/boutique/meursault/8", lookups(true))).toBe(true);
    expect(await isMissingShopPage("/boutique/meursault/abc", lookups(true))).toBe(true);
    expect(await isMissingShopPage("/boutique/meursault", lookups(true))).toBe(true);
    // The technical sheet answers its own 404.
    expect(await isMissingShopPage("/boutique/meursault/7/fiche-technique/1", lookups(false))).toBe(false);
  });

  it("other paths: no lookup at all", async () => {
    const l = lookups(true);
    expect(await isMissingShopPage("/boutiques", l)).toBe(false);
    expect(await isMissingShopPage("/le-domaine", l)).toBe(false);
    expect(l.calls).toEqual([]);
  });
});
