// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import { ORDER_STATUS_LABELS } from "@/lib/domain/shop/order-status";
import type { Order, OrderStatus } from "@/lib/schemas/shop/order";
import { deferred, envelope, expectNoAxeViolation, failure } from "./account-helpers";
import { order, orderList, summary } from "./shop-order-fixtures";

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const { default: OrdersPanel } = await import("@/components/admin/orders/orders-panel");

let detail: Order;
let summaries = [summary(12, { customer: { id: 8, email: "camille@exemple.fr", firstname: "Camille", lastname: "Durand" } }), summary(11, { status: "PAID", statusLabel: "Payée" })];
let refuseNext: string | null = null;
const calls: { method: string; path: string; search: URLSearchParams; body: unknown }[] = [];
const server = setupServer(
  http.get("*/api/admin/order", () => HttpResponse.json(envelope(orderList(summaries, summaries.length, 1, 20)))),
  http.get("*/api/admin/order/:id", ({ params }) =>
    Number(params.id) === detail.id ? HttpResponse.json(envelope(detail)) : HttpResponse.json(failure("Commande introuvable."), { status: 404 }),
  ),
  http.put("*/api/admin/order/:id/status", async ({ request }) => {
    const { status } = (await request.json()) as { status: OrderStatus };
    if (refuseNext) return HttpResponse.json(failure(refuseNext), { status: 409 });
    detail = { ...detail, status, statusLabel: ORDER_STATUS_LABELS[status], nextStatuses: status === "PAID" ? ["PREPARING", "REFUNDED"] : [] };
    return HttpResponse.json(envelope(detail, `La commande est maintenant « ${ORDER_STATUS_LABELS[status]} ».`));
  }),
);
server.events.on("request:start", async ({ request }) => {
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body: await request.clone().json().catch(() => null) });
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "70";
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
beforeEach(() => {
  detail = order();
  refuseNext = null;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  calls.length = 0;
});
afterAll(() => server.close());

const listCalls = () => calls.filter((call) => call.method === "GET" && call.path === "/api/admin/order");

async function openOrder() {
  render(<OrdersPanel onClose={() => undefined} />);
  fireEvent.click(await screen.findByRole("button", { name: "Voir la commande F000012" }));
  return screen.findByRole("group", { name: /Statut actuel/ });
}

describe("Commandes (admin panel)", () => {
  it("loads, then lists the site's orders newest first in a table, 20 a page", async () => {
    const { gate, release } = deferred();
    server.use(
      http.get("*/api/admin/order", async () => {
        await gate;
        return HttpResponse.json(envelope(orderList(summaries, summaries.length, 1, 20)));
      }),
    );
    render(<OrdersPanel onClose={() => undefined} />);
    expect((await screen.findByText("Chargement des commandes…")).getAttribute("role")).toBe("status");
    release();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["F000012", "F000011"]);
    expect((rows[0]!.textContent ?? "").replace(/[\u202f\u00a0]/g, " ")).toContain("Camille Durandcamille@exemple.fr");
    expect((rows[0]!.textContent ?? "").replace(/[\u202f\u00a0]/g, " ")).toContain("52,40 €");
    expect(screen.getByRole("heading", { name: "Commandes (2)" })).toBeTruthy();
    const search = listCalls()[0]!.search;
    expect(Object.fromEntries(search)).toEqual({ page: "1", nbItem: "20", orderBy: "createdAt:desc" });
    await expectNoAxeViolation();
  });

  it("filters by status at once and by e-mail on « Filtrer »; says when nothing matches", async () => {
    render(<OrdersPanel onClose={() => undefined} />);
    await screen.findByRole("table");
    summaries = [];
    fireEvent.change(screen.getByLabelText("Statut"), { target: { value: "PAID" } });
    await screen.findByText("Aucune commande ne correspond à ces filtres.");
    expect(listCalls().at(-1)!.search.get("status")).toBe("PAID");
    fireEvent.change(screen.getByLabelText("E-mail du client"), { target: { value: " camille " } });
    fireEvent.click(screen.getByRole("button", { name: "Filtrer" }));
    await waitFor(() => expect(listCalls().at(-1)!.search.get("customerEmail")).toBe("lk:camille"));
    expect(listCalls().at(-1)!.search.get("status")).toBe("PAID");
    // Options: every status by its French label.
    const options = within(screen.getByLabelText("Statut")).getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Tous les statuts", ...Object.values(ORDER_STATUS_LABELS)]);
    summaries = [summary(12), summary(11)];
  });

  it("an order: its detail, the invoice, and only the moves it allows with their French labels; a move is saved and announced", async () => {
    const group = await openOrder();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 3, name: "Commande F000012" }));
    expect(within(group).getAllByRole("radio").map((radio) => radio.parentElement!.textContent)).toEqual(["Payée", "Annulée"]);
    expect(screen.getByRole("link", { name: /Voir la facture/ }).getAttribute("href")).toBe("/mon-compte/commandes/12/facture");
    expect(screen.getByRole("region", { name: "Client" })).toBeTruthy();
    await expectNoAxeViolation();

    // Nothing chosen: said on the group.
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le statut" }));
    expect(screen.getByText("Choisissez le nouveau statut.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);

    fireEvent.click(within(group).getByRole("radio", { name: "Payée" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le statut" }));
    await waitFor(() => expect(screen.getAllByRole("status")[0]!.textContent).toBe("La commande est maintenant « Payée »."));
    expect(calls.filter((call) => call.method === "PUT").map((call) => [call.path, call.body])).toEqual([["/api/admin/order/12/status", { status: "PAID" }]]);
    const next = await screen.findByRole("group", { name: /Statut actuel : Payée/ });
    expect(within(next).getAllByRole("radio").map((radio) => radio.parentElement!.textContent)).toEqual(["En préparation", "Remboursée"]);
    expect(screen.getByTestId("commande-statut").textContent).toBe("Payée");

    // Back to the list: focus on the order's « Voir ».
    fireEvent.click(screen.getByRole("button", { name: "Retour à la liste" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Voir la commande F000012" })));
  });

  it("a cancellation asks first; the server's refusal is shown", async () => {
    const group = await openOrder();
    fireEvent.click(within(group).getByRole("radio", { name: "Annulée" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le statut" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler la commande F000012 ?" });
    expect(dialog.textContent).toContain("Ses bouteilles sont remises en vente.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Ne rien changer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);

    refuseNext = "Une commande « Payée » ne peut pas passer à « Annulée ».";
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le statut" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler la commande" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Une commande « Payée » ne peut pas passer à « Annulée »."));
    expect(screen.getByTestId("commande-statut").textContent).toBe("En attente de paiement");
  });

  it("a final state offers no move", async () => {
    detail = order({ status: "CANCELLED", statusLabel: "Annulée", nextStatuses: [] });
    render(<OrdersPanel onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: "Voir la commande F000012" }));
    expect(await screen.findByText("Cette commande est « Annulée » : son statut ne change plus.")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("a list that cannot be read: the reason and « Réessayer »", async () => {
    server.use(http.get("*/api/admin/order", () => HttpResponse.json(failure("Accès refusé."), { status: 403 })));
    render(<OrdersPanel onClose={() => undefined} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Les commandes n'ont pas pu être chargées. Accès refusé.");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});
