import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { mergedQuantity } from "@/lib/domain/shop/cart-merge";
import { answeredCustomizations, cartTotals, customizationCostPerUnit, decreasingDiscountPrice, percentOf, priceCartLine } from "@/lib/domain/shop/cart-pricing";
import { quantityError } from "@/lib/domain/shop/cart-quantity";
import { checkCustomizationAnswers } from "@/lib/domain/shop/customization-answers";
import { customizationFileError, customizationFileType } from "@/lib/domain/shop/customization-file";
import { declinationLabel } from "@/lib/domain/shop/declination-label";
import { discountedUnitPrice } from "@/lib/domain/shop/unit-price";
import { MAX_CART_QUANTITY } from "@/lib/schemas/shop/cart";
import { CUSTOMIZATION_FILE_MAX_BYTES, type Customization } from "@/lib/schemas/shop/customization";

/** lib/domain/shop/cart-pricing.ts, cart-merge.ts, customization-answers.ts, customization-file.ts. */

const cents = fc.integer({ min: 0, max: 1_000_000 });
const discount = fc.option(
  fc.record({ type: fc.constantFrom("EURO" as const, "PERCENT" as const), amount: fc.integer({ min: 1, max: 100_000 }), detailType: fc.constantFrom("PRODUCT" as const, "SHIPPING_FEES" as const) }),
);
const tiers = fc.array(fc.record({ minQuantity: fc.integer({ min: 2, max: 200 }), type: fc.constantFrom("EURO" as const, "PERCENT" as const), amount: fc.integer({ min: 1, max: 100 }) }), { maxLength: 4 });
const customizationCosts = fc.array(
  fc.record({ id: fc.integer({ min: 1, max: 10 }), costType: fc.constantFrom("EURO" as const, "PERCENT" as const, "NONE" as const), amount: fc.integer({ min: 0, max: 10_000 }) }),
  { maxLength: 3 },
);

describe("discountedUnitPrice and percentOf (half up, never below 0)", () => {
  it("rounds percentages half up in integer cents", () => {
    expect(discountedUnitPrice(999, { type: "PERCENT", amount: 10, detailType: "PRODUCT" })).toBe(899); // 899.1
    expect(discountedUnitPrice(995, { type: "PERCENT", amount: 10, detailType: "PRODUCT" })).toBe(896); // 895.5
    expect(discountedUnitPrice(1000, { type: "EURO", amount: 1500, detailType: "PRODUCT" })).toBe(0);
    expect(discountedUnitPrice(1000, { type: "EURO", amount: 300, detailType: "SHIPPING_FEES" })).toBe(1000);
    expect(percentOf(3500, 10)).toBe(350);
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 10)).toBe(0);
  });
});

