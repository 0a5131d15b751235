import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carrierRate, type RateLine } from "@/lib/domain/shop/carrier-rate";
import { searchCities, indexCommunes } from "@/lib/domain/shop/city-search";
import { clickAndCollectWeekly, namedWeekdays, pickupAllowedDays, pickupSlotLabel, pickupSlotsOfDay, pickupSlotsOffered, type PickupRules } from "@/lib/domain/shop/click-and-collect-slots";
import { departmentPosition } from "@/lib/domain/shop/department-positions";
import { expeditionProblem, isShippableCount } from "@/lib/domain/shop/expedition-limits";
import { departmentOfPostalCode, isFrenchPostalCodeShape, searchKey } from "@/lib/domain/shop/french-postal-code";
import { distanceMetres, meanPosition } from "@/lib/domain/shop/geo-distance";
import { servedZones, zoneRefusal } from "@/lib/domain/shop/served-zones";
import { needsShipping, ratedBottleCount, shippedBottleCount, type ShipmentLine } from "@/lib/domain/shop/shipment-count";
import { freeShippingReasons, shippingFee } from "@/lib/domain/shop/shipping-fee";
import { readShippingSettings } from "@/lib/domain/shop/shipping-settings";
import { shippingZone } from "@/lib/domain/shop/shipping-zone";
import { parseOpeningRanges } from "@/lib/domain/appointment-slots";
import { SHIPPING_MESSAGES } from "@/lib/schemas/shop/shipping";

describe("shippingZone", () => {
  it("puts metropolitan France, Corsica and Monaco in FRANCE, EU members in EU, the rest and overseas France in WORLD", () => {
    expect(shippingZone("FR", "21190")).toBe("FRANCE");
    expect(shippingZone("fr", "20000")).toBe("FRANCE");
    expect(shippingZone("MC", "98000")).toBe("FRANCE");
    expect(shippingZone("FR", "97400")).toBe("WORLD");
    expect(shippingZone("RE", "97400")).toBe("WORLD");
    for (const code of ["DE", "BE", "IT", "ES", "IE", "HR", "SE"]) expect(shippingZone(code, "1000")).toBe("EU");
    for (const code of ["GB", "CH", "US", "NO", "JP"]) expect(shippingZone(code, "1000")).toBe("WORLD");
  });
});

describe("served zones", () => {
  it("follows ONLY_SELL_IN_FRANCE (which wins) and SELLS_WORLDWIDE", () => {
    expect(servedZones({ onlySellInFrance: false, sellsWorldwide: false })).toEqual(["FRANCE", "EU"]);
    expect(servedZones({ onlySellInFrance: false, sellsWorldwide: true })).toEqual(["FRANCE", "EU", "WORLD"]);
    expect(servedZones({ onlySellInFrance: true, sellsWorldwide: true })).toEqual(["FRANCE"]);
    expect(zoneRefusal("EU", { onlySellInFrance: true, sellsWorldwide: false })).toBe(SHIPPING_MESSAGES.onlyFrance);
    expect(zoneRefusal("WORLD", { onlySellInFrance: false, sellsWorldwide: false })).toBe(SHIPPING_MESSAGES.onlyEurope);
    expect(zoneRefusal("FRANCE", { onlySellInFrance: true, sellsWorldwide: false })).toBeNull();
  });
});

describe("carrierRate", () => {
  const rates: RateLine[] = [
    { zone: "FRANCE", minBottles: 1, maxBottles: 6, price: 1490 },
    { zone: "FRANCE", minBottles: 7, maxBottles: 12, price: 2190 },
    { zone: "FRANCE", minBottles: 13, maxBottles: null, price: 3990 },
    { zone: "EU", minBottles: 1, maxBottles: 12, price: 3900 },
  ];

  it("reads the line of the zone holding the bottle count", () => {
    expect(carrierRate(rates, "FRANCE", 1)).toBe(1490);
    expect(carrierRate(rates, "FRANCE", 6)).toBe(1490);
    expect(carrierRate(rates, "FRANCE", 7)).toBe(2190);
    expect(carrierRate(rates, "FRANCE", 500)).toBe(3990);
    expect(carrierRate(rates, "EU", 12)).toBe(3900);
    expect(carrierRate(rates, "EU", 13)).toBeNull();
    expect(carrierRate(rates, "WORLD", 6)).toBeNull();
    expect(carrierRate(rates, "FRANCE", 0)).toBe(1490);
  });

  it("never decreases with more bottles on a table whose prices rise, and takes the cheapest of overlapping lines", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(carrierRate(rates, "FRANCE", low)!).toBeLessThanOrEqual(carrierRate(rates, "FRANCE", high)!);
      }),
    );
    expect(carrierRate([...rates, { zone: "FRANCE", minBottles: 1, maxBottles: 24, price: 1000 }], "FRANCE", 6)).toBe(1000);
  });
});

