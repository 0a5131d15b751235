// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductSheet } from "@/components/shop/product/product-sheet";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import { MEAL_ICONS } from "@/lib/domain/shop/meal-icons";
import { expectNoAxeViolation } from "./account-helpers";
import { declination, product, shopSettings } from "./shop-fixtures";

// The chrome (header, footer) reads the site context: the sheet alone is under test.
vi.mock("@/components/site/site-chrome", () => ({ SiteChrome: ({ children }: { children: ReactNode }) => <main>{children}</main> }));

afterEach(cleanup);

const wine = product({
  grapeVarieties: [
    { name: "Pinot noir", percent: 90 },
    { name: "Gamay", percent: 10 },
  ],
  features: [
    { key: "appellation", label: "Appellation", value: "Bourgogne" },
    { key: "grapes", label: "Cépages", value: "Pinot noir, Gamay" },
    { key: "alcohol", label: "Degré d'alcool", value: "13 % vol." },
  ],
  declinations: [declination({ id: 1 }), declination({ id: 2, year: 2021, capacity: 1.5, capacityUnit: "LITER", quantity: 0, price: 6400, fixedPrice: 6400 })],
  nutrition: { energyKj: 306, energyKcal: 74, fat: 0, saturatedFat: 0, carbohydrates: 0.5, sugars: 0.2, proteins: 0.1, salt: 0, ingredients: "Raisins, conservateur : sulfites.", allergens: ["sulfites"] },
  awardCount: 1,
});
const extras = {
  awards: [{ id: 1, productId: 7, name: "Concours des Vins de Bourgogne", year: 2024, distinction: "Médaille d'argent", medal: "SILVER" as const }],
  recommended: [product({ id: 8, name: "La Combe", slug: "la-combe" })],
  mealIcons: [...MEAL_ICONS],
  customizations: [],
};

function show(over: Partial<ShopSettings> = {}, sheets = true) {
  return render(<ProductSheet product={wine} extras={extras} settings={shopSettings(over)} sheets={sheets} shopTitle="Nos vins" />);
}

const featureRows = () => Array.from(document.querySelectorAll("[data-style] dt, [data-style='TABLE'] th")).map((cell) => cell.textContent);

describe("product sheet", () => {
  it("CLASSIC: title, breadcrumb, vintages and sizes with their technical sheets, features, awards, pairings, recommendations", async () => {
    show();
    expect(document.querySelector("article")!.dataset.style).toBe("CLASSIC");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Les Charmes");
    expect(screen.getByRole("navigation", { name: "Fil d'Ariane" }).textContent).toContain("Nos vins");
    const rows = screen.getByTestId("declinations").querySelectorAll("tbody tr");
    expect(Array.from(rows).map((row) => row.querySelector("th")!.textContent)).toEqual(["Millésime 2022 · 75\u00a0cl", "Millésime 2021 · 1,5\u00a0L"]);
    expect(rows[1]!.textContent).toContain("Rupture de stock");
    expect(screen.getByRole("link", { name: /fiche technique Millésime 2021 · 1,5\sL$/ }).getAttribute("href")).toBe("/boutique/meursault-les-charmes/7/fiche-technique/2");
    // IN_FEATURES (default) with percentages, in the feature's own place.
    expect(featureRows()).toEqual(["Appellation", "Cépages", "Degré d'alcool"]);
    expect(document.querySelector("[data-style] dl, [data-style='LIST']")!.textContent).toContain("Pinot noir (90 %), Gamay (10 %)");
    expect(screen.getByTestId("product-awards").textContent).toContain("Médaille d'argent – Concours des Vins de Bourgogne 2024");
    expect(Array.from(screen.getByTestId("meal-icons").querySelectorAll("li")).map((li) => li.textContent)).toEqual(["Poisson", "Fromages"]);
    expect(screen.getByRole("heading", { name: "Vous aimerez aussi" })).toBeTruthy();
    expect(screen.queryByTestId("nutrition-table")).toBeNull();
    expect(screen.queryByTestId("alcohol-message")).toBeNull();
    await expectNoAxeViolation();
  });

  it("MODERN, grape varieties under the title by name only, features as a table, no icons, nutrition and health message", async () => {
    show({ pageStyle: "MODERN", grapeVarietyPlace: "UNDER_TITLE", grapeVarietyDisplay: "NAME_ONLY", featuresStyle: "TABLE", hideProductIcon: true, showNutrition: true, alcoholMessage: true });
    expect(document.querySelector("article")!.dataset.style).toBe("MODERN");
    expect(screen.getByTestId("grapes-under-title").textContent).toBe("Cépages : Pinot noir, Gamay");
    expect(featureRows()).toEqual(["Appellation", "Degré d'alcool"]);
    expect(screen.queryByTestId("meal-icons")).toBeNull();
    const nutrition = screen.getByTestId("nutrition-table");
    expect(nutrition.textContent).toContain("306 kJ / 74 kcal");
    expect(screen.getByText("sulfites").tagName).toBe("STRONG");
    expect(screen.getByTestId("alcohol-message").textContent).toContain("L'abus d'alcool est dangereux pour la santé");
    await expectNoAxeViolation();
  });

  it("HIDDEN grape varieties, hidden prices, no technical sheets, appellation first", () => {
    const { container } = show({ grapeVarietyPlace: "HIDDEN", hidePrices: true, appellationFirst: true }, false);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Meursault");
    expect(container.textContent).not.toContain("Pinot noir");
    expect(container.textContent).not.toContain("€");
    expect(screen.queryByRole("link", { name: /fiche technique/ })).toBeNull();
  });
});