describe("priceCartLine", () => {
  it("takes the declination's discount over the product's", () => {
    const line = priceCartLine({
      fixedPrice: 4000,
      declinationDiscount: { type: "EURO", amount: 500, detailType: "PRODUCT" },
      productDiscount: { type: "PERCENT", amount: 50, detailType: "PRODUCT" },
      decreasingDiscounts: [],
      quantity: 2,
      answeredCustomizations: [],
    });
    expect(line).toMatchObject({ discountedPrice: 3500, unitPrice: 3500, total: 8000, totalToPay: 7000 });
  });

  it("applies the best decreasing-discount tier the quantity reaches, after the product discount", () => {
    const decreasing = [
      { minQuantity: 12, type: "EURO" as const, amount: 100 },
      { minQuantity: 18, type: "PERCENT" as const, amount: 15 },
      { minQuantity: 24, type: "EURO" as const, amount: 50 },
    ];
    const price = (quantity: number) =>
      priceCartLine({ fixedPrice: 999, declinationDiscount: null, productDiscount: { type: "PERCENT", amount: 10, detailType: "PRODUCT" }, decreasingDiscounts: decreasing, quantity, answeredCustomizations: [] }).unitPrice;
    expect(price(6)).toBe(899);
    expect(price(12)).toBe(799);
    expect(price(18)).toBe(764); // 15 % of 8,99 € beats −1 €
    expect(price(30)).toBe(764); // the 24+ tier (−0,50 €) is worse: the best one reached stays
  });

  it("adds customization costs: EURO per unit, PERCENT of the discounted unit price, NONE nothing", () => {
    const line = priceCartLine({
      fixedPrice: 4000,
      declinationDiscount: { type: "EURO", amount: 500, detailType: "PRODUCT" },
      productDiscount: null,
      decreasingDiscounts: [],
      quantity: 3,
      answeredCustomizations: [
        { id: 1, costType: "EURO", amount: 500 },
        { id: 2, costType: "PERCENT", amount: 10 },
        { id: 3, costType: "NONE", amount: 999 },
      ],
    });
    expect(line).toMatchObject({ customizationCost: 850, unitPrice: 4350, total: 3 * 4850, totalToPay: 3 * 4350 });
  });

  it("always gives integer cents, totalToPay ≤ total, both quantity × their unit price", () => {
    fc.assert(
      fc.property(cents, discount, discount, tiers, fc.integer({ min: 0, max: MAX_CART_QUANTITY }), customizationCosts, (fixedPrice, d, p, t, quantity, custom) => {
        const line = priceCartLine({ fixedPrice, declinationDiscount: d, productDiscount: p, decreasingDiscounts: t, quantity, answeredCustomizations: custom });
        for (const value of Object.values(line)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(line.quantityPrice).toBeLessThanOrEqual(line.discountedPrice);
        expect(line.discountedPrice).toBeLessThanOrEqual(fixedPrice);
        expect(line.unitPrice).toBe(line.quantityPrice + line.customizationCost);
        expect(line.totalToPay).toBe(quantity * line.unitPrice);
        expect(line.total).toBe(quantity * (fixedPrice + line.customizationCost));
        expect(line.totalToPay).toBeLessThanOrEqual(line.total);
      }),
    );
  });

  it("a decreasing-discount price never rises with the quantity", () => {
    fc.assert(
      fc.property(cents, tiers, fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), (price, t, quantity, more) => {
        expect(decreasingDiscountPrice(price, quantity + more, t)).toBeLessThanOrEqual(decreasingDiscountPrice(price, quantity, t));
      }),
    );
  });

  it("costs only the customizations holding an answer", () => {
    const customizations = [{ id: 1, costType: "EURO" as const, amount: 500 }, { id: 2, costType: "EURO" as const, amount: 300 }, { id: 3, costType: "EURO" as const, amount: 100 }];
    const answered = answeredCustomizations(customizations, [{ id: 1, textValue: "  " }, { id: 2, checkboxValue: false }, { id: 3, selectValue: { key: "a", value: "A" } }]);
    expect(answered.map((c) => c.id)).toEqual([3]);
    expect(customizationCostPerUnit(1000, answered)).toBe(100);
  });

  it("cart totals add the lines up and count bottles by §5", () => {
    const totals = cartTotals([
      { type: "WINE", quantity: 3, capacity: 37.5, capacityUnit: "CENTILITRE", setQuantity: 1, total: 2370, totalToPay: 2370 },
      { type: "BOX", quantity: 2, capacity: 75, capacityUnit: "CENTILITRE", setQuantity: 6, total: 13800, totalToPay: 12000 },
      { type: "OTHER", quantity: 1, capacity: null, capacityUnit: null, setQuantity: 1, total: 5000, totalToPay: 5000 },
    ]);
    expect(totals).toEqual({ totalProduct: 21170, totalProductToPay: 19370, itemCount: 6, bottleCount: 13 });
  });
});

describe("mergedQuantity (guest cart → customer's cart at login)", () => {
  it("adds up when the sum is allowed", () => {
    expect(mergedQuantity(6, 6, 6, 24)).toBe(12);
    expect(mergedQuantity(0, 3, 1, null)).toBe(3);
  });

  it("lowers a sum over the stock to the largest multiple within it, never below the customer's own quantity", () => {
    expect(mergedQuantity(6, 6, 1, 10)).toBe(10);
    expect(mergedQuantity(6, 12, 6, 16)).toBe(12);
    expect(mergedQuantity(6, 6, 6, 3)).toBe(6);
    expect(mergedQuantity(0, 6, 6, 5)).toBe(0);
    expect(mergedQuantity(990, 60, 1, null)).toBe(1000);
  });

  it("any result is the customer's quantity or a quantity the §5 rules accept", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.option(fc.integer({ min: 0, max: 1200 })), (m, ownUnits, guestUnits, stockLeft) => {
        const existing = ownUnits * m;
        const result = mergedQuantity(existing, guestUnits * m, m, stockLeft);
        expect(result).toBeGreaterThanOrEqual(existing);
        expect(result).toBeLessThanOrEqual(existing + guestUnits * m);
        if (result !== existing && result > 0) expect(quantityError(result, { type: "WINE", sellByMultipleOf: m, stock: stockLeft })).toBeNull();
      }),
    );
  });
});

