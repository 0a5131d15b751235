// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { Order } from "@/lib/schemas/shop/order";
import { envelope, expectNoAxeViolation, failure } from "./account-helpers";
import { cardOrder, order } from "./shop-order-fixtures";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ usePathname: () => "/commande/confirmation/12", useRouter: () => ({ refresh, push: vi.fn(), prefetch: vi.fn() }) }));
// The Stripe form is another part's (components/shop/checkout/card-payment.tsx): here, what it is given.
vi.mock("@/components/shop/checkout/card-payment", () => ({
  default: (props: Record<string, unknown>) => <p data-testid="formulaire-carte">{JSON.stringify(props)}</p>,
}));

const { OrderView } = await import("@/components/shop/orders/order-view");
const { OrderPayment } = await import("@/components/shop/orders/order-payment");
const { default: PaymentConfirmation } = await import("@/components/shop/orders/payment-confirmation");

/** The text as read: its text nodes apart, narrow no-break spaces as plain spaces, whitespace collapsed. */
function text(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  return parts
    .join(" ")
    .replace(/[\u202f\u00a0]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([),])/g, "$1")
    .replace(/\( /g, "(")
    .trim();
}
const section = (name: string) => screen.getByRole("region", { name });

// GET /order/{id}: the answers of the successive reads (the last one repeats).
let reads: Array<Order | "error"> = [];
let readCount = 0;
const server = setupServer(
  http.get("*/api/order/:id", () => {
    const answer = reads[Math.min(readCount, reads.length - 1)];
    readCount += 1;
    return answer === "error" || answer === undefined
      ? HttpResponse.json(failure("Erreur interne."), { status: 500 })
      : HttpResponse.json(envelope(answer));
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "70";
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  refresh.mockClear();
  reads = [];
  readCount = 0;
});
afterAll(() => server.close());

describe("the order view (confirmation, account detail, admin)", () => {
  it("shows the follow-up, the lines, the delivery, the addresses, the message and the amounts in French formats", async () => {
    render(<OrderView order={order()} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Suivi de la commande",
      "Articles",
      "Livraison",
      "Adresses",
      "Votre message",
      "Montant",
    ]);
    const follow = section("Suivi de la commande");
    expect(text(follow)).toContain("Référence F000012");
    expect(text(follow)).toContain("Date 26/11/2026");
    expect(within(follow).getByTestId("commande-statut").textContent).toBe("En attente de paiement");
    expect(text(follow)).toContain("Paiement Virement bancaire");
    expect(follow.querySelector("time")!.getAttribute("dateTime")).toBe("2026-11-26T09:12:40.101Z");

    const lines = within(section("Articles")).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(text(lines[0]!)).toBe("Meursault Les Tillets Millésime 2022 · 75 cl Réf. MEU-TIL-2022-75 3 × 12,50 € Total de la ligne : 37,50 €");
    expect(text(lines[1]!)).toContain("6 × 14,50 € dont personnalisation 1,00 €");
    expect(text(lines[1]!)).toContain("Total de la ligne : 87,00 € au lieu de 96,00 €");
    expect(text(lines[1]!)).toContain("Prénom : Paul");
    const file = within(lines[1]!).getByRole("link", { name: /etiquette\.png/ });
    expect(file.getAttribute("href")).toBe("/api/cart/customization-file/7");

    expect(text(section("Livraison"))).toBe("Livraison Mode Livraison à domicile Transporteur Colissimo domicile");
    const addresses = text(section("Adresses"));
    expect(addresses).toContain("Adresse de livraison Camille Durand 12 rue des Tanneurs Bâtiment B 21190 Meursault France");
    expect(addresses).toContain("Adresse de facturation Camille Durand Cave Durand 12 rue des Tanneurs 21190 Meursault France");
    expect(addresses).toContain("Téléphone : 06 12 34 56 78");
    expect(within(section("Votre message")).getByText(/Livrer après 18 h/).textContent).toBe("Livrer après 18 h,\nmerci.");

    const amounts = text(section("Montant"));
    expect(amounts).toContain("Produits 124,50 € au lieu de 133,50 €");
    expect(amounts).toContain("Code promo BIENVENUE10 (Bienvenue : 10 % sur votre première commande) −12,45 €");
    expect(amounts).toContain("Livraison 14,90 €");
    expect(text(screen.getByTestId("commande-total"))).toBe("126,95 €");
    await expectNoAxeViolation();
  });

  it("a relay point: the carrier and the point's address; a free-shipping code: the shipping taken off", () => {
    render(
      <OrderView
        order={order({
          delivery: {
            type: "PICKUP",
            carrier: { id: 2, name: "Point relais", serviceCode: "RELAIS" },
            accessPoint: { id: 4, code: "MR-21190-1", name: "Tabac de la Mairie", addLine1: "2 place de l'Hôtel de Ville", zipCode: "21190", city: "Meursault", country: "FR" },
            pickup: null,
          },
          address: { delivery: null, billing: order().address.billing },
          discount: { code: "LIVRAISONOFFERTE", type: "FREE_SHIPPING", amount: 0, label: "Livraison offerte" },
          amounts: { totalProduct: 3750, totalProductToPay: 3750, discount: 0, shippingFee: 590, shippingDiscount: 590, shipping: 0, total: 3750 },
          message: null,
        })}
      />,
    );
    expect(text(section("Livraison"))).toBe(
      "Livraison Mode Livraison en point relais Transporteur Point relais Point relais Tabac de la Mairie 2 place de l'Hôtel de Ville 21190 Meursault",
    );
    expect(text(section("Adresses"))).not.toContain("Adresse de livraison");
    expect(screen.queryByRole("region", { name: "Votre message" })).toBeNull();
    const amounts = text(section("Montant"));
    expect(amounts).toContain("Livraison 5,90 €");
    expect(amounts).toContain("Livraison offerte (code LIVRAISONOFFERTE) −5,90 €");
    expect(amounts).not.toContain("Code promo");
    expect(amounts).toContain("Total TTC 37,50 €");
  });

  it("click and collect: the day with its weekday, the slot and the place; no shipping line", () => {
    render(
      <OrderView
        order={order({
          delivery: {
            type: "CLICK_AND_COLLECT",
            carrier: null,
            accessPoint: null,
            pickup: {
              calendarId: 3,
              day: "2026-12-03",
              idSchedule: 600,
              start: "2026-12-03T09:00:00.000Z",
              end: "2026-12-03T10:00:00.000Z",
              label: "10h00 – 11h00",
              address: { id: 1, name: "Domaine des Trois Collines", address: "5 chemin des Vignes", addressPart2: null, postalCode: "21190", city: "Meursault" },
            },
          },
          address: { delivery: null, billing: order().address.billing },
          amounts: { totalProduct: 3750, totalProductToPay: 3750, discount: 0, shippingFee: 0, shippingDiscount: 0, shipping: 0, total: 3750 },
          discount: null,
        })}
      />,
    );
    expect(text(section("Livraison"))).toBe(
      "Livraison Mode Retrait au domaine Retrait Le jeudi 03/12/2026, 10h00 – 11h00 Adresse de retrait Domaine des Trois Collines 5 chemin des Vignes 21190 Meursault",
    );
    expect(text(section("Montant"))).toBe("Montant Produits 37,50 € Total TTC 37,50 €");
  });

  it("in the admin panel: h4 titles (under the dialog's and the order's), and who ordered with e-mail and phone links", async () => {
    render(<OrderView order={order({ delivery: { type: "NO_DELIVERY", carrier: null, accessPoint: null, pickup: null } })} variant="panel" />);
    expect(screen.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toContain("Client");
    const customer = section("Client");
    expect(within(customer).getByRole("link", { name: "camille@exemple.fr" }).getAttribute("href")).toBe("mailto:camille@exemple.fr");
    expect(within(customer).getByRole("link", { name: "06 12 34 56 78" }).getAttribute("href")).toBe("tel:+33612345678");
    expect(screen.getByRole("region", { name: "Message du client" })).toBeTruthy();
    expect(text(screen.getByRole("region", { name: "Livraison" }))).toContain("Sans livraison (produits dématérialisés)");
    await expectNoAxeViolation();
  });
});

describe("paying an order", () => {
  it("a bank transfer waiting for its money: the instructions; once paid: nothing", () => {
    const { unmount } = render(<OrderPayment order={order()} />);
    const instructions = section("Comment régler votre commande");
    expect(text(instructions)).toContain("en indiquant la référence F000012 en libellé. Virement : IBAN FR76");
    unmount();
    const { container } = render(<OrderPayment order={order({ status: "PAID", statusLabel: "Payée", paymentInstructions: null, paidAt: "2026-11-27T10:00:00.000Z" })} />);
    expect(container.textContent).toBe("");
  });

  it("a card order waiting for its money: « Payer par carte » opens the card form with the order and the confirmation path", async () => {
    render(<OrderPayment order={cardOrder()} />);
    const payment = section("Paiement");
    expect(text(payment)).toContain("Votre commande attend son règlement de 126,95 € par carte bancaire.");
    expect(screen.queryByTestId("formulaire-carte")).toBeNull();
    await expectNoAxeViolation();
    fireEvent.click(within(payment).getByRole("button", { name: "Payer par carte" }));
    const form = await screen.findByTestId("formulaire-carte");
    expect(JSON.parse(form.textContent!)).toEqual({ orderId: 12, reference: "F000012", total: 12695, confirmationPath: "/commande/confirmation/12?paiement=carte" });
    const region = screen.getByRole("region", { name: "Paiement par carte de la commande F000012" });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(screen.queryByRole("button", { name: "Payer par carte" })).toBeNull();
    expect(readCount).toBe(0);
  });

  it("Stripe came back with the payment refused: an alert, and the card form offered again", () => {
    render(<OrderPayment order={cardOrder()} returned="failed" />);
    expect(screen.getByRole("alert").textContent).toBe("Le paiement n'a pas abouti et rien n'a été débité : vous pouvez réessayer.");
    expect(screen.getByRole("button", { name: "Payer par carte" })).toBeTruthy();
    expect(readCount).toBe(0);
  });

  it("Stripe came back with the payment made: « Paiement en cours de confirmation… » while the order waits, then the page is refreshed once paid", async () => {
    const paid = cardOrder({ status: "PAID", statusLabel: "Payée", paidAt: "2026-11-26T09:14:00.000Z", nextStatuses: ["PREPARING", "REFUNDED"] });
    reads = [cardOrder(), paid];
    render(<PaymentConfirmation orderId={12} pollIntervalMs={30} />);
    const status = screen.getByRole("status");
    expect(text(status)).toContain("Paiement en cours de confirmation…");
    expect(screen.queryByRole("button", { name: "Payer par carte" })).toBeNull();
    await waitFor(() => expect(text(status)).toBe("Paiement confirmé : merci, votre commande est payée."));
    expect(readCount).toBe(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Settled: no more reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(readCount).toBe(2);
  });

  it("the page's own wait (default pace) starts with a read at once, and the thanks once the server shows it paid", async () => {
    reads = [cardOrder({ status: "PAID", statusLabel: "Payée", paidAt: "2026-11-26T09:14:00.000Z" })];
    const { rerender } = render(<OrderPayment order={cardOrder()} returned="pending" />);
    expect(await screen.findByText("Paiement en cours de confirmation…")).toBeTruthy();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // router.refresh() renders the server page again, with the paid order.
    rerender(<OrderPayment order={cardOrder({ status: "PAID", statusLabel: "Payée", paidAt: "2026-11-26T09:14:00.000Z" })} returned="pending" />);
    expect(screen.getByRole("status").textContent).toBe("Paiement confirmé : merci, votre commande est payée.");
  });

  it("the wait is bounded: after the last read, « Vérifier à nouveau » starts another round (a failed read counts as one)", async () => {
    reads = [cardOrder(), "error", cardOrder()];
    render(<PaymentConfirmation orderId={12} pollIntervalMs={20} pollLimit={3} />);
    const again = await screen.findByRole("button", { name: "Vérifier à nouveau" });
    expect(text(screen.getByRole("status"))).toContain("La confirmation du paiement prend plus de temps que prévu.");
    expect(readCount).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(readCount).toBe(3);
    expect(refresh).not.toHaveBeenCalled();

    reads = [cardOrder({ status: "PAID", statusLabel: "Payée", paidAt: "2026-11-26T09:14:00.000Z" })];
    readCount = 0;
    fireEvent.click(again);
    expect(document.activeElement).toBe(screen.getByRole("status"));
    await waitFor(() => expect(text(screen.getByRole("status"))).toBe("Paiement confirmé : merci, votre commande est payée."));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("a card order already paid when the customer comes back: the thanks, no read", () => {
    render(<OrderPayment order={cardOrder({ status: "PAID", statusLabel: "Payée", paidAt: "2026-11-26T09:14:00.000Z" })} returned="pending" />);
    expect(screen.getByRole("status").textContent).toBe("Paiement confirmé : merci, votre commande est payée.");
    expect(readCount).toBe(0);
  });

  it("a card order cancelled meanwhile: nothing to pay, nothing to wait for", () => {
    const { container } = render(<OrderPayment order={cardOrder({ status: "CANCELLED", statusLabel: "Annulée" })} returned="pending" />);
    expect(container.textContent).toBe("");
  });
});
