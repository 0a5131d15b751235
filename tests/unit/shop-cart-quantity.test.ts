import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUANTITY_CHOICES, normaliseQuantityInput, quantityChoices, quantityError, stepQuantity } from "@/lib/domain/shop/cart-quantity";
import { capacityInCentilitres, freeShippingBottleCount, type BottleCountLine } from "@/lib/domain/shop/free-shipping";
import { MAX_CART_QUANTITY } from "@/lib/schemas/shop/cart";
import { PRODUCT_TYPES } from "@/lib/schemas/shop/product";

/** SPEC §5 and §9, one rule per test (lib/domain/shop/cart-quantity.ts, free-shipping.ts). */

const multiple = fc.integer({ min: 1, max: 48 });
const type = fc.constantFrom(...PRODUCT_TYPES);

describe("quantityError (§5: add to cart)", () => {
  it("refuses 0 and any negative quantity", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 0 }), multiple, type, (quantity, sellByMultipleOf, productType) => {
        expect(quantityError(quantity, { type: productType, sellByMultipleOf, stock: null })).toBe("La quantité doit être supérieure à 0.");
      }),
    );
  });

  it("refuses a fractional or non-finite quantity", () => {
    fc.assert(
      fc.property(fc.double({ noInteger: true }), multiple, (quantity, sellByMultipleOf) => {
        expect(quantityError(quantity, { type: "WINE", sellByMultipleOf, stock: null })).toBe("La quantité doit être un nombre entier.");
      }),
    );
  });

  it("accepts every multiple within 1–1000 and the stock, refuses every other quantity", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CART_QUANTITY }), multiple, fc.option(fc.integer({ min: 0, max: 2000 })), type, (quantity, sellByMultipleOf, stock, productType) => {
        const error = quantityError(quantity, { type: productType, sellByMultipleOf, stock });
        const allowed = quantity % sellByMultipleOf === 0 && (stock === null || quantity <= stock);
        expect(error === null).toBe(allowed);
      }),
    );
  });

  it("says « by multiple of N bottles » for wine, « by multiple of N » for other products", () => {
    expect(quantityError(5, { type: "WINE", sellByMultipleOf: 6, stock: null })).toBe("Ce vin ne peut être ajouté que par multiple de 6 bouteilles.");
    expect(quantityError(3, { type: "WINE", sellByMultipleOf: 2, stock: null })).toBe("Ce vin ne peut être ajouté que par multiple de 2 bouteilles.");
    expect(quantityError(5, { type: "BOX", sellByMultipleOf: 6, stock: null })).toBe("Ce produit ne peut être ajouté que par multiple de 6.");
    expect(quantityError(1, { type: "OTHER", sellByMultipleOf: 3, stock: null })).toBe("Ce produit ne peut être ajouté que par multiple de 3.");
  });

  it("says « only N remaining » above a tracked stock, and out of stock at 0", () => {
    expect(quantityError(6, { type: "WINE", sellByMultipleOf: 1, stock: 5 })).toBe("Il ne reste que 5 articles en stock.");
    expect(quantityError(2, { type: "WINE", sellByMultipleOf: 1, stock: 1 })).toBe("Il ne reste que 1 article en stock.");
    expect(quantityError(1, { type: "WINE", sellByMultipleOf: 1, stock: 0 })).toBe("Ce produit n'est plus en stock.");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (stock) => {
        expect(quantityError(stock + 1, { type: "OTHER", sellByMultipleOf: 1, stock })).toMatch(`Il ne reste que ${stock} article`);
      }),
    );
  });

  it("refuses more than 1000 whatever the stock", () => {
    expect(quantityError(1001, { type: "OTHER", sellByMultipleOf: 1, stock: null })).toBe("La quantité ne peut dépasser 1000.");
  });
});

