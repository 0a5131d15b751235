import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountedUnitPrice, effectiveDiscount } from "@/lib/domain/shop/unit-price";

const product = (type: "EURO" | "PERCENT", amount: number) => ({ type, amount, detailType: "PRODUCT" as const });

describe("discountedUnitPrice", () => {
  it("leaves the price alone without a discount or with a SHIPPING_FEES one", () => {
    expect(discountedUnitPrice(1950, null)).toBe(1950);
    expect(discountedUnitPrice(1950, { type: "PERCENT", amount: 100, detailType: "SHIPPING_FEES" })).toBe(1950);
  });

  it("takes EURO cents off, never below 0", () => {
    expect(discountedUnitPrice(3100, product("EURO", 400))).toBe(2700);
    expect(discountedUnitPrice(300, product("EURO", 400))).toBe(0);
  });

  it("takes PERCENT off, rounded half up", () => {
    expect(discountedUnitPrice(2200, product("PERCENT", 10))).toBe(1980);
    expect(discountedUnitPrice(1350, product("PERCENT", 15))).toBe(1148); // 1147.5 → 1148
    expect(discountedUnitPrice(1005, product("PERCENT", 10))).toBe(905); // 904.5 → 905
    expect(discountedUnitPrice(999, product("PERCENT", 33))).toBe(669); // 669.33
    expect(discountedUnitPrice(1234, product("PERCENT", 100))).toBe(0);
  });

  it("is an integer between 0 and the fixed price, whatever the discount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom("EURO" as const, "PERCENT" as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        (fixedPrice, type, amount) => {
          const price = discountedUnitPrice(fixedPrice, product(type, type === "PERCENT" ? Math.min(amount, 100) : amount));
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(fixedPrice);
        },
      ),
    );
  });

  it("matches the exact percentage within half a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (fixedPrice, percent) => {
        const exact = (fixedPrice * (100 - percent)) / 100;
        const price = discountedUnitPrice(fixedPrice, product("PERCENT", percent));
        expect(price - exact).toBeGreaterThan(-0.5 - 1e-9);
        expect(price - exact).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("effectiveDiscount", () => {
  it("prefers the declination's discount over the product's", () => {
    const own = product("EURO", 400);
    const products = product("PERCENT", 10);
    expect(effectiveDiscount(own, products)).toBe(own);
    expect(effectiveDiscount(null, products)).toBe(products);
    expect(effectiveDiscount(null, null)).toBeNull();
  });
});
