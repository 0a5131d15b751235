// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CataloguePagination } from "@/components/shop/catalogue/catalogue-pagination";
import { CATALOGUE_PAGE_SIZE, readCatalogueFilters } from "@/lib/domain/shop/catalogue-query";
import { expectNoAxeViolation } from "./account-helpers";

afterEach(cleanup);

const nav = () => screen.getByRole("navigation", { name: "Pagination des produits" });
const hrefOf = (name: string | RegExp) => within(nav()).getByRole("link", { name }).getAttribute("href");
/** « Page 2 »: jsdom's accessible name drops the space that ends the screen-reader-only « Page ». */
const pageLink = (n: number) => new RegExp(`^Page ?${n}$`);

describe("catalogue pagination", () => {
  it("site 70's 29 products on 24 a page: two pages, the current one marked, the next keeping filters and sort", async () => {
    const filters = readCatalogueFilters({ couleur: "RED", tri: "prix-decroissant", etiquette: "Bio" });
    render(<CataloguePagination filters={filters} total={29} nbItem={CATALOGUE_PAGE_SIZE} />);
    const current = within(nav()).getByText("1", { exact: false, selector: "[aria-current='page']" });
    expect(current.textContent).toBe("Page 1");
    expect(within(nav()).queryByRole("link", { name: "Page précédente" })).toBeNull();
    expect(hrefOf(pageLink(2))).toBe("/boutique?couleur=RED&etiquette=Bio&tri=prix-decroissant&page=2");
    expect(hrefOf("Page suivante")).toBe("/boutique?couleur=RED&etiquette=Bio&tri=prix-decroissant&page=2");
    await expectNoAxeViolation();
  });

  it("on the last page: the previous page leads back to the first page's plain address", () => {
    render(<CataloguePagination filters={readCatalogueFilters({ page: "2" })} total={29} nbItem={24} />);
    expect(nav().querySelector("[aria-current='page']")?.textContent).toBe("Page 2");
    expect(hrefOf("Page précédente")).toBe("/boutique");
    expect(hrefOf(pageLink(1))).toBe("/boutique");
    expect(within(nav()).queryByRole("link", { name: "Page suivante" })).toBeNull();
  });

  it("a page past the end shows the last page as current", () => {
    render(<CataloguePagination filters={readCatalogueFilters({ page: "9" })} total={50} nbItem={24} />);
    expect(nav().querySelector("[aria-current='page']")?.textContent).toBe("Page 3");
  });

  it("nothing when one page holds every product", () => {
    const { container } = render(<CataloguePagination filters={readCatalogueFilters({})} total={24} nbItem={24} />);
    expect(container.innerHTML).toBe("");
  });
});
