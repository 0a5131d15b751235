import { describe, expect, it } from "vitest";
import { parseListQuery } from "@/lib/domain/list-query";
import { catalogueFilterChoices, foldText, productDefaultOrder, productFilterErrors, productListSpec, queryCatalogue, type CatalogueEntry } from "@/lib/domain/shop/product-list";
import { MEAL_ICONS, mealIconId, mealIconsOf } from "@/lib/domain/shop/meal-icons";
import type { Product } from "@/lib/schemas/shop/product";

function product(id: number, fields: Partial<Product> & { price: number; year?: number | null }): CatalogueEntry {
  const { year = 2022, ...rest } = fields;
  const base: Product = {
    id,
    name: `Vin ${id}`,
    slug: `vin-${id}`,
    reference: `REF-${id}`,
    type: { type: "WINE" },
    subtypeType: null,
    summary: "",
    description: "",
    appellation: null,
    region: null,
    colour: null,
    grapeVarieties: [],
    features: [],
    tags: [],
    isDematerialized: false,
    hasShippingFees: true,
    quantity: null,
    discount: null,
    decreasingDiscounts: [],
    declinations: [
      { id: id * 10, reference: `D-${id}`, year, capacity: 75, capacityUnit: "CENTILITRE", fixedPrice: fields.price, price: fields.price, quantity: null, setQuantity: 1, sellByMultipleOf: 1, variation1: null, variation2: null, variation3: null, discount: null, image: null },
    ],
    images: [],
    mealIcons: [],
    nutrition: null,
    hasCustomization: false,
    awardCount: 0,
    ...rest,
  };
  return { product: base, position: 100 - id };
}

const ENTRIES = [
  product(1, { name: "Les Charmes", appellation: "Meursault 1er Cru", colour: "WHITE", price: 7800, tags: ["garde"] }),
  product(2, { name: "La Combe", appellation: "Bourgogne Pinot Noir", colour: "RED", price: 1850, tags: ["pinot noir"], grapeVarieties: [{ name: "Pinot noir", percent: 100 }] }),
  product(3, { name: "Pétale", appellation: "Coteaux Bourguignons", colour: "ROSE", price: 1190, year: 2024 }),
  product(4, { name: "Coffret", type: { type: "BOX" }, price: 17900, year: null, tags: ["idée cadeau"] }),
  product(5, { name: "Écrin", type: { type: "OTHER" }, price: 1850, year: null }),
];

function run(params: Record<string, string>, order: Parameters<typeof productListSpec>[0] = "PRICE_ASC") {
  const parsed = parseListQuery(params, productListSpec(order));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return queryCatalogue(ENTRIES, parsed.value);
}
const ids = (params: Record<string, string>, order?: Parameters<typeof productListSpec>[0]) => run(params, order).list.map((p) => p.id);

describe("the product list (GET /product)", () => {
  it("defaults to 100 a page, ordered by price, ties by manual position", () => {
    const result = run({});
    expect(result.pagination).toEqual({ page: 1, nbItem: 100 });
    expect(result.total).toBe(5);
    // 2 and 5 cost the same: position (100 − id) puts 5 first.
    expect(result.list.map((p) => p.id)).toEqual([3, 5, 2, 1, 4]);
  });

  it("follows PRODUCT_ORDER", () => {
    expect(ids({}, "PRICE_DESC")).toEqual([4, 1, 5, 2, 3]);
    expect(ids({}, "NAME_ASC")).toEqual([4, 5, 2, 1, 3]);
    expect(ids({}, "NEWEST")).toEqual([5, 4, 3, 2, 1]);
    expect(ids({}, "CUSTOM")).toEqual([5, 4, 3, 2, 1]);
    expect(productDefaultOrder("CUSTOM")).toEqual([]);
  });

  it("filters with accents and case ignored, comma lists as any of", () => {
    expect(ids({ search: "petale" })).toEqual([3]);
    expect(ids({ search: "pinot" })).toEqual([2]);
    expect(ids({ name: "lk:ÉCRIN" })).toEqual([5]);
    expect(ids({ colour: "red,white" })).toEqual([2, 1]);
    expect(ids({ type: "df:WINE" })).toEqual([5, 4]);
    expect(ids({ appellation: "meursault 1er cru" })).toEqual([1]);
    expect(ids({ tag: "idée cadeau,garde" })).toEqual([1, 4]);
    expect(ids({ year: "2024" })).toEqual([3]);
  });

  it("filters a price range in cents", () => {
    expect(run({ price: "gte:1850" }).list.every((p) => p.price >= 1850)).toBe(true);
    const parsed = parseListQuery({ price: ["gt:1190", "lt:7800"] }, productListSpec("PRICE_ASC"));
    expect(parsed.ok && queryCatalogue(ENTRIES, parsed.value).list.map((p) => p.id)).toEqual([5, 2]);
  });

  it("pages after filtering and sorting", () => {
    const page = run({ nbItem: "2", page: "2" });
    expect(page.list.map((p) => p.id)).toEqual([2, 1]);
    expect(page.total).toBe(5);
  });

  it("refuses unknown enum values and ordering operators on texts", () => {
    const parse = (params: Record<string, string>) => {
      const parsed = parseListQuery(params, productListSpec("PRICE_ASC"));
      return parsed.ok ? productFilterErrors(parsed.value.filters) : parsed.errors;
    };
    expect(parse({ type: "WINERY" })?.type?.[0]).toContain("WINERY");
    expect(parse({ colour: "RED,BLEU" })?.colour?.[0]).toContain("BLEU");
    expect(parse({ colour: "lk:RE" })?.colour).toBeDefined();
    expect(parse({ appellation: "lt:M" })?.appellation).toBeDefined();
    expect(parse({ type: "BOX", colour: "RED" })).toBeNull();
  });

  it("gives the filter choices of the whole catalogue", () => {
    expect(catalogueFilterChoices(ENTRIES.map((e) => e.product))).toEqual({
      colours: ["RED", "WHITE", "ROSE"],
      appellations: ["Bourgogne Pinot Noir", "Coteaux Bourguignons", "Meursault 1er Cru"],
      tags: ["garde", "idée cadeau", "pinot noir"],
      types: ["WINE", "BOX", "OTHER"],
      minPrice: 1190,
      maxPrice: 17900,
    });
    expect(catalogueFilterChoices([])).toMatchObject({ minPrice: 0, maxPrice: 0, colours: [] });
  });

  it("folds text for comparisons", () => {
    expect(foldText("  Côte  de BEAUNE ")).toBe("cote de beaune");
  });
});

describe("meal icons", () => {
  it("have unique ids and codes and French labels", () => {
    expect(new Set(MEAL_ICONS.map((i) => i.id)).size).toBe(MEAL_ICONS.length);
    expect(new Set(MEAL_ICONS.map((i) => i.code)).size).toBe(MEAL_ICONS.length);
    expect(mealIconsOf([mealIconId("GAME"), 999]).map((i) => i.label)).toEqual(["Gibier"]);
    expect(() => mealIconId("NOPE")).toThrow();
  });
});
