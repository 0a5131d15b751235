import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { calendars, carriers, countries, pickupBookings, relayPoints } from "@/lib/platform/db/schema";
import { NO_SHOP_MESSAGE } from "@/lib/platform/http/request-context";
import { bookPickupSlot } from "@/lib/platform/services/shop/book-pickup-slot";
import { findPickupCalendar, type PickupCalendar } from "@/lib/platform/services/shop/find-pickup-calendar";
import { listPickupDays } from "@/lib/platform/services/shop/list-pickup-days";
import { listPickupSchedules } from "@/lib/platform/services/shop/list-pickup-schedules";
import { allowedDaysSchema } from "@/lib/schemas/appointments";
import {
  accessPointListSchema,
  cityListSchema,
  clickAndCollectSchema,
  pickupDaySchema,
  SHIPPING_MESSAGES,
  shippingFeesSchema,
  type AccessPointList,
  type City,
  type ShippingFees,
} from "@/lib/schemas/shop/shipping";
import { callApi, createLoggedUser, SITE_69, SITE_70, type ApiResponse } from "@/tests/support/api";
import { insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";
import { shipping as site70Shipping } from "@/lib/platform/seed/site-70/shipping";

/**
 * Delivery (docs/api.md « Livraison »): shipping fees from the catalogue's prices and the rate
 * tables of site 70's seeded carriers, free shipping, expedition limits, zones, relay points,
 * French cities, click-and-collect days, slots and atomic pickup booking; bad inputs (French 4xx,
 * nothing written); site 69 (shop off) kept out.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let wine: InsertedProduct; // 12,50 €
let cheap: InsertedProduct; // 5,00 €
let half: InsertedProduct; // 37,5 cl, 7,90 €
let box: InsertedProduct; // a box of six, 60 €
let giftCard: InsertedProduct; // dematerialised
let freeShippingWine: InsertedProduct; // SHIPPING_FEES −100 %
let euroOffWine: InsertedProduct; // SHIPPING_FEES −5 €
let twoVintages: InsertedProduct; // two declinations
let hidden: InsertedProduct; // unpublished
let wine69: InsertedProduct; // site 69's
let franceId: number;
let pickup: PickupCalendar;
let admin70: string;

const post = (path: string, body: unknown, siteId: number = SITE_70) =>
  callApi(path, { siteId, method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "Content-Type": "application/json" } });

const fees = (products: unknown, postalCode: unknown = "21190", country: unknown = "FR", siteId?: number) =>
  post("/calculate/shipping-fees", { products, postalCode, country }, siteId) as Promise<ApiResponse<ShippingFees>>;

const line = (product: InsertedProduct, quantity: number, idDeclination?: number) => ({ idProduct: product.id, quantity, ...(idDeclination ? { idDeclination } : {}) });

async function setParameter(type: string, value: string | null) {
  const response = await callApi(`/admin/parameter/${type}`, {
    siteId: SITE_70,
    token: admin70,
    method: "PUT",
    body: JSON.stringify({ value }),
    headers: { "Content-Type": "application/json" },
  });
  expect(response.status).toBe(200);
}

function expect422(response: ApiResponse, field: string, message: string) {
  expect(response.status).toBe(422);
  expect(response.body.success).toBe(false);
  expect(response.body.data).toMatchObject({ [field]: [message] });
}

beforeAll(async () => {
  database = await openTestDatabase();
  wine = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 1250 }] });
  cheap = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 500 }] });
  half = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 790, capacity: 37.5 }] });
  box = await insertProduct({ siteId: SITE_70, type: "BOX", declinations: [{ fixedPrice: 6000, setQuantity: 6 }] });
  giftCard = await insertProduct({ siteId: SITE_70, type: "OTHER", isDematerialized: true, hasShippingFees: false, declinations: [{ fixedPrice: 5000, stock: null }] });
  freeShippingWine = await insertProduct({
    siteId: SITE_70,
    discount: { type: "PERCENT", amount: 100, detailType: "SHIPPING_FEES", label: "Livraison offerte sur cette cuvée" },
    declinations: [{ fixedPrice: 1000 }],
  });
  euroOffWine = await insertProduct({
    siteId: SITE_70,
    discount: { type: "EURO", amount: 500, detailType: "SHIPPING_FEES", label: "5 € de livraison offerts" },
    declinations: [{ fixedPrice: 1000 }],
  });
  twoVintages = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 1500, year: 2020 }, { fixedPrice: 1800, year: 2021 }] });
  hidden = await insertProduct({ siteId: SITE_70, isPublished: false });
  wine69 = await insertProduct({ siteId: SITE_69, declinations: [{ fixedPrice: 1000 }] });
  const db = await getDb();
  franceId = (await db.select().from(countries).where(eq(countries.alphaTwo, "FR")))[0]!.id;
  pickup = (await findPickupCalendar(db, SITE_70))!;
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
});

afterAll(async () => {
  await database.dispose();
});

describe("seed", () => {
  it("gives site 70 three carriers, relay points and a click-and-collect calendar; site 69 none", async () => {
    const db = await getDb();
    const rows = await db.select().from(carriers).where(eq(carriers.siteId, SITE_70));
    expect(rows.map((r) => [r.serviceCode, r.deliveryType, r.siteType])).toEqual([
      ["COLISSIMO_DOMICILE", "DELIVERY", "STANDARD"],
      ["RELAIS_BOURGOGNE", "PICKUP", "STANDARD"],
      ["VIGNOBLE_EXPORT_DAP", "DELIVERY", "VIGNOBLE_EXPORT"],
    ]);
    const [points] = await db.select({ n: count() }).from(relayPoints).where(eq(relayPoints.siteId, SITE_70));
    expect(points!.n).toBeGreaterThanOrEqual(30);
    expect(pickup).toMatchObject({ kind: "CLICK_AND_COLLECT", slotCapacity: 4 });
    expect(await db.select().from(carriers).where(eq(carriers.siteId, SITE_69))).toEqual([]);
    expect(await findPickupCalendar(db, SITE_69)).toBeNull();
  });
});

describe("POST /calculate/shipping-fees", () => {
  it("prices six bottles to Meursault with the home and relay carriers (France), from the catalogue", async () => {
    const response = await fees([line(wine, 6)]);
    expect(response.status).toBe(200);
    const data = shippingFeesSchema.parse(response.body.data);
    expect(data).toMatchObject({ zone: "FRANCE", needsShipping: true, deliveryLocked: false, bottleCount: 6, shippedBottles: 6, totalProductToPay: 7500 });
    expect(data.country).toMatchObject({ id: franceId, alphaTwo: "FR" });
    expect(data.freeShipping).toEqual({ isFree: false, reasons: [] });
    expect(data.carriers.map((c) => [c.serviceCode, c.deliveryType, c.price, c.fdp])).toEqual([
      ["COLISSIMO_DOMICILE", "DELIVERY", 1490, 1490],
      ["RELAIS_BOURGOGNE", "PICKUP", 990, 990],
    ]);
  });

  it("ignores any price the browser sends and accepts the country by id", async () => {
    const response = await post("/calculate/shipping-fees", {
      products: [{ ...line(wine, 6), price: 1, totalToPay: 1 }],
      postalCode: " 21 190 ",
      country: franceId,
      fdp: 0,
      price: 0,
    });
    expect(response.status).toBe(200);
    const data = shippingFeesSchema.parse(response.body.data);
    expect(data.totalProductToPay).toBe(7500);
    expect(data.postalCode).toBe("21190");
    expect(data.carriers[0]!.fdp).toBe(1490);
  });

  it("makes shipping free from FREE_SHIPPING_PRICE (150 €) of products to pay", async () => {
    const data = shippingFeesSchema.parse((await fees([line(wine, 12)])).body.data);
    expect(data.totalProductToPay).toBe(15000);
    expect(data.freeShipping.reasons.map((r) => r.type)).toEqual(["PRICE"]);
    expect(data.carriers.map((c) => [c.price, c.fdp, c.isFree])).toEqual([
      [2190, 0, true],
      [1490, 0, true],
    ]);
  });

  it("makes shipping free from FREE_SHIPPING_BOTTLE (24) on the §5 count, where half bottles count half", async () => {
    const byBottles = shippingFeesSchema.parse((await fees([line(cheap, 24)])).body.data);
    expect(byBottles.totalProductToPay).toBe(12000);
    expect(byBottles.freeShipping.reasons).toEqual([{ type: "BOTTLE", label: "Livraison offerte dès 24 bouteilles" }]);
    // 12 bottles and 12 half bottles: 18 for free shipping, 24 shipped, 12 × 5 + 12 × 7,90 = 154,80 € → by price only.
    const mixed = shippingFeesSchema.parse((await fees([line(cheap, 12), line(half, 12)])).body.data);
    expect(mixed).toMatchObject({ bottleCount: 18, shippedBottles: 24, totalProductToPay: 15480 });
    expect(mixed.freeShipping.reasons.map((r) => r.type)).toEqual(["PRICE"]);
    expect(mixed.carriers[0]!.price).toBe(3290);
  });

  it("counts a box's bottles and honours SHIPPING_FEES product discounts", async () => {
    const boxes = shippingFeesSchema.parse((await fees([line(box, 1)])).body.data);
    expect(boxes).toMatchObject({ bottleCount: 6, shippedBottles: 6, totalProductToPay: 6000 });
    const offered = shippingFeesSchema.parse((await fees([line(freeShippingWine, 6)])).body.data);
    expect(offered.freeShipping.reasons).toEqual([{ type: "PRODUCT_DISCOUNT", label: "Livraison offerte sur cette cuvée" }]);
    expect(offered.carriers.every((c) => c.fdp === 0 && c.price > 0)).toBe(true);
    const fiveOff = shippingFeesSchema.parse((await fees([line(euroOffWine, 6)])).body.data);
    expect(fiveOff.freeShipping.isFree).toBe(false);
    expect(fiveOff.carriers.map((c) => [c.price, c.fdp])).toEqual([
      [1490, 990],
      [990, 490],
    ]);
  });

  it("ships to the EU with the export carrier only, without the French free-shipping thresholds", async () => {
    const data = shippingFeesSchema.parse((await fees([line(wine, 12)], "10115", "de")).body.data);
    expect(data.zone).toBe("EU");
    expect(data.freeShipping.isFree).toBe(false);
    expect(data.carriers.map((c) => [c.serviceCode, c.siteType, c.price, c.fdp])).toEqual([["VIGNOBLE_EXPORT_DAP", "VIGNOBLE_EXPORT", 5900, 5900]]);
  });

  it("refuses countries the site does not serve (SELLS_WORLDWIDE, ONLY_SELL_IN_FRANCE) and overseas France as the world", async () => {
    expect422(await fees([line(wine, 6)], "10001", "US"), "country", SHIPPING_MESSAGES.onlyEurope);
    expect422(await fees([line(wine, 6)], "97400", "FR"), "country", SHIPPING_MESSAGES.onlyEurope);
    await setParameter("SELLS_WORLDWIDE", "true");
    const world = shippingFeesSchema.parse((await fees([line(wine, 6)], "10001", "US")).body.data);
    expect(world.carriers.map((c) => [c.serviceCode, c.price])).toEqual([["VIGNOBLE_EXPORT_DAP", 8900]]);
    await setParameter("ONLY_SELL_IN_FRANCE", "true");
    expect422(await fees([line(wine, 6)], "10115", "DE"), "country", SHIPPING_MESSAGES.onlyFrance);
    await setParameter("ONLY_SELL_IN_FRANCE", "false");
    await setParameter("SELLS_WORLDWIDE", "false");
  });

  it("enforces the expedition limits on the whole cart, saying how many bottles to add or remove", async () => {
    const five = await fees([line(wine, 5)]);
    expect422(five, "products", "Une expédition compte au moins 6 bouteilles : ajoutez 1 bouteille (votre panier en compte 5).");
    expect(five.body.message).toBe("Une expédition compte au moins 6 bouteilles : ajoutez 1 bouteille (votre panier en compte 5).");
    expect422(
      await fees([line(wine, 4), line(cheap, 3)]),
      "products",
      "Les bouteilles s'expédient par multiples de 6 : ajoutez 5 bouteilles ou retirez-en 1 (votre panier en compte 7).",
    );
    expect422(await fees([line(box, 11)]), "products", "Une expédition compte au plus 60 bouteilles : retirez 6 bouteilles (votre panier en compte 66).");
    // Accessories alone are not held to bottle limits; the same product twice adds up.
    const split = await fees([line(wine, 3), line(wine, 3)]);
    expect(split.status).toBe(200);
    expect(shippingFeesSchema.parse(split.body.data).shippedBottles).toBe(6);
  });

  it("needs no carrier for a dematerialised-only cart", async () => {
    const response = await fees([line(giftCard, 2)]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(SHIPPING_MESSAGES.noShipping);
    expect(shippingFeesSchema.parse(response.body.data)).toMatchObject({ needsShipping: false, carriers: [], totalProductToPay: 10000, shippedBottles: 0 });
  });

  it("offers no carrier while LOCK_DELIVERY is on (click and collect only)", async () => {
    await setParameter("LOCK_DELIVERY", "true");
    const response = await fees([line(wine, 6)]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(SHIPPING_MESSAGES.deliveryLocked);
    expect(shippingFeesSchema.parse(response.body.data)).toMatchObject({ deliveryLocked: true, carriers: [] });
    await setParameter("LOCK_DELIVERY", "false");
    expect(shippingFeesSchema.parse((await fees([line(wine, 6)])).body.data).carriers).toHaveLength(2);
  });

  it("quotes a line given as { idProduct, quantity } alone in the product's default declination: the first a buyer can take (SPEC §7)", async () => {
    const quote = async (lines: unknown[]) => {
      const response = await fees(lines);
      expect(response.status).toBe(200);
      return shippingFeesSchema.parse(response.body.data);
    };
    // Both vintages in stock: the first, as the product sheet opens.
    const alone = await quote([line(twoVintages, 6)]);
    expect(alone.totalProductToPay).toBe(6 * 1500);
    expect(alone).toEqual(await quote([line(twoVintages, 6, twoVintages.declinationIds[0])]));
    // The first sold out: the next one in stock.
    const soldOutFirst = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 1500, year: 2020, stock: 0 }, { fixedPrice: 1800, year: 2021 }] });
    const next = await quote([line(soldOutFirst, 6)]);
    expect(next.totalProductToPay).toBe(6 * 1800);
    expect(next).toEqual(await quote([line(soldOutFirst, 6, soldOutFirst.declinationIds[1])]));
    // Without and with its id, the same declination adds up.
    expect((await quote([line(twoVintages, 6), line(twoVintages, 6, twoVintages.declinationIds[0])])).totalProductToPay).toBe(12 * 1500);
  });

  it("answers bad products with a French 422 on the line's field", async () => {
    expect422(await fees([line(wine69, 6)]), "products.0.idProduct", SHIPPING_MESSAGES.productUnknown);
    expect422(await fees([line(wine, 6), line(hidden, 6)]), "products.1.idProduct", SHIPPING_MESSAGES.productUnknown);
    expect422(await fees([{ idProduct: 2_000_000_000, quantity: 6 }]), "products.0.idProduct", SHIPPING_MESSAGES.productUnknown);
    expect422(await fees([line(twoVintages, 6, wine.declinationIds[0])]), "products.0.idDeclination", SHIPPING_MESSAGES.declinationUnknown);
    expect((await fees([line(twoVintages, 6, twoVintages.declinationIds[1])])).status).toBe(200);
    expect422(await fees([]), "products", SHIPPING_MESSAGES.productsRequired);
    expect422(await fees([line(wine, 0)]), "products.0.quantity", SHIPPING_MESSAGES.quantityInvalid);
    expect422(await fees([line(wine, 1.5)]), "products.0.quantity", SHIPPING_MESSAGES.quantityInvalid);
    expect422(await fees([{ idProduct: wine.id, quantity: "6" }]), "products.0.quantity", SHIPPING_MESSAGES.quantityInvalid);
    expect422(await fees([line(wine, 1001)]), "products.0.quantity", SHIPPING_MESSAGES.quantityTooBig);
    expect422(await fees([{ idProduct: "1; drop table products", quantity: 6 }]), "products.0.idProduct", SHIPPING_MESSAGES.productUnknown);
    expect((await post("/calculate/shipping-fees", "{not json")).status).toBe(422);
  });

  it("answers bad places with a French 422", async () => {
    expect422(await fees([line(wine, 6)], "2119"), "postalCode", SHIPPING_MESSAGES.postalCodeFrance);
    expect422(await fees([line(wine, 6)], "99999"), "postalCode", SHIPPING_MESSAGES.postalCodeUnknown);
    expect422(await fees([line(wine, 6)], ""), "postalCode", SHIPPING_MESSAGES.postalCodeRequired);
    expect422(await fees([line(wine, 6)], "<script>"), "postalCode", SHIPPING_MESSAGES.postalCodeInvalid);
    expect422(await fees([line(wine, 6)], "21190", "XX"), "country", SHIPPING_MESSAGES.countryUnknown);
    expect422(await fees([line(wine, 6)], "21190", 999_999), "country", SHIPPING_MESSAGES.countryUnknown);
    expect422(await fees([line(wine, 6)], "21190", "France"), "country", SHIPPING_MESSAGES.countryUnknown);
    expect422(await fees([line(wine, 6)], "21190", null), "country", SHIPPING_MESSAGES.countryUnknown);
  });
});

describe("POST /relay/access-points", () => {
  const points = (body: unknown, siteId?: number) => post("/relay/access-points", body, siteId) as Promise<ApiResponse<AccessPointList>>;

  it("lists the relay points near Meursault, nearest first, with their opening hours", async () => {
    const response = await points({ postalCode: "21190", country: "FR" });
    expect(response.status).toBe(200);
    const data = accessPointListSchema.parse(response.body.data);
    expect(data.carrier.serviceCode).toBe("RELAIS_BOURGOGNE");
    expect(data.list.length).toBeGreaterThanOrEqual(5);
    expect(data.list[0]!.city).toBe("Meursault");
    const distances = data.list.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000);
    expect(data.list.map((p) => p.city)).toContain("Beaune");
    expect(data.list.map((p) => p.city)).not.toContain("Dijon"); // 40 km away
    expect(data.list[0]!.openingHours).toHaveLength(7);
    expect(data.list[0]!.openingHours[0]!.ranges.length).toBeGreaterThan(0);
  });

  it("places Paris, Lyon and Bordeaux codes in their city", async () => {
    const paris = accessPointListSchema.parse((await points({ postalCode: "75011", country: franceId })).body.data);
    expect(paris.list[0]!.zipCode).toBe("75011");
    expect(paris.list.every((p) => p.city === "Paris")).toBe(true);
    const lyon = accessPointListSchema.parse((await points({ postalCode: "69001", country: "FR" })).body.data);
    expect(lyon.list.length).toBeGreaterThanOrEqual(4);
    expect(lyon.list.every((p) => p.city === "Lyon")).toBe(true);
    const bordeaux = accessPointListSchema.parse((await points({ postalCode: "33000", country: "FR" })).body.data);
    expect(bordeaux.list[0]!.city).toBe("Bordeaux");
    expect(bordeaux.list.map((p) => p.icon)).toContain("fleuriste");
  });

  it("answers an empty list far from every point and outside France", async () => {
    const brest = await points({ postalCode: "29200", country: "FR" });
    expect(brest.status).toBe(200);
    expect(brest.body.message).toBe(SHIPPING_MESSAGES.noAccessPoint);
    expect(accessPointListSchema.parse(brest.body.data).list).toEqual([]);
    const berlin = accessPointListSchema.parse((await points({ postalCode: "10115", country: "DE" })).body.data);
    expect(berlin).toMatchObject({ list: [], origin: null });
  });

  it("answers bad inputs with a French 422", async () => {
    const db = await getDb();
    const [home] = await db.select().from(carriers).where(and(eq(carriers.siteId, SITE_70), eq(carriers.serviceCode, "COLISSIMO_DOMICILE")));
    expect422(await points({ postalCode: "21190", country: "FR", carrier: home!.id }), "carrier", SHIPPING_MESSAGES.carrierUnknown);
    expect422(await points({ postalCode: "21190", country: "FR", carrier: 2_000_000_000 }), "carrier", SHIPPING_MESSAGES.carrierUnknown);
    expect422(await points({ postalCode: "99999", country: "FR" }), "postalCode", SHIPPING_MESSAGES.postalCodeUnknown);
    expect422(await points({ postalCode: "21190", country: "ZZ" }), "country", SHIPPING_MESSAGES.countryUnknown);
    expect422(await points({ country: "FR" }), "postalCode", SHIPPING_MESSAGES.postalCodeRequired);
  });
});

describe("GET /cities/{search}/{idCountry}", () => {
  const cities = (search: string, country: number = franceId, siteId: number = SITE_70) =>
    callApi<City[]>(`/cities/${encodeURIComponent(search)}/${country}`, { siteId });

  it("finds the communes of a postal code and by postal-code prefix (at most 20)", async () => {
    const exact = cityListSchema.parse((await cities("21190")).body.data);
    expect(exact.map((c) => c.name)).toEqual(expect.arrayContaining(["Meursault", "Puligny-Montrachet"]));
    expect(exact.every((c) => c.postalCode === "21190")).toBe(true);
    const prefix = cityListSchema.parse((await cities("75")).body.data);
    expect(prefix).toHaveLength(20);
    expect(prefix.every((c) => c.postalCode.startsWith("75"))).toBe(true);
  });

  it("finds communes by name, accents and case ignored, also at a word start", async () => {
    const meursault = cityListSchema.parse((await cities("MEURSAULT")).body.data);
    expect(meursault[0]).toEqual({ postalCode: "21190", name: "Meursault", inseeCode: "21412", label: "MEURSAULT" });
    const etienne = cityListSchema.parse((await cities("saint-etienne")).body.data);
    expect(etienne.map((c) => c.name)).toContain("Saint-Étienne");
    const inner = cityListSchema.parse((await cities("étienne")).body.data);
    expect(inner.map((c) => c.name)).toContain("Saint-Étienne");
    expect(inner.length).toBeLessThanOrEqual(20);
  });

  it("answers an empty list for other countries, and works on a site without shop (reference data)", async () => {
    const db = await getDb();
    const [germany] = await db.select().from(countries).where(eq(countries.alphaTwo, "DE"));
    expect((await cities("Berlin", germany!.id)).body.data).toEqual([]);
    expect(cityListSchema.parse((await cities("21190", franceId, SITE_69)).body.data).length).toBeGreaterThan(0);
  });

  it("answers bad searches and countries with a French 4xx", async () => {
    expect((await cities("a")).status).toBe(422);
    expect((await cities("x".repeat(61))).status).toBe(422);
    const unknown = await callApi(`/cities/dijon/999999`, { siteId: SITE_70 });
    expect422(unknown, "country", SHIPPING_MESSAGES.countryUnknown);
    expect((await callApi(`/cities/dijon/FR`, { siteId: SITE_70 })).status).toBe(422);
  });
});

/** The seeded closures of site 70's pickup calendar. */
const SITE_70_CLOSURES = site70Shipping.clickAndCollect!.closures.map((c) => c.day);

/** The first `weekday` (0 Sunday … 6 Saturday) 7 days or more after today that is not a closure. */
function dayAhead(weekday: number): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== weekday || SITE_70_CLOSURES.includes(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe("click and collect", () => {
  const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

  it("GET /click-and-collect gives the calendar, the hours and the estate's pickup address", async () => {
    const response = await callApi("/click-and-collect", { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const data = clickAndCollectSchema.parse(response.body.data);
    expect(data).toMatchObject({ calendarId: pickup.id, slotCapacity: 4, horizonDays: 45 });
    expect(data.hours).toContain("lundi au samedi");
    expect(data.addresses[0]).toMatchObject({ city: "Meursault", postalCode: "21190", country: "FR" });
  });

  it("GET /calendar/{id}/date/allowed/{month}/{year} gives the pickup days: opening days, no Sunday, no closure", async () => {
    // The route runs on the real clock: a Tuesday 7 to 13 days ahead is past the 24 h notice and within the 45-day horizon, whenever the suite runs.
    const tuesday = dayAhead(2);
    const [year, month] = tuesday.split("-").map(Number) as [number, number];
    const response = await callApi(`/calendar/${pickup.id}/date/allowed/${month}/${year}`, { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const days = allowedDaysSchema.parse(response.body.data).days;
    expect(days).toContain(tuesday);
    for (const day of days) expect(new Date(`${day}T12:00:00Z`).getUTCDay(), day).not.toBe(0);
    for (const closure of SITE_70_CLOSURES) expect(days).not.toContain(closure);
    expect(days).toEqual((await listPickupDays(await getDb(), SITE_70, pickup, month, year, new Date())).days);
    // The rules on a fixed clock: December 2026 seen on 26 November.
    const fixed = await listPickupDays(await getDb(), SITE_70, pickup, 12, 2026, NOW);
    expect(fixed.days[0]).toBe("2026-12-01");
    expect(fixed.days).not.toContain("2026-12-25");
    expect(fixed.days).not.toContain("2026-12-27"); // a Sunday
    expect(fixed.days).toHaveLength(31 - 4 - 1); // four Sundays, Christmas
  });

  it("GET /calendar/{id}/date/{day}/schedules gives hourly slots from the opening hours, each with its capacity", async () => {
    const tuesday = dayAhead(2);
    const response = await callApi(`/calendar/${pickup.id}/date/${tuesday}/schedules`, { siteId: SITE_70 });
    expect(response.status).toBe(200);
    const day = pickupDaySchema.parse(response.body.data);
    expect(day.schedules.map((s) => s.label)).toEqual([
      "9h00 – 10h00",
      "10h00 – 11h00",
      "11h00 – 12h00",
      "14h00 – 15h00",
      "15h00 – 16h00",
      "16h00 – 17h00",
      "17h00 – 18h00",
    ]);
    expect(day.schedules[0]).toMatchObject({ idSchedule: 540, capacity: 4, remaining: 4 });
    expect(day.schedules[0]!.start).toMatch(new RegExp(`^${tuesday}T0[78]:00:00.000Z$`)); // 9h00 in Paris (summer or winter time)
    const fixed = await listPickupSchedules(await getDb(), SITE_70, pickup, "2026-12-15", NOW);
    expect(fixed.schedules[0]).toMatchObject({ idSchedule: 540, start: "2026-12-15T08:00:00.000Z" });
    const saturday = pickupDaySchema.parse((await callApi(`/calendar/${pickup.id}/date/${dayAhead(6)}/schedules`, { siteId: SITE_70 })).body.data);
    expect(saturday.schedules.map((s) => s.idSchedule)).toEqual([600, 660, 840, 900, 960]);
    const sunday = pickupDaySchema.parse((await callApi(`/calendar/${pickup.id}/date/${dayAhead(0)}/schedules`, { siteId: SITE_70 })).body.data);
    expect(sunday.schedules).toEqual([]);
    expect((await callApi(`/calendar/${pickup.id}/date/15-12-2026/schedules`, { siteId: SITE_70 })).status).toBe(422);
  });

  it("books a slot atomically: 10 concurrent bookings of a 4-place slot give 4 pickups, then the slot is full", async () => {
    const db = await getDb();
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => bookPickupSlot(db, SITE_70, { calendarId: pickup.id, day: "2026-12-16", idSchedule: 600, reference: `CMD-${i}` }, NOW)),
    );
    const booked = attempts.filter((a) => a.status === "fulfilled");
    expect(booked).toHaveLength(4);
    for (const failure of attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected")) {
      expect(failure.reason).toMatchObject({ status: 409, message: SHIPPING_MESSAGES.scheduleFull });
    }
    const [rows] = await db.select({ n: count() }).from(pickupBookings).where(and(eq(pickupBookings.calendarId, pickup.id), eq(pickupBookings.day, "2026-12-16")));
    expect(rows!.n).toBe(4);
    const day = await listPickupSchedules(db, SITE_70, pickup, "2026-12-16", NOW);
    expect(day.schedules.find((s) => s.idSchedule === 600)).toMatchObject({ remaining: 0 });
    expect(day.schedules.find((s) => s.idSchedule === 660)).toMatchObject({ remaining: 4 });
  });

  it("drops a day whose every slot is full, and refuses slots not offered or a second pickup for one order", async () => {
    const db = await getDb();
    const { schedules } = await listPickupSchedules(db, SITE_70, pickup, "2026-12-17", NOW);
    for (const schedule of schedules) {
      for (let i = 0; i < 4; i += 1) {
        await bookPickupSlot(db, SITE_70, { calendarId: pickup.id, day: "2026-12-17", idSchedule: schedule.idSchedule, reference: `FULL-${schedule.idSchedule}-${i}` }, NOW);
      }
    }
    const days = await listPickupDays(db, SITE_70, pickup, 12, 2026, NOW);
    expect(days.days).not.toContain("2026-12-17");
    expect(days.days).toContain("2026-12-18");
    const before = await db.select({ n: count() }).from(pickupBookings);
    const attempt = (day: string, idSchedule: number, reference = `X-${day}-${idSchedule}`) =>
      bookPickupSlot(db, SITE_70, { calendarId: pickup.id, day, idSchedule, reference }, NOW);
    await expect(attempt("2026-12-25", 540)).rejects.toMatchObject({ status: 422, message: SHIPPING_MESSAGES.scheduleUnknown }); // closed
    await expect(attempt("2026-12-20", 600)).rejects.toMatchObject({ status: 422 }); // Sunday
    await expect(attempt("2026-12-15", 555)).rejects.toMatchObject({ status: 422 }); // not a slot start
    await expect(attempt("2026-11-26", 900)).rejects.toMatchObject({ status: 422 }); // within the notice
    await expect(attempt("2027-03-01", 540)).rejects.toMatchObject({ status: 422 }); // past the horizon
    await expect(attempt("2026-12-18", 540, "CMD-0")).rejects.toMatchObject({ status: 409, message: SHIPPING_MESSAGES.referenceTaken });
    await expect(bookPickupSlot(db, SITE_69, { calendarId: pickup.id, day: "2026-12-18", idSchedule: 540, reference: "OTHER-SITE" }, NOW)).rejects.toMatchObject({ status: 404 });
    expect(await db.select({ n: count() }).from(pickupBookings)).toEqual(before);
  });
});

describe("sites 69 and 70 kept apart", () => {
  it("answers site 69 (shop off) a French 404 on every shop call, with nothing of site 70", async () => {
    for (const response of [
      await fees([line(wine, 6)], "21190", "FR", SITE_69),
      await post("/relay/access-points", { postalCode: "21190", country: "FR" }, SITE_69),
      await callApi("/click-and-collect", { siteId: SITE_69 }),
      await callApi(`/calendar/${pickup.id}/date/2026-12-15/schedules`, { siteId: SITE_69 }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, message: NO_SHOP_MESSAGE });
    }
    // Site 70's click-and-collect calendar is not one of site 69's calendars.
    expect((await callApi(`/calendar/${pickup.id}/date/allowed/12/2026`, { siteId: SITE_69 })).status).toBe(404);
  });

  it("keeps site 70's carriers, products and relay points out of site 69 even with its shop on", async () => {
    const db = await getDb();
    const { setShopOn } = await import("@/tests/support/shop-fixtures");
    await setShopOn(SITE_69, true);
    try {
      expect422(await fees([line(wine, 6)], "21190", "FR", SITE_69), "products.0.idProduct", SHIPPING_MESSAGES.productUnknown);
      expect422(await fees([line(wine69, 6)], "21190", "FR", SITE_69), "country", SHIPPING_MESSAGES.noCarrierForZone);
      const [relay70] = await db.select().from(carriers).where(and(eq(carriers.siteId, SITE_70), eq(carriers.deliveryType, "PICKUP")));
      expect422(await post("/relay/access-points", { postalCode: "21190", country: "FR", carrier: relay70!.id }, SITE_69), "carrier", SHIPPING_MESSAGES.carrierUnknown);
      expect((await callApi("/click-and-collect", { siteId: SITE_69 })).status).toBe(404);
      expect((await callApi(`/calendar/${pickup.id}/date/2026-12-15/schedules`, { siteId: SITE_69 })).status).toBe(404);
    } finally {
      await setShopOn(SITE_69, false);
    }
    // Site 70's appointment calendars list leaves its click-and-collect calendar out.
    expect((await callApi<unknown[]>("/calendar", { siteId: SITE_70 })).body.data).toEqual([]);
    const [row] = await db.select().from(calendars).where(eq(calendars.id, pickup.id));
    expect(row!.siteId).toBe(SITE_70);
  });
});
