import { describe, expect, it } from "vitest";
import { freeShippingNudge } from "@/lib/domain/shop/free-shipping-nudge";
import { readShopSettings } from "@/lib/domain/shop/shop-settings";
import { stockLabel } from "@/lib/domain/shop/stock-label";

describe("readShopSettings", () => {
  it("gives the catalogue's defaults for a site without shop parameters", () => {
    const settings = readShopSettings({});
    expect(settings).toMatchObject({
      hidePrices: false,
      stockLimitDisplay: 0,
      inStockLabel: "En stock",
      notInStockLabel: "Rupture de stock",
      productDisplay: "GRID",
      productOrder: "PRICE_ASC",
      grapeVarietyPlace: "IN_FEATURES",
      freeShippingBottles: null,
      freeShippingCents: null,
      shippingMessage: null,
      alcoholMessage: false,
    });
  });

  it("reads the stored strings: booleans, choices, euros into cents, bottles", () => {
    const settings = readShopSettings({
      HIDE_PRODUCT_PRICES: "true",
      PRODUCT_DISPLAY: "LIST",
      PRODUCT_ORDER: "NAME_ASC",
      FREE_SHIPPING_PRICE: "150.5",
      FREE_SHIPPING_BOTTLE: "12",
      STOCK_LIMIT_DISPLAY: "5",
      IN_STOCK_LABEL: "  Disponible ",
      SHIPPING_MESSAGE: "Expédition sous 48 h",
      DISPLAY_ALCOHOL_SELLING_MESSAGE: "1",
    });
    expect(settings).toMatchObject({
      hidePrices: true,
      productDisplay: "LIST",
      productOrder: "NAME_ASC",
      freeShippingCents: 15050,
      freeShippingBottles: 12,
      stockLimitDisplay: 5,
      inStockLabel: "Disponible",
      shippingMessage: "Expédition sous 48 h",
      alcoholMessage: true,
    });
  });

  it("falls back on malformed, zero or negative values instead of breaking a page", () => {
    const settings = readShopSettings({
      PRODUCT_DISPLAY: "CAROUSEL",
      FREE_SHIPPING_PRICE: "beaucoup",
      FREE_SHIPPING_BOTTLE: "0",
      STOCK_LIMIT_DISPLAY: "-3",
      NOT_IN_STOCK_LABEL: "   ",
    });
    expect(settings.productDisplay).toBe("GRID");
    expect(settings.freeShippingCents).toBeNull();
    expect(settings.freeShippingBottles).toBeNull();
    expect(settings.stockLimitDisplay).toBe(0);
    expect(settings.notInStockLabel).toBe("Rupture de stock");
  });
});

describe("stockLabel", () => {
  const labels = { stockLimitDisplay: 5, inStockLabel: "En stock", notInStockLabel: "Épuisé" };

  it("says in stock when the stock is not tracked or above the limit", () => {
    expect(stockLabel(null, labels)).toEqual({ text: "En stock", tone: "in-stock" });
    expect(stockLabel(6, labels)).toEqual({ text: "En stock", tone: "in-stock" });
  });

  it("counts the last units at or below STOCK_LIMIT_DISPLAY", () => {
    expect(stockLabel(5, labels)).toEqual({ text: "Plus que 5 en stock", tone: "low" });
    expect(stockLabel(1, labels)).toEqual({ text: "Plus qu'un seul en stock", tone: "low" });
  });

  it("uses the site's out-of-stock label at zero, and never counts when the limit is 0", () => {
    expect(stockLabel(0, labels)).toEqual({ text: "Épuisé", tone: "out" });
    expect(stockLabel(2, { ...labels, stockLimitDisplay: 0 })).toEqual({ text: "En stock", tone: "in-stock" });
  });
});

describe("freeShippingNudge", () => {
  it("is absent when the site offers no free shipping", () => {
    expect(freeShippingNudge({ totalProductToPay: 5000, bottleCount: 3 }, { freeShippingCents: null, freeShippingBottles: null })).toBeNull();
  });

  it("counts the euros still missing, against the products to pay", () => {
    const nudge = freeShippingNudge({ totalProductToPay: 13750, bottleCount: 0 }, { freeShippingCents: 15000, freeShippingBottles: 12 });
    expect(nudge?.reached).toBe(false);
    expect(nudge?.text).toMatch(/^Plus que 12,50\s€ d'achats/);
    expect(nudge?.progress).toBeCloseTo(13750 / 15000);
  });

  it("counts the bottles still missing when the threshold is in bottles", () => {
    const settings = { freeShippingCents: null, freeShippingBottles: 12 };
    expect(freeShippingNudge({ totalProductToPay: 0, bottleCount: 11 }, settings)?.text).toBe(
      "Plus que 1 bouteille pour profiter de la livraison offerte.",
    );
    expect(freeShippingNudge({ totalProductToPay: 0, bottleCount: 7 }, settings)?.text).toBe(
      "Plus que 5 bouteilles pour profiter de la livraison offerte.",
    );
  });

  it("says free shipping is reached at the threshold exactly", () => {
    expect(freeShippingNudge({ totalProductToPay: 15000, bottleCount: 0 }, { freeShippingCents: 15000, freeShippingBottles: null })).toEqual({
      reached: true,
      text: "Livraison offerte pour cette commande !",
      progress: 1,
    });
    expect(freeShippingNudge({ totalProductToPay: 0, bottleCount: 12 }, { freeShippingCents: null, freeShippingBottles: 12 })?.reached).toBe(true);
  });
});
