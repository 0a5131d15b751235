// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CustomerOrders } from "@/components/shop/orders/customer-orders";
import { expectNoAxeViolation } from "./account-helpers";
import { orderList, summary } from "./shop-order-fixtures";

afterEach(cleanup);

const text = (element: Element) => (element.textContent ?? "").replace(/[\u202f\u00a0]/g, " ");

describe("« Mes commandes »", () => {
  it("lists each order with its reference (the link to its detail), date, status, item count and total", async () => {
    render(
      <CustomerOrders
        orders={orderList([
          summary(14, { status: "PAID", statusLabel: "Payée", itemCount: 1, total: 1250, createdAt: "2026-11-28T23:30:00.000Z" }),
          summary(12, { itemCount: 6, total: 12695, createdAt: "2026-11-26T09:12:40.101Z" }),
        ])}
        page={1}
      />,
    );
    expect(screen.getByText("2 commandes.")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Mes commandes" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-labelledby")).map((id) => document.getElementById(id!)!.textContent)).toEqual([
      "Commande F000014",
      "Commande F000012",
    ]);
    const first = items[0]!;
    expect(within(first).getByRole("heading", { level: 2, name: "Commande F000014" })).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Commande F000014" }).getAttribute("href")).toBe("/mon-compte/commandes/14");
    // 23:30 UTC is already the 29th in Paris (UTC+1).
    expect(text(first)).toBe("Commande F000014Date29/11/2026StatutPayéeArticles1 articleTotal12,50 €");
    expect(text(items[1]!)).toBe("Commande F000012Date26/11/2026StatutEn attente de paiementArticles6 articlesTotal126,95 €");
    expect(first.querySelector("time")!.getAttribute("dateTime")).toBe("2026-11-28T23:30:00.000Z");
    // One page: no page links.
    expect(screen.queryByRole("navigation")).toBeNull();
    await expectNoAxeViolation();
  });

  it("pages of 10: where it is, and links to the others", async () => {
    const list = Array.from({ length: 10 }, (_, i) => summary(20 - i));
    render(<CustomerOrders orders={orderList(list, 25, 2, 10)} page={2} />);
    expect(screen.getByText("25 commandes, page 2 sur 3.")).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pages).getByRole("link", { name: "Page précédente" }).getAttribute("href")).toBe("/mon-compte/commandes");
    expect(within(pages).getByRole("link", { name: "Page suivante" }).getAttribute("href")).toBe("/mon-compte/commandes?page=3");
    expect(within(pages).getByText("2").closest("[aria-current]")!.getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolation();
  });

  it("no order yet: says so and leads to the shop", async () => {
    render(<CustomerOrders orders={orderList([])} page={1} />);
    expect(screen.getByText("Vous n'avez pas encore passé de commande.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Découvrir la boutique" }).getAttribute("href")).toBe("/boutique");
    expect(screen.queryByRole("list")).toBeNull();
    await expectNoAxeViolation();
  });
});
