import { inflateSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filenameFromDisposition } from "@/lib/domain/content-disposition";
import { MEAL_ICONS } from "@/lib/domain/shop/meal-icons";
import { discountedUnitPrice } from "@/lib/domain/shop/unit-price";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import { externalAppConfigs, products, siteParameters } from "@/lib/platform/db/schema";
import { productCustomizationListSchema } from "@/lib/schemas/shop/customization";
import {
  awardListSchema,
  mealIconListSchema,
  productListSchema,
  productSchema,
  recommendedProductsSchema,
  type Product,
  type ProductList,
} from "@/lib/schemas/shop/product";
import { NO_SHOP_MESSAGE } from "@/lib/platform/http/request-context";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { setShopOn } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let catalogue: Product[];

beforeAll(async () => {
  database = await openTestDatabase();
  catalogue = (await list("?nbItem=100")).list;
  // Site 69's shop on: what keeps site 70's products from it is then the queries' site scope.
  await setShopOn(SITE_69, true);
});
afterAll(async () => database.dispose());

async function list(query = "", siteId = SITE_70): Promise<ProductList> {
  const response = await callApi(`/product${query}`, { siteId });
  expect(response.status, `${query}: ${response.body.message}`).toBe(200);
  return productListSchema.parse(response.body.data);
}

const byReference = (reference: string) => {
  const product = catalogue.find((p) => p.reference === reference);
  if (!product) throw new Error(`No product ${reference}`);
  return product;
};

async function setParameter(siteId: number, type: string, value: string) {
  const db = await getDb();
  await db.update(siteParameters).set({ value }).where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)));
  invalidateTags(cacheTags.parameters(siteId));
}