describe("shipment counts", () => {
  const l = (over: Partial<ShipmentLine>): ShipmentLine => ({ type: "WINE", quantity: 1, setQuantity: 1, isDematerialized: false, hasShippingFees: true, ...over });

  it("counts every bottle of wines and boxes, not accessories nor dematerialised products", () => {
    expect(shippedBottleCount([l({ quantity: 5 }), l({ type: "BOX", quantity: 2, setQuantity: 6 }), l({ type: "OTHER", quantity: 3 })])).toBe(17);
    expect(shippedBottleCount([l({ quantity: 2, isDematerialized: true })])).toBe(0);
    expect(needsShipping([l({ type: "OTHER", isDematerialized: true })])).toBe(false);
    expect(needsShipping([l({ type: "OTHER", isDematerialized: true }), l({ type: "OTHER" })])).toBe(true);
  });

  it("rates only lines with shipping fees, at least one bottle when accessories carry fees", () => {
    expect(ratedBottleCount([l({ quantity: 6 }), l({ quantity: 6, hasShippingFees: false })])).toBe(6);
    expect(ratedBottleCount([l({ type: "OTHER" })])).toBe(1);
    expect(ratedBottleCount([l({ hasShippingFees: false })])).toBe(0);
  });
});

describe("expedition limits", () => {
  const limits = { minimumBottles: 6, maximumBottles: 60, bottleMultiple: 6 };

  it("says how many bottles to add or remove, in French", () => {
    expect(expeditionProblem(6, limits)).toBeNull();
    expect(expeditionProblem(0, limits)).toBeNull();
    expect(expeditionProblem(1, limits)).toEqual({ message: "Une expédition compte au moins 6 bouteilles : ajoutez 5 bouteilles (votre panier en compte 1).", add: 5, remove: null });
    expect(expeditionProblem(13, limits)).toEqual({
      message: "Les bouteilles s'expédient par multiples de 6 : ajoutez 5 bouteilles ou retirez-en 1 (votre panier en compte 13).",
      add: 5,
      remove: 1,
    });
    expect(expeditionProblem(61, limits)).toMatchObject({ add: null, remove: 1, message: "Une expédition compte au plus 60 bouteilles : retirez 1 bouteille (votre panier en compte 61)." });
    expect(expeditionProblem(66, limits)).toMatchObject({ add: null, remove: 6 });
    expect(expeditionProblem(5, { minimumBottles: 1, maximumBottles: null, bottleMultiple: 1 })).toBeNull();
  });

  it("always leads to a shippable count (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 12 }),
        fc.option(fc.integer({ min: 24, max: 240 }), { nil: null }),
        (count, minimumBottles, bottleMultiple, maximumBottles) => {
          const rules = { minimumBottles, bottleMultiple, maximumBottles };
          const problem = expeditionProblem(count, rules);
          if (problem === null) {
            expect(isShippableCount(count, rules)).toBe(true);
            return;
          }
          const anyShippable = Array.from({ length: 600 }, (_, n) => n + 1).some((n) => isShippableCount(n, rules));
          expect(problem.add !== null || problem.remove !== null).toBe(anyShippable);
          if (problem.add !== null) expect(isShippableCount(count + problem.add, rules)).toBe(true);
          if (problem.remove !== null) expect(isShippableCount(count - problem.remove, rules)).toBe(true);
          // Nothing shippable lies between the count and the advice.
          for (let n = count - (problem.remove ?? 0) + 1; n < count + (problem.add ?? 0); n += 1) {
            if (n !== count && (problem.remove !== null || n > count) && (problem.add !== null || n < count)) expect(isShippableCount(n, rules)).toBe(false);
          }
        },
      ),
    );
  });
});

