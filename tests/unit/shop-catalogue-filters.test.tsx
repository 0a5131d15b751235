// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CatalogueFiltersForm } from "@/components/shop/catalogue/catalogue-filters";
import { EMPTY_CATALOGUE_FILTERS, readCatalogueFilters } from "@/lib/domain/shop/catalogue-query";
import { resetProductStore, useProductStore } from "@/stores/shop/product-store";
import { expectNoAxeViolation } from "./account-helpers";
import { productList } from "./shop-fixtures";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const choices = productList([]).filters;

beforeEach(() => {
  push.mockReset();
  resetProductStore();
});
afterEach(cleanup);

const form = () => screen.getByRole("search", { name: "Filtrer les produits" }) as HTMLFormElement;

describe("catalogue filters form", () => {
  it("is a plain GET form to /boutique with French labels (works without JavaScript), showing the current filters", async () => {
    const filters = readCatalogueFilters({ q: "charmes", couleur: "WHITE", appellation: "Meursault", prix_max: "40", etiquette: "Bio" });
    render(<CatalogueFiltersForm filters={filters} choices={choices} sort="prix-croissant" defaultSort="prix-croissant" />);
    expect(form().getAttribute("action")).toBe("/boutique");
    expect(form().getAttribute("method")).toBe("get");
    const fields = Object.fromEntries(
      [
        ["Rechercher un produit", "q"],
        ["Type de produit", "type"],
        ["Couleur", "couleur"],
        ["Appellation", "appellation"],
        ["Minimum", "prix_min"],
        ["Maximum", "prix_max"],
        ["Trier par", "tri"],
      ].map(([label, name]) => {
        const field = screen.getByLabelText(label!) as HTMLInputElement;
        expect(field.name).toBe(name);
        return [name, field.value];
      }),
    );
    expect(fields).toEqual({ q: "charmes", type: "", couleur: "WHITE", appellation: "Meursault", prix_min: "", prix_max: "40", tri: "prix-croissant" });
    expect((screen.getByRole("checkbox", { name: "Bio" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Fêtes" }) as HTMLInputElement).checked).toBe(false);
    expect(within(screen.getByLabelText("Couleur")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Toutes les couleurs", "Rouge", "Blanc"]);
    expect(screen.getByRole("group", { name: "Prix (en euros)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Filtrer" }).getAttribute("type")).toBe("submit");
    expect(screen.getByRole("link", { name: "Effacer les filtres" }).getAttribute("href")).toBe("/boutique");
    expect(useProductStore.getState().filters).toEqual(filters);
    await expectNoAxeViolation();
  });

  it("with JavaScript a list choice applies at once, back to page 1, and the store holds the new filters", () => {
    render(<CatalogueFiltersForm filters={{ ...EMPTY_CATALOGUE_FILTERS, page: 3 }} choices={choices} sort={null} defaultSort={null} />);
    act(() => {
      fireEvent.change(screen.getByLabelText("Couleur"), { target: { value: "RED" } });
    });
    expect(push).toHaveBeenCalledWith("/boutique?couleur=RED", { scroll: false });
    expect(useProductStore.getState().filters).toMatchObject({ colour: "RED", page: 1 });
    act(() => {
      fireEvent.click(screen.getByRole("checkbox", { name: "Fêtes" }));
    });
    expect(push).toHaveBeenLastCalledWith("/boutique?couleur=RED&etiquette=F%C3%AAtes", { scroll: false });
  });

  it("choosing PRODUCT_ORDER's own sort keeps `tri` out of the address; another sort is written", () => {
    render(<CatalogueFiltersForm filters={EMPTY_CATALOGUE_FILTERS} choices={choices} sort="prix-croissant" defaultSort="prix-croissant" />);
    act(() => {
      fireEvent.change(screen.getByLabelText("Trier par"), { target: { value: "nom" } });
    });
    expect(push).toHaveBeenLastCalledWith("/boutique?tri=nom", { scroll: false });
    act(() => {
      fireEvent.change(screen.getByLabelText("Trier par"), { target: { value: "prix-croissant" } });
    });
    expect(push).toHaveBeenLastCalledWith("/boutique", { scroll: false });
  });

  it("typed text waits for « Filtrer », then navigates without a full reload", () => {
    render(<CatalogueFiltersForm filters={EMPTY_CATALOGUE_FILTERS} choices={choices} sort={null} defaultSort={null} />);
    fireEvent.change(screen.getByLabelText("Rechercher un produit"), { target: { value: "  pinot  noir " } });
    fireEvent.change(screen.getByLabelText("Minimum"), { target: { value: "15" } });
    expect(push).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    });
    expect(push).toHaveBeenCalledWith("/boutique?q=pinot+noir&prix_min=15", { scroll: false });
  });

  it("the owner's order (PRODUCT_ORDER=CUSTOM) is offered as « Notre sélection »; one product type: no type list", () => {
    render(<CatalogueFiltersForm filters={EMPTY_CATALOGUE_FILTERS} choices={{ ...choices, types: ["WINE"], tags: [] }} sort={null} defaultSort={null} />);
    const sort = screen.getByLabelText("Trier par") as HTMLSelectElement;
    expect(sort.value).toBe("");
    expect(Array.from(sort.options).map((o) => o.text)).toEqual(["Notre sélection", "Prix croissant", "Prix décroissant", "Nom (A à Z)", "Nouveautés"]);
    expect(screen.queryByLabelText("Type de produit")).toBeNull();
    expect(screen.queryByRole("group", { name: "Étiquettes" })).toBeNull();
  });
});