/** The text a PDF draws (Tj operands of its deflated content streams, standard-font hex strings). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const chunks: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) chunks.push(Buffer.from(text[1]!, "hex").toString("latin1"));
  }
  return chunks.join("\n");
}

describe("GET /product", () => {
  it("lists site 70's published products with the defaults: 100 a page, page 1, by price", async () => {
    const response = await callApi("/product", { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const data = productListSchema.parse(response.body.data);
    expect(data.pagination).toEqual({ page: 1, nbItem: 100 });
    expect(data.total).toBeGreaterThanOrEqual(24);
    expect(data.list).toHaveLength(data.total);
    const prices = data.list.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The unpublished reserve is not for sale.
    expect(data.list.some((p) => p.reference === "MEURSAULT-2019-RESERVE")).toBe(false);
  });

  it("covers the catalogue the issue asks for", () => {
    const declinations = catalogue.flatMap((p) => p.declinations.map((d) => ({ ...d, product: p })));
    for (const colour of ["RED", "WHITE", "ROSE", "SPARKLING"]) expect(catalogue.some((p) => p.colour === colour), colour).toBe(true);
    expect(declinations.some((d) => d.capacity === 37.5 && d.capacityUnit === "CENTILITRE")).toBe(true);
    expect(declinations.some((d) => d.capacity === 1.5 && d.capacityUnit === "LITER")).toBe(true);
    expect(declinations.some((d) => d.sellByMultipleOf === 6 && d.product.type.type === "WINE")).toBe(true);
    expect(declinations.some((d) => d.setQuantity === 6 && d.product.type.type === "BOX")).toBe(true);
    expect(declinations.some((d) => d.quantity !== null && d.quantity >= 1 && d.quantity <= 3)).toBe(true);
    expect(declinations.some((d) => d.quantity === 0)).toBe(true);
    expect(declinations.some((d) => d.quantity === null)).toBe(true);
    expect(declinations.some((d) => d.discount !== null)).toBe(true);
    expect(catalogue.some((p) => p.type.type === "OTHER" && p.subtypeType === null)).toBe(true);
    expect(catalogue.some((p) => p.type.type === "OTHER" && p.subtypeType === "BOTTLE")).toBe(true);
    const giftCard = byReference("CARTE-CADEAU");
    expect(giftCard.isDematerialized).toBe(true);
    expect(giftCard.hasShippingFees).toBe(false);
    expect(catalogue.some((p) => p.discount?.type === "EURO")).toBe(true);
    expect(catalogue.some((p) => p.discount?.type === "PERCENT" && p.discount.detailType === "PRODUCT")).toBe(true);
    expect(catalogue.some((p) => p.discount?.detailType === "SHIPPING_FEES")).toBe(true);
    expect(catalogue.some((p) => p.decreasingDiscounts.length > 0)).toBe(true);
    expect(catalogue.some((p) => new Set(p.declinations.map((d) => d.year)).size > 1)).toBe(true);
    for (const wine of catalogue.filter((p) => p.type.type === "WINE")) {
      expect(wine.nutrition, wine.name).not.toBeNull();
      expect(wine.features.map((f) => f.key), wine.name).toEqual(expect.arrayContaining(["appellation", "region", "colour", "grapes", "alcohol", "serving", "ageing", "vinification", "terroir"]));
      expect(wine.images[0]!.url).toMatch(/^\/images\/\d+\/.+\.svg$/);
      expect(wine.description).not.toMatch(/lorem/i);
    }
  });

  it("computes prices from the PRODUCT discounts, declination over product", () => {
    const hcb = byReference("HCB-ROUGE");
    expect(hcb.discount).toMatchObject({ type: "PERCENT", amount: 10, detailType: "PRODUCT" });
    expect(hcb.declinations[0]!.price).toBe(1980);
    expect(hcb.price).toBe(1980);
    const auxey = byReference("AUXEY-ROUGE");
    const [plain, discounted] = auxey.declinations;
    expect(plain!.price).toBe(plain!.fixedPrice);
    expect(discounted!.discount).toMatchObject({ type: "EURO", amount: 400 });
    expect(discounted!.price).toBe(discounted!.fixedPrice - 400);
    // A SHIPPING_FEES discount leaves the unit price alone.
    const petale = byReference("ROSE-PETALE");
    expect(petale.declinations[0]!.price).toBe(petale.declinations[0]!.fixedPrice);
    for (const product of catalogue) {
      for (const d of product.declinations) expect(d.price).toBe(discountedUnitPrice(d.fixedPrice, d.discount ?? product.discount));
      expect(product.price).toBe(Math.min(...product.declinations.map((d) => d.price)));
    }
  });

  it("names the variations of the declinations (vintage, size, label, amount)", () => {
    const combe = byReference("PN-COMBE");
    const magnum = combe.declinations.find((d) => d.capacityUnit === "LITER")!;
    expect(magnum.variation1).toMatchObject({ label: "Millésime", displayLabel: "2022" });
    expect(magnum.variation2).toMatchObject({ label: "Contenance", displayLabel: "150 cl" });
    expect(byReference("CUVEE-ETIQUETTE").declinations.map((d) => d.variation1?.displayLabel)).toEqual(["Étiquette personnalisée", "Étiquette du domaine"]);
    expect(byReference("CARTE-CADEAU").declinations.map((d) => d.variation1?.displayLabel)).toEqual(["50 €", "100 €", "150 €"]);
  });

  it("pages: nbItem and page, the total unchanged", async () => {
    const first = await list("?nbItem=5&page=1");
    const second = await list("?nbItem=5&page=2");
    expect(first.list).toHaveLength(5);
    expect(first.total).toBe(catalogue.length);
    expect(second.pagination).toEqual({ page: 2, nbItem: 5 });
    expect(second.list.map((p) => p.id)).toEqual(catalogue.slice(5, 10).map((p) => p.id));
    expect((await list(`?page=99`)).list).toEqual([]);
  });

  it("orders by price desc, name, id", async () => {
    const desc = (await list("?orderBy=price:desc")).list.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await list("?orderBy=name")).list.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" })));
    const ids = (await list("?orderBy=id:desc")).list.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("filters by type, colour (a list), appellation, price range, tag and name", async () => {
    const boxes = await list("?type=BOX");
    expect(boxes.total).toBeGreaterThan(0);
    expect(boxes.list.every((p) => p.type.type === "BOX")).toBe(true);
    const rw = await list("?colour=RED,WHITE");
    expect(rw.list.every((p) => p.colour === "RED" || p.colour === "WHITE")).toBe(true);
    expect(new Set(rw.list.map((p) => p.colour))).toEqual(new Set(["RED", "WHITE"]));
    const volnay = await list("?appellation=volnay");
    expect(volnay.list.map((p) => p.reference)).toEqual(["VOLNAY-VV"]);
    const range = await list("?price=gte:2000&price=lte:3000");
    expect(range.total).toBeGreaterThan(0);
    expect(range.list.every((p) => p.price >= 2000 && p.price <= 3000)).toBe(true);
    const gifts = await list("?tag=idée cadeau");
    expect(gifts.total).toBeGreaterThan(0);
    expect(gifts.list.every((p) => p.tags.includes("idée cadeau"))).toBe(true);
    const search = await list(`?search=${encodeURIComponent("meursault")}`);
    expect(search.list.map((p) => p.reference)).toEqual(expect.arrayContaining(["MEURSAULT-CHARMES", "MEURSAULT-HAUT-CLOS"]));
    expect(search.list.every((p) => `${p.name} ${p.appellation}`.toLowerCase().includes("meursault"))).toBe(true);
    const lk = await list(`?name=${encodeURIComponent("lk:écoll")}`);
    expect(lk.list.length).toBe(0);
    const accents = await list(`?name=${encodeURIComponent("lk:petale")}`);
    expect(accents.list.map((p) => p.reference)).toEqual(["ROSE-PETALE"]);
    const notRed = await list("?colour=df:RED&type=WINE");
    expect(notRed.list.every((p) => p.colour !== "RED")).toBe(true);
  });

  it("ignores empty filters", async () => {
    const data = await list("?type=&colour=&appellation=&search=&price=gte:&tag=");
    expect(data.total).toBe(catalogue.length);
  });

  it("gives the filter choices of the whole catalogue, whatever the filters", async () => {
    const data = await list("?type=OTHER");
    expect(data.filters.colours).toEqual(["RED", "WHITE", "ROSE", "SPARKLING", "SWEET"]);
    expect(data.filters.types).toEqual(["WINE", "BOX", "OTHER"]);
    expect(data.filters.appellations).toContain("Meursault");
    expect(data.filters.tags).toContain("idée cadeau");
    expect(data.filters.minPrice).toBe(Math.min(...catalogue.map((p) => p.price)));
    expect(data.filters.maxPrice).toBe(Math.max(...catalogue.map((p) => p.price)));
  });

  it("follows PRODUCT_ORDER when no orderBy is given", async () => {
    try {
      await setParameter(SITE_70, "PRODUCT_ORDER", "NAME_ASC");
      const names = (await list()).list.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" })));
      await setParameter(SITE_70, "PRODUCT_ORDER", "CUSTOM");
      expect((await list()).list[0]!.reference).toBe("MEURSAULT-CHARMES");
      await setParameter(SITE_70, "PRODUCT_ORDER", "PRICE_DESC");
      const prices = (await list()).list.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      // An explicit orderBy wins.
      const asc = (await list("?orderBy=price")).list.map((p) => p.price);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
    } finally {
      await setParameter(SITE_70, "PRODUCT_ORDER", "PRICE_ASC");
    }
  });

  it.each([
    ["?nbItem=0", "nbItem"],
    ["?nbItem=101", "nbItem"],
    ["?page=-1", "page"],
    ["?orderBy=password", "orderBy"],
    ["?type=WINERY", "type"],
    ["?colour=BLUE", "colour"],
    ["?price=lk:10", "price"],
    ["?price=cheap", "price"],
    ["?appellation=gte:Meursault", "appellation"],
    ["?secret=1", "secret"],
    [`?search=${"a".repeat(201)}`, "search"],
  ])("refuses %s with a French message", async (query, field) => {
    const response = await callApi<Record<string, string[]>>(`/product${query}`, { siteId: SITE_70 });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Paramètres de liste invalides.");
    expect(response.body.data[field]?.[0]).toMatch(/[a-zé]/);
  });

  it("site 69, its shop on, lists none of site 70's products (it has none)", async () => {
    const data = await list("", SITE_69);
    expect(data.total).toBe(0);
    expect(data.list).toEqual([]);
  });

  it("a site whose shop is off answers every catalogue call 404 in French", async () => {
    const charmes = byReference("MEURSAULT-CHARMES");
    await setShopOn(SITE_69, false);
    try {
      for (const path of ["/product", `/product/${charmes.id}`, `/award?product=${charmes.id}`, `/product/${charmes.id}/customization`, `/product/generate/file/${charmes.id}`]) {
        const response = await callApi(path, { siteId: SITE_69 });
        expect(response.status, path).toBe(404);
        expect(response.body).toMatchObject({ success: false, message: NO_SHOP_MESSAGE });
      }
    } finally {
      await setShopOn(SITE_69, true);
    }
  });
});

describe("GET /product/{id}", () => {
  it("answers one published product of the site", async () => {
    const charmes = byReference("MEURSAULT-CHARMES");
    const response = await callApi(`/product/${charmes.id}`, { siteId: SITE_70 });
    expect(response.status).toBe(200);
    expect(productSchema.parse(response.body.data)).toEqual(charmes);
  });

  it("is 404 for another site, an unpublished or an unknown product, 422 for a bad id", async () => {
    const charmes = byReference("MEURSAULT-CHARMES");
    const other = await callApi(`/product/${charmes.id}`, { siteId: SITE_69 });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Produit introuvable.");
    expect(JSON.stringify(other.body)).not.toContain("Charmes");
    const db = await getDb();
    const [reserve] = await db.select({ id: products.id }).from(products).where(eq(products.reference, "MEURSAULT-2019-RESERVE"));
    expect((await callApi(`/product/${reserve!.id}`, { siteId: SITE_70 })).status).toBe(404);
    expect((await callApi("/product/999999", { siteId: SITE_70 })).status).toBe(404);
    const bad = await callApi("/product/1e3", { siteId: SITE_70 });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBeTruthy();
  });

  it("sees a change once the catalogue tag is dropped", async () => {
    const db = await getDb();
    const combe = byReference("PN-COMBE");
    await db.update(products).set({ name: "La Combe (édition limitée)" }).where(and(eq(products.siteId, SITE_70), eq(products.id, combe.id)));
    invalidateTags(cacheTags.catalogue(SITE_70));
    expect(productSchema.parse((await callApi(`/product/${combe.id}`, { siteId: SITE_70 })).body.data).name).toBe("La Combe (édition limitée)");
    await db.update(products).set({ name: combe.name }).where(and(eq(products.siteId, SITE_70), eq(products.id, combe.id)));
    invalidateTags(cacheTags.catalogue(SITE_70));
  });
});

describe("GET /award?product={id}", () => {
  it("lists a product's awards, medals of each kind across the shop", async () => {
    const charmes = byReference("MEURSAULT-CHARMES");
    const response = await callApi(`/award?product=${charmes.id}`, { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const awards = awardListSchema.parse(response.body.data);
    expect(awards.length).toBe(charmes.awardCount);
    expect(awards.map((a) => a.medal)).toEqual(["GOLD", "SCORE", "OTHER"]);
    expect(awards.every((a) => a.productId === charmes.id)).toBe(true);
    const medals = new Set<string>();
    for (const product of catalogue.filter((p) => p.awardCount > 0)) {
      const all = awardListSchema.parse((await callApi(`/award?product=${product.id}`, { siteId: SITE_70 })).body.data);
      for (const award of all) medals.add(award.medal);
    }
    expect([...medals].sort()).toEqual(["BRONZE", "GOLD", "OTHER", "SCORE", "SILVER"]);
  });

  it("is an empty list for a product without award, 404 for another site's, 422 without a product", async () => {
    expect((await callApi(`/award?product=${byReference("TIRE-BOUCHON").id}`, { siteId: SITE_70 })).body.data).toEqual([]);
    expect((await callApi(`/award?product=${byReference("MEURSAULT-CHARMES").id}`, { siteId: SITE_69 })).status).toBe(404);
    const missing = await callApi<Record<string, string[]>>("/award", { siteId: SITE_70 });
    expect(missing.status).toBe(422);
    expect(missing.body.data.product).toBeDefined();
    expect((await callApi("/award?product=abc", { siteId: SITE_70 })).status).toBe(422);
  });
});

describe("GET /v2/product/recommended/{id}", () => {
  it("answers the recommended products, in order, as data.products", async () => {
    const combe = byReference("PN-COMBE");
    const response = await callApi(`/v2/product/recommended/${combe.id}`, { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const { products: recommended } = recommendedProductsSchema.parse(response.body.data);
    expect(recommended.map((p) => p.reference)).toEqual(["PN-CARTON-6", "MONTHELIE-CLOS", "COTEAUX-GAMAY"]);
  });

  it("is 404 for another site's product and an empty list when nothing is recommended", async () => {
    expect((await callApi(`/v2/product/recommended/${byReference("PN-COMBE").id}`, { siteId: SITE_69 })).status).toBe(404);
    const none = await callApi(`/v2/product/recommended/${byReference("SAINT-ROMAIN").id}`, { siteId: SITE_70 });
    expect(none.body.data).toEqual({ products: [] });
  });
});

describe("GET /parameter/product/meal-icon", () => {
  it("lists the meal icons with French labels", async () => {
    const response = await callApi("/parameter/product/meal-icon", { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const icons = mealIconListSchema.parse(response.body.data);
    expect(icons).toEqual(MEAL_ICONS);
    expect(icons.map((i) => i.label)).toEqual(expect.arrayContaining(["Viandes rouges", "Gibier", "Volaille", "Poisson", "Fruits de mer", "Fromages", "Desserts", "Apéritif", "Cuisine épicée", "Charcuterie"]));
    const known = new Set(icons.map((i) => i.id));
    for (const product of catalogue) for (const id of product.mealIcons) expect(known.has(id)).toBe(true);
  });
});

describe("GET /product/{id}/customization", () => {
  it("answers the engraved label (TEXT, EURO), the label upload (FILE) and the dynamic form (SELECT + CHECKBOX)", async () => {
    const get = async (reference: string) => {
      const response = await callApi(`/product/${byReference(reference).id}/customization`, { siteId: SITE_70 });
      expect(response.status).toBe(200);
      return productCustomizationListSchema.parse(response.body.data);
    };
    const [engraving] = await get("COFFRET-GRAVE");
    expect(engraving!.customization).toMatchObject({ type: "SIMPLE", costType: "EURO", amount: 900 });
    expect(engraving!.customization.customizationValues[0]).toMatchObject({ inputType: "TEXT", textNumberOfChar: 40 });
    const [upload] = await get("CUVEE-ETIQUETTE");
    expect(upload!.customization.customizationValues[0]!.inputType).toBe("FILE");
    const [form] = await get("COFFRET-EVENEMENT");
    expect(form!.customization.type).toBe("DYNAMIC_FORM");
    expect(form!.customization.customizationValues.map((f) => f.inputType)).toEqual(["SELECT", "CHECKBOX", "TEXT"]);
    expect(form!.customization.customizationValues[0]!.selectKey.length).toBeGreaterThan(1);
    expect(await get("TIRE-BOUCHON")).toEqual([]);
    for (const reference of ["COFFRET-GRAVE", "CUVEE-ETIQUETTE", "COFFRET-EVENEMENT"]) expect(byReference(reference).hasCustomization).toBe(true);
  });

  it("is 404 for another site's product", async () => {
    expect((await callApi(`/product/${byReference("COFFRET-GRAVE").id}/customization`, { siteId: SITE_69 })).status).toBe(404);
  });
});

describe("GET /product/generate/file/{id}[/{declinationId}]", () => {
  it("makes a real PDF technical sheet of the wine", async () => {
    const charmes = byReference("MEURSAULT-CHARMES");
    const declination = charmes.declinations.find((d) => d.year === 2021)!;
    const response = await getFile(`/product/generate/file/${charmes.id}/${declination.id}`, SITE_70);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(filenameFromDisposition(response.headers.get("Content-Disposition"))).toBe("fiche-technique-les-charmes-2021.pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe("Fiche technique – Les Charmes 2021");
    expect(pdf.getAuthor()).toBe("Domaine des Trois Collines");
    const text = pdfText(bytes);
    for (const expected of ["Les Charmes 2021", "Meursault 1er Cru", "Domaine des Trois Collines", "Chardonnay", "Médaille d'or", "Poisson", "sulfites", "Énergie", "Potentiel de garde"]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/<\/?p>|<strong>/);
  });

  it("covers every declination without one, and works for a box and an accessory", async () => {
    const combe = byReference("PN-COMBE");
    const response = await getFile(`/product/generate/file/${combe.id}`, SITE_70);
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const d of combe.declinations) expect(text).toContain(d.reference);
    for (const reference of ["COFFRET-TRIO-3", "TIRE-BOUCHON"]) {
      const product = catalogue.find((p) => p.declinations.some((d) => d.reference === reference)) ?? byReference(reference);
      expect((await getFile(`/product/generate/file/${product.id}`, SITE_70)).status).toBe(200);
    }
  });

  it("is 404 for another site's product, a declination of another product, or when the sheet is off", async () => {
    const charmes = byReference("MEURSAULT-CHARMES");
    const other = await callApi(`/product/generate/file/${charmes.id}`, { siteId: SITE_69 });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Fiche technique indisponible pour ce produit.");
    const foreign = byReference("PN-COMBE").declinations[0]!.id;
    expect((await callApi(`/product/generate/file/${charmes.id}/${foreign}`, { siteId: SITE_70 })).status).toBe(404);
    expect((await callApi(`/product/generate/file/${charmes.id}/x`, { siteId: SITE_70 })).status).toBe(422);
    const db = await getDb();
    const where = and(eq(externalAppConfigs.siteId, SITE_70), eq(externalAppConfigs.app, "PRODUCT_FILE_GENERATOR"));
    const [config] = await db.select().from(externalAppConfigs).where(where);
    try {
      await db.update(externalAppConfigs).set({ publicConfig: { ...config!.publicConfig, enabled: false } }).where(where);
      expect((await callApi(`/product/generate/file/${charmes.id}`, { siteId: SITE_70 })).status).toBe(404);
    } finally {
      await db.update(externalAppConfigs).set({ publicConfig: config!.publicConfig }).where(where);
    }
  });

  it("GET /external-app/PRODUCT_FILE_GENERATOR/config/public tells the storefront the sheet is on", async () => {
    const response = await callApi<{ app: string; config: Record<string, unknown> }>("/external-app/PRODUCT_FILE_GENERATOR/config/public", { siteId: SITE_70 });
    expect(response.status).toBe(200);
    expect(response.body.data.config).toMatchObject({ enabled: true, label: "Télécharger la fiche technique (PDF)" });
    expect(JSON.stringify(response.body)).not.toContain("apiKey");
  });
});

async function getFile(path: string, siteId: number): Promise<Response> {
  const { createApp } = await import("@/lib/platform/app");
  return createApp().request(`/api${path}`, { headers: { "X-Site-Id": String(siteId), "Accept-Language": "fr" } });
}