describe("free shipping and the fee", () => {
  const settings = { freeShippingCents: 15000, freeShippingBottles: 24 };

  it("gives its reasons: price and bottles in France only, a 100 % SHIPPING_FEES discount anywhere", () => {
    expect(freeShippingReasons({ zone: "FRANCE", totalProductToPay: 14999, bottleCount: 23, shippingDiscounts: [], settings })).toEqual([]);
    expect(freeShippingReasons({ zone: "FRANCE", totalProductToPay: 15000, bottleCount: 24, shippingDiscounts: [], settings })).toEqual([
      { type: "PRICE", label: "Livraison offerte dès 150 € d'achat" },
      { type: "BOTTLE", label: "Livraison offerte dès 24 bouteilles" },
    ]);
    expect(freeShippingReasons({ zone: "EU", totalProductToPay: 90000, bottleCount: 60, shippingDiscounts: [], settings })).toEqual([]);
    expect(
      freeShippingReasons({ zone: "EU", totalProductToPay: 0, bottleCount: 0, shippingDiscounts: [{ type: "PERCENT", amount: 100, label: "Offerte" }], settings }),
    ).toEqual([{ type: "PRODUCT_DISCOUNT", label: "Offerte" }]);
    expect(freeShippingReasons({ zone: "FRANCE", totalProductToPay: 1, bottleCount: 1, shippingDiscounts: [], settings: { freeShippingCents: 9950, freeShippingBottles: null } })).toEqual([]);
  });

  it("takes the best single SHIPPING_FEES discount off the price, never below 0", () => {
    expect(shippingFee(1490, [], [])).toBe(1490);
    expect(shippingFee(1490, [{ type: "PRICE", label: "" }], [])).toBe(0);
    expect(shippingFee(1490, [], [{ type: "EURO", amount: 500, label: "" }, { type: "PERCENT", amount: 50, label: "" }])).toBe(745);
    expect(shippingFee(990, [], [{ type: "EURO", amount: 5000, label: "" }])).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 50_000 }), (price, percent, euros) => {
        const fee = shippingFee(price, [], [{ type: "PERCENT", amount: percent, label: "" }, { type: "EURO", amount: euros, label: "" }]);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe("shipping settings", () => {
  it("reads the SHOP parameters with their defaults", () => {
    expect(readShippingSettings({})).toMatchObject({ bottleMultiple: 1, minimumBottles: 1, maximumBottles: null, lockDelivery: false, onlySellInFrance: false, sellsWorldwide: false });
    expect(
      readShippingSettings({ BOTTLE_MULTIPLE: "6", MINIMUM_EXPEDITION_BOTTLE: "12", MAXIMUM_EXPEDITION_BOTTLE: "0", FREE_SHIPPING_PRICE: "99.5", LOCK_DELIVERY: "true" }),
    ).toMatchObject({ bottleMultiple: 6, minimumBottles: 12, maximumBottles: null, freeShippingCents: 9950, lockDelivery: true });
  });
});

describe("postal codes and positions", () => {
  it("knows the French shape and the département", () => {
    expect(isFrenchPostalCodeShape("21190")).toBe(true);
    expect(isFrenchPostalCodeShape("2119")).toBe(false);
    expect(departmentOfPostalCode("21190")).toBe("21");
    expect(departmentOfPostalCode("20000")).toBe("2A");
    expect(departmentOfPostalCode("20200")).toBe("2B");
    expect(departmentOfPostalCode("97400")).toBe("974");
    expect(departmentOfPostalCode("A1")).toBeNull();
    expect(searchKey("  Saint-Étienne-lès-Œufs ")).toBe("saint etienne les oeufs");
  });

  it("places a postal code at its prefecture and measures distances", () => {
    const dijon = departmentPosition("21000")!;
    const paris = departmentPosition("75011")!;
    expect(distanceMetres(dijon, paris)).toBeGreaterThan(260_000);
    expect(distanceMetres(dijon, paris)).toBeLessThan(275_000);
    expect(distanceMetres(paris, paris)).toBe(0);
    expect(departmentPosition("974")).toBeNull();
    expect(departmentPosition("97400")!.lat).toBeLessThan(0);
    for (let d = 1; d <= 95; d += 1) {
      if (d === 20) continue;
      const position = departmentPosition(`${String(d).padStart(2, "0")}100`)!;
      expect(position.lat).toBeGreaterThan(41);
      expect(position.lat).toBeLessThan(51.2);
      expect(position.lng).toBeGreaterThan(-5);
      expect(position.lng).toBeLessThan(9.6);
    }
    expect(meanPosition([])).toBeNull();
    expect(meanPosition([{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }])).toEqual({ lat: 2, lng: 3 });
  });
});

describe("city search", () => {
  const index = indexCommunes([
    { postalCode: "21190", inseeCode: "21412", name: "Meursault", label: "MEURSAULT" },
    { postalCode: "21190", inseeCode: "21492", name: "Puligny-Montrachet", label: "PULIGNY MONTRACHET" },
    { postalCode: "21190", inseeCode: "21412", name: "Meursault", label: "MEURSAULT" },
    { postalCode: "42000", inseeCode: "42218", name: "Saint-Étienne", label: "ST ETIENNE" },
    { postalCode: "42100", inseeCode: "42218", name: "Saint-Étienne", label: "ST ETIENNE" },
    { postalCode: "21000", inseeCode: "21231", name: "Dijon", label: "DIJON" },
  ]);

  it("searches by postal-code prefix or by name without accents, duplicates dropped, at most the limit", () => {
    expect(searchCities(index, "21190").map((c) => c.name)).toEqual(["Meursault", "Puligny-Montrachet"]);
    expect(searchCities(index, "21").map((c) => c.postalCode)).toEqual(["21000", "21190", "21190"]);
    expect(searchCities(index, "saint etienne").map((c) => c.postalCode)).toEqual(["42000", "42100"]);
    expect(searchCities(index, "ÉTIENNE").map((c) => c.name)).toEqual(["Saint-Étienne", "Saint-Étienne"]);
    expect(searchCities(index, "montrachet").map((c) => c.name)).toEqual(["Puligny-Montrachet"]);
    expect(searchCities(index, "d")).toEqual([]);
    expect(searchCities(index, "2", 1)).toHaveLength(1);
    expect(searchCities(index, "zzz")).toEqual([]);
  });
});

describe("click-and-collect slots", () => {
  const opening = [
    parseOpeningRanges("9h00 – 12h00 / 14h00 – 18h00"),
    parseOpeningRanges("9h00 – 12h00 / 14h00 – 18h00"),
    parseOpeningRanges("9h00 – 12h00 / 14h00 – 18h00"),
    parseOpeningRanges("9h00 – 12h00 / 14h00 – 18h00"),
    parseOpeningRanges("9h00 – 12h00 / 14h00 – 18h00"),
    parseOpeningRanges("10h00 – 12h00 / 14h00 – 17h00"),
    [],
  ];

  it("reads days and hours from CLICK_AND_COLLECT_HOURS, the opening hours filling the rest", () => {
    expect(namedWeekdays("Du lundi au vendredi")).toEqual([0, 1, 2, 3, 4]);
    expect(namedWeekdays("mardi, jeudi et samedi")).toEqual([1, 3, 5]);
    expect(namedWeekdays("samedi – lundi")).toEqual([0, 5, 6]);
    expect(clickAndCollectWeekly(null, opening)).toEqual(opening);
    expect(clickAndCollectWeekly("Retrait gratuit au caveau du lundi au samedi, aux heures d'ouverture.", opening)).toEqual(opening);
    const own = clickAndCollectWeekly("Mercredi 16h-19h ; samedi 10h-12h", opening);
    expect(own[2]).toEqual([{ start: 960, end: 1140 }]);
    expect(own[5]).toEqual([{ start: 600, end: 720 }]);
    expect(own[0]).toEqual([]);
    expect(clickAndCollectWeekly("de 17h à 19h", opening).map((day) => day.length)).toEqual([1, 1, 1, 1, 1, 1, 0]);
  });

  it("cuts the hours into slots and keeps those open, within notice and horizon, with their places", () => {
    expect(pickupSlotsOfDay("2026-12-15", opening, 60).map((s) => s.id)).toEqual([540, 600, 660, 840, 900, 960, 1020]);
    expect(pickupSlotsOfDay("2026-12-15", [[], [{ start: 540, end: 630 }], [], [], [], [], []], 60)).toEqual([
      { id: 540, start: 540, end: 600 },
      { id: 600, start: 600, end: 630 },
    ]);
    expect(pickupSlotLabel({ start: 540, end: 600 })).toBe("9h00 – 10h00");
    const rules: PickupRules = {
      weekly: opening,
      stepMinutes: 60,
      capacity: 2,
      closedDays: new Set(["2026-12-25"]),
      minNoticeHours: 24,
      horizonDays: 30,
      now: new Date("2026-12-14T07:30:00Z"), // 8h30 in Paris: tomorrow from 8h30 on
      booked: new Map([["2026-12-15|540", 2], ["2026-12-15|600", 1]]),
    };
    const tomorrow = pickupSlotsOffered("2026-12-15", rules);
    expect(tomorrow.map((s) => [s.id, s.remaining])).toEqual([
      [540, 0],
      [600, 1],
      [660, 2],
      [840, 2],
      [900, 2],
      [960, 2],
      [1020, 2],
    ]);
    expect(pickupSlotsOffered("2026-12-25", rules)).toEqual([]);
    expect(pickupSlotsOffered("2026-12-14", rules)).toEqual([]); // within the notice
    expect(pickupSlotsOffered("2027-01-14", rules)).toEqual([]); // past the horizon
    const days = pickupAllowedDays(2026, 12, rules);
    expect(days[0]).toBe("2026-12-15");
    expect(days).not.toContain("2026-12-20");
    expect(days).not.toContain("2026-12-25");
    const full = { ...rules, booked: new Map(pickupSlotsOfDay("2026-12-16", opening, 60).map((s) => [`2026-12-16|${s.id}`, 2])) };
    expect(pickupAllowedDays(2026, 12, full)).not.toContain("2026-12-16");
  });
});
