// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductCard } from "@/components/shop/product/product-card";
import { expectNoAxeViolation } from "./account-helpers";
import { declination, product, shopSettings } from "./shop-fixtures";

afterEach(cleanup);

const card = () => screen.getByRole("article");
/** The text as read, narrow no-break spaces as plain spaces. */
const text = (element: Element) => (element.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");

describe("product card", () => {
  it("links its title to the sheet, shows the price, colour and the site's in-stock label", async () => {
    render(<ProductCard product={product()} settings={shopSettings({ inStockLabel: "Disponible" })} level={3} />);
    const link = within(card()).getByRole("link", { name: "Les Charmes" });
    expect(link.getAttribute("href")).toBe("/boutique/meursault-les-charmes/7");
    expect(screen.getByRole("heading", { level: 3, name: "Les Charmes" })).toBeTruthy();
    expect(text(card())).toContain("Meursault");
    expect(text(card())).toContain("Blanc");
    expect(text(card().querySelector("[data-price]")!)).toBe("32,00 €");
    expect(card().querySelector("del")).toBeNull();
    expect(within(card()).getByText("Disponible").getAttribute("data-stock")).toBe("in-stock");
    // The picture is decorative (the title says it), with its box size given.
    const img = card().querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("");
    expect(img.getAttribute("width")).toBe("600");
    expect(img.getAttribute("height")).toBe("600");
    await expectNoAxeViolation();
  });

  it("SWITCH_WINE_NAME_AND_APPELLATION: the appellation is the title, the name under it", () => {
    render(<ProductCard product={product()} settings={shopSettings({ appellationFirst: true })} level={2} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Meursault");
    expect(text(card())).toContain("Les Charmes");
  });

  it("a discount: the crossed-out catalogue price and the saving in percent", () => {
    const discounted = product({ declinations: [declination({ fixedPrice: 3000, price: 2400 })], price: 2400 });
    render(<ProductCard product={discounted} settings={shopSettings()} level={3} />);
    const price = card().querySelector("[data-price]")!;
    expect(text(price.querySelector("del")!)).toBe("au lieu de 30,00 €");
    expect(text(price)).toBe("24,00 € au lieu de 30,00 € soit −20 %");
  });

  it("PRODUCT_HIDE_PERCENTAGE_DISCOUNT keeps the crossed-out price but not the percentage", () => {
    const discounted = product({ declinations: [declination({ fixedPrice: 3000, price: 2400 })], price: 2400 });
    render(<ProductCard product={discounted} settings={shopSettings({ hidePercentageDiscount: true })} level={3} />);
    expect(card().querySelector("del")).not.toBeNull();
    expect(text(card())).not.toContain("%");
  });

  it("HIDE_ECOMMERCE_LABEL: no offer label and no stock line, the price stays", () => {
    const offer = product({ discount: { id: 1, type: "EURO", amount: 1000, detailType: "SHIPPING_FEES", label: "Livraison offerte" } });
    render(<ProductCard product={offer} settings={shopSettings({ inStockLabel: "Disponible" })} level={3} />);
    expect(text(card())).toContain("Livraison offerte");
    expect(card().querySelector("[data-stock]")).not.toBeNull();
    cleanup();

    render(<ProductCard product={offer} settings={shopSettings({ inStockLabel: "Disponible", hideEcommerceLabel: true })} level={3} />);
    expect(text(card())).not.toContain("Livraison offerte");
    expect(card().querySelector("[data-stock]")).toBeNull();
    expect(text(card().querySelector("[data-price]")!)).toBe("32,00 €");
  });

  it("HIDE_PRODUCT_PRICES: no price at all", () => {
    const discounted = product({ declinations: [declination({ fixedPrice: 3000, price: 2400 })], price: 2400 });
    render(<ProductCard product={discounted} settings={shopSettings({ hidePrices: true })} level={3} />);
    expect(card().querySelector("[data-price]")).toBeNull();
    expect(text(card())).not.toMatch(/€/);
  });

  it("« à partir de » over declinations of different prices", () => {
    const p = product({ declinations: [declination({ id: 1, price: 3200, fixedPrice: 3200 }), declination({ id: 2, price: 1800, fixedPrice: 1800 })] });
    render(<ProductCard product={p} settings={shopSettings()} level={3} />);
    expect(text(card().querySelector("[data-price]")!)).toBe("À partir de 18,00 €");
  });

  it.each([
    [null, "En stock", "in-stock"],
    [0, "Rupture de stock", "out"],
    [5, "Plus que 5 en stock", "low"],
    [1, "Plus qu'un seul en stock", "low"],
    [40, "En stock", "in-stock"],
  ] as const)("stock %s → « %s »", (quantity, label, tone) => {
    render(<ProductCard product={product({ quantity, declinations: [declination({ quantity })] })} settings={shopSettings({ stockLimitDisplay: 12 })} level={3} />);
    expect(within(card()).getByText(label).getAttribute("data-stock")).toBe(tone);
  });

  it("LIST layout: a row with the summary; PORTRAIT pictures are 3:4", () => {
    render(<ProductCard product={product()} settings={shopSettings({ aspectRatio: "PORTRAIT" })} level={3} layout="LIST" />);
    expect(card().className).toContain("flex-row");
    expect(text(card())).toContain("Un meursault rond et floral");
    const img = card().querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["600", "800"]);
  });
});