describe("quantity input and stepper (§5)", () => {
  it("a value that is not a number resets to the multiple", () => {
    fc.assert(
      fc.property(fc.constantFrom("", " ", "abc", "1,5e", "NaN", null, undefined, {}, [], Number.NaN, Number.POSITIVE_INFINITY), multiple, (raw, sellByMultipleOf) => {
        expect(normaliseQuantityInput(raw, sellByMultipleOf)).toBe(sellByMultipleOf);
      }),
    );
  });

  it("any input becomes a multiple within [multiple, 1000]", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string()), multiple, (raw, sellByMultipleOf) => {
        const value = normaliseQuantityInput(raw, sellByMultipleOf);
        expect(value % sellByMultipleOf).toBe(0);
        expect(value).toBeGreaterThanOrEqual(sellByMultipleOf);
        expect(value).toBeLessThanOrEqual(Math.max(sellByMultipleOf, MAX_CART_QUANTITY));
      }),
    );
  });

  it("the stepper moves one multiple and never goes below the multiple", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 2000 }), multiple, fc.constantFrom(1 as const, -1 as const), (current, sellByMultipleOf, direction) => {
        const next = stepQuantity(current, direction, sellByMultipleOf);
        expect(next).toBeGreaterThanOrEqual(sellByMultipleOf);
        expect(next % sellByMultipleOf).toBe(0);
        expect(next).toBeLessThanOrEqual(Math.max(sellByMultipleOf, MAX_CART_QUANTITY));
      }),
    );
    expect(stepQuantity(6, -1, 6)).toBe(6);
    expect(stepQuantity(12, -1, 6)).toBe(6);
    expect(stepQuantity(6, 1, 6)).toBe(12);
  });
});

describe("quantityChoices (§9: up to 20 multiples within 1–1000)", () => {
  it("gives at most 20 increasing multiples, within 1–1000 and the stock", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1200 }), fc.option(fc.integer({ min: 0, max: 2000 })), (sellByMultipleOf, stock) => {
        const choices = quantityChoices({ sellByMultipleOf, stock });
        expect(choices.length).toBeLessThanOrEqual(MAX_QUANTITY_CHOICES);
        choices.forEach((choice, index) => {
          expect(choice).toBe((index + 1) * sellByMultipleOf);
          expect(choice).toBeGreaterThanOrEqual(1);
          expect(choice).toBeLessThanOrEqual(Math.min(MAX_CART_QUANTITY, stock ?? MAX_CART_QUANTITY));
        });
      }),
    );
    expect(quantityChoices({ sellByMultipleOf: 6, stock: null })).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 6));
    expect(quantityChoices({ sellByMultipleOf: 6, stock: 20 })).toEqual([6, 12, 18]);
    expect(quantityChoices({ sellByMultipleOf: 100, stock: null })).toHaveLength(10);
    expect(quantityChoices({ sellByMultipleOf: 1, stock: 0 })).toEqual([]);
  });
});

describe("freeShippingBottleCount (§5)", () => {
  const wine = (quantity: number, capacity: number, unit: "CENTILITRE" | "LITER" = "CENTILITRE"): BottleCountLine => ({ type: "WINE", quantity, capacity, capacityUnit: unit, setQuantity: 1 });

  it("a bottle of 75 cl or more counts one, under 75 cl half, rounded down", () => {
    expect(freeShippingBottleCount([wine(6, 75)])).toBe(6);
    expect(freeShippingBottleCount([wine(2, 1.5, "LITER")])).toBe(2);
    expect(freeShippingBottleCount([wine(3, 37.5)])).toBe(1);
    expect(freeShippingBottleCount([wine(1, 50), wine(1, 37.5)])).toBe(1);
    expect(freeShippingBottleCount([wine(1, 0.5, "LITER")])).toBe(0);
    expect(capacityInCentilitres(0.75, "LITER")).toBe(75);
  });

  it("boxes count quantity × the bottles they hold; other products count nothing", () => {
    expect(freeShippingBottleCount([{ type: "BOX", quantity: 2, capacity: 75, capacityUnit: "CENTILITRE", setQuantity: 6 }])).toBe(12);
    expect(freeShippingBottleCount([{ type: "OTHER", quantity: 5, capacity: null, capacityUnit: null, setQuantity: 1 }])).toBe(0);
  });

  it("is the floor of the sum of every line's bottles (halves under 75 cl)", () => {
    const line = fc.record({
      type: fc.constantFrom(...PRODUCT_TYPES),
      quantity: fc.integer({ min: 0, max: 1000 }),
      capacity: fc.option(fc.constantFrom(18.7, 37.5, 50, 75, 150, 0.375, 1.5, 3)),
      capacityUnit: fc.constantFrom("CENTILITRE" as const, "LITER" as const),
      setQuantity: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const count = freeShippingBottleCount(lines);
        const exact = lines.reduce((sum, l) => {
          if (l.type === "BOX") return sum + l.quantity * l.setQuantity;
          if (l.type !== "WINE") return sum;
          const cl = l.capacity === null ? null : l.capacityUnit === "LITER" ? l.capacity * 100 : l.capacity;
          return sum + l.quantity * l.setQuantity * (cl !== null && cl < 75 ? 0.5 : 1);
        }, 0);
        expect(count).toBe(Math.floor(exact + 1e-9));
        expect(Number.isInteger(count)).toBe(true);
      }),
    );
  });
});