describe("checkCustomizationAnswers", () => {
  const customizations: Customization[] = [
    {
      id: 1,
      label: "Étiquette gravée",
      type: "SIMPLE",
      costType: "EURO",
      amount: 500,
      customizationValues: [{ key: "texte", label: "Texte", inputType: "TEXT", required: true, textNumberOfChar: 5, selectKey: [], help: null }],
    },
    {
      id: 2,
      label: "Finitions",
      type: "DYNAMIC_FORM",
      costType: "NONE",
      amount: 0,
      customizationValues: [
        { key: "ruban", label: "Ruban", inputType: "SELECT", required: false, textNumberOfChar: null, selectKey: [{ key: "or", value: "Ruban doré" }], help: null },
        { key: "papier", label: "Papier", inputType: "CHECKBOX", required: false, textNumberOfChar: null, selectKey: [], help: null },
        { key: "visuel", label: "Visuel", inputType: "FILE", required: false, textNumberOfChar: null, selectKey: [], help: null },
      ],
    },
  ];
  const check = (answers: Parameters<typeof checkCustomizationAnswers>[1], fileParts: string[] | null = [], requireFields = true) =>
    checkCustomizationAnswers(customizations, answers, { fileParts: fileParts ? new Set(fileParts) : null, requireFields });

  it("normalises the answers: trimmed text, the field's own choice label, blank and unticked dropped", () => {
    const result = check([
      { id: 2, key: "papier", checkboxValue: false },
      { id: 2, key: "ruban", selectValue: { key: "or", value: "n'importe quoi" } },
      { id: 1, key: "texte", textValue: " Léa " },
    ], ["2.visuel"]);
    expect(result.errors).toEqual([]);
    expect(result.answers).toEqual([
      { id: 1, key: "texte", textValue: "Léa" },
      { id: 2, key: "ruban", selectValue: { key: "or", value: "Ruban doré" } },
      { id: 2, key: "visuel", file: true },
    ]);
  });

  it("refuses unknown customizations and keys, long texts (counted in characters), bad choices, wrong kinds, twice the same field", () => {
    const keys = (answers: Parameters<typeof check>[0], parts?: string[]) => check(answers, parts).errors.map((e) => `${e.key}: ${e.error}`);
    expect(keys([{ id: 1, key: "texte", textValue: "ééééé" }])).toEqual([]);
    expect(keys([{ id: 1, key: "texte", textValue: "😀😀😀😀😀😀" }])).toEqual(["1.texte: 5 caractères au maximum."]);
    expect(keys([{ id: 1, key: "texte", textValue: "a" }, { id: 9, key: "x", textValue: "a" }])).toEqual([`9.x: ${CART_MESSAGES.customizationUnknown}`]);
    expect(keys([{ id: 1, key: "texte", textValue: "a" }, { id: 2, key: "couleur", textValue: "a" }])).toEqual([`2.couleur: ${CART_MESSAGES.fieldUnknown}`]);
    expect(keys([{ id: 1, key: "texte", textValue: "a" }, { id: 2, key: "ruban", selectValue: { key: "vert", value: "Vert" } }])).toEqual([`2.ruban: ${CART_MESSAGES.choiceInvalid}`]);
    expect(keys([{ id: 1, key: "texte", checkboxValue: true }])).toEqual([`1.texte: ${CART_MESSAGES.answerInvalid}`]);
    expect(keys([{ id: 1, key: "texte", textValue: "a" }, { id: 1, key: "texte", textValue: "b" }])).toEqual([`1.texte: ${CART_MESSAGES.fieldTwice}`]);
    expect(keys([{ id: 1, key: "texte", textValue: "a" }], ["1.texte"])).toEqual([`1.texte: ${CART_MESSAGES.fileUnexpected}`]);
    expect(keys([{ id: 1, key: "texte", textValue: "a" }, { id: 2, key: "visuel", filename: "a.png" }])).toEqual([`2.visuel: ${CART_MESSAGES.fileMissing}`]);
  });

  it("requires the required fields when adding, not in the price preview; the preview counts a named file", () => {
    expect(check([]).errors).toEqual([{ key: "1.texte", error: CART_MESSAGES.fieldRequired }]);
    expect(check([], null, false).errors).toEqual([]);
    expect(check([{ id: 2, key: "visuel", filename: "a.png" }], null, false).answers).toEqual([{ id: 2, key: "visuel", file: true }]);
  });
});

describe("customization files (type by content, size)", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it("accepts PNG, JPEG and PDF by their first bytes only", () => {
    expect(customizationFileType(PNG)?.mime).toBe("image/png");
    expect(customizationFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(customizationFileType(new TextEncoder().encode("%PDF-1.4\n"))?.mime).toBe("application/pdf");
    expect(customizationFileType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBeNull();
    expect(customizationFileType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(customizationFileError(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBe(CART_MESSAGES.fileType);
    expect(customizationFileError(new Uint8Array())).toBe(CART_MESSAGES.fileEmpty);
    const big = new Uint8Array(CUSTOMIZATION_FILE_MAX_BYTES + 1);
    big.set(PNG);
    expect(customizationFileError(big)).toBe("Le fichier dépasse la taille autorisée (5 Mio).");
    expect(customizationFileError(PNG)).toBeNull();
  });
});

describe("declinationLabel", () => {
  it("names the vintage, the size in French and the variations", () => {
    expect(declinationLabel({ year: 2020, capacity: 75, capacityUnit: "CENTILITRE", variations: ["Gravée"] })).toBe("Millésime 2020 · 75\u00a0cl · Gravée");
    expect(declinationLabel({ year: null, capacity: 1.5, capacityUnit: "LITER", variations: [] })).toBe("1,5\u00a0L");
    expect(declinationLabel({ year: null, capacity: null, capacityUnit: null, variations: [] })).toBe("");
    // The « Millésime » and « Contenance » variations of a wine are not said twice.
    expect(declinationLabel({ year: 2020, capacity: 1.5, capacityUnit: "LITER", variations: ["2020", "150 cl"] })).toBe("Millésime 2020 · 1,5 L");
    expect(declinationLabel({ year: 2022, capacity: 37.5, capacityUnit: "CENTILITRE", variations: ["2022", "37,5 cl", "Étiquette gravée"] })).toBe("Millésime 2022 · 37,5 cl · Étiquette gravée");
  });
});
