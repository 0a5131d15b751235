import { describe, expect, it, vi } from "vitest";
import { DELIVERY_TYPE_LABELS, itemCountLabel, pickupDayLabel } from "@/lib/domain/shop/order-display";
import { cardPaymentReturn, confirmationReturnPath, orderAccountPath, orderConfirmationPath, orderInvoicePath } from "@/lib/domain/shop/order-paths";
import { isMissingOrderPage, type OrderPageLookups } from "@/lib/storefront/shop/missing-order-page";

function lookups(shop: boolean, loggedIn = true, orders: number[] = [12]) {
  const calls: string[] = [];
  const value: OrderPageLookups & { calls: string[] } = {
    calls,
    loggedIn,
    shopEnabled: vi.fn(async () => {
      calls.push("shop");
      return shop;
    }),
    orderExists: vi.fn(async (id: number) => {
      calls.push(`order ${id}`);
      return orders.includes(id);
    }),
  };
  return value;
}

describe("order paths", () => {
  it("confirmation, account detail and invoice", () => {
    expect(orderConfirmationPath(12)).toBe("/commande/confirmation/12");
    expect(orderConfirmationPath(12, { afterCardPayment: true })).toBe("/commande/confirmation/12?paiement=carte");
    expect(orderAccountPath(12)).toBe("/mon-compte/commandes/12");
    expect(orderInvoicePath(12)).toBe("/mon-compte/commandes/12/facture");
  });

  it("a card payment just made: Stripe's return or our own marker; refused or abandoned: failed; else nothing", () => {
    expect(cardPaymentReturn({ payment_intent: "pi_123", payment_intent_client_secret: "pi_123_secret_x", redirect_status: "succeeded" })).toBe("pending");
    expect(cardPaymentReturn({ payment_intent: "pi_123", redirect_status: "processing" })).toBe("pending");
    expect(cardPaymentReturn({ payment_intent: "pi_123" })).toBe("pending");
    expect(cardPaymentReturn({ paiement: "carte" })).toBe("pending");
    expect(cardPaymentReturn({ paiement: ["carte", "x"] })).toBe("pending");
    for (const status of ["requires_payment_method", "failed", "canceled"]) expect(cardPaymentReturn({ payment_intent: "pi_123", redirect_status: status })).toBe("failed");
    expect(cardPaymentReturn({})).toBeNull();
    expect(cardPaymentReturn({ paiement: "virement", redirect_status: "autre" })).toBeNull();
  });

  it("the login's return path keeps what the page reads, never Stripe's client secret nor odd values", () => {
    expect(confirmationReturnPath(12, {})).toBe("/commande/confirmation/12");
    expect(confirmationReturnPath(12, { payment_intent: "pi_123", payment_intent_client_secret: "pi_123_secret_x", redirect_status: "succeeded", utm: "x" })).toBe(
      "/commande/confirmation/12?payment_intent=pi_123&redirect_status=succeeded",
    );
    expect(confirmationReturnPath(12, { paiement: "carte", redirect_status: "<script>" })).toBe("/commande/confirmation/12?paiement=carte");
  });
});

describe("order display", () => {
  it("pickup day with its weekday, in dd/mm/yyyy whatever the time zone; item counts; delivery labels", () => {
    expect(pickupDayLabel("2026-12-03")).toBe("jeudi 03/12/2026");
    expect(pickupDayLabel("2026-03-29")).toBe("dimanche 29/03/2026");
    expect(itemCountLabel(1)).toBe("1 article");
    expect(itemCountLabel(0)).toBe("0 article");
    expect(itemCountLabel(12)).toBe("12 articles");
    expect(DELIVERY_TYPE_LABELS.CLICK_AND_COLLECT).toBe("Retrait au domaine");
  });
});

describe("isMissingOrderPage (proxy: the 404 page with the chrome)", () => {
  it("a site without a shop: every order path is missing", async () => {
    for (const path of ["/mon-compte/commandes", "/mon-compte/commandes/12", "/mon-compte/commandes/12/facture", "/commande/confirmation/12", "/commande/confirmation"]) {
      expect(await isMissingOrderPage(path, lookups(false)), path).toBe(true);
    }
  });

  it("on a shop: the visitor's own orders are there, anyone else's and malformed ids are not", async () => {
    expect(await isMissingOrderPage("/mon-compte/commandes", lookups(true))).toBe(false);
    expect(await isMissingOrderPage("/mon-compte/commandes/", lookups(true))).toBe(false);
    expect(await isMissingOrderPage("/mon-compte/commandes/12", lookups(true))).toBe(false);
    expect(await isMissingOrderPage("/commande/confirmation/12", lookups(true))).toBe(false);
    expect(await isMissingOrderPage("/mon-compte/commandes/13", lookups(true))).toBe(true);
    expect(await isMissingOrderPage("/commande/confirmation/13", lookups(true))).toBe(true);
    for (const path of ["/commande/confirmation", "/commande/confirmation/abc", "/commande/confirmation/0", "/mon-compte/commandes/12a", "/mon-compte/commandes/12/autre", "/commande/confirmation/12/x"]) {
      const l = lookups(true);
      expect(await isMissingOrderPage(path, l), path).toBe(true);
      expect(l.calls.filter((call) => call.startsWith("order")), path).toEqual([]);
    }
  });

  it("a visitor without a session is left to the page (login), without reading the order; the invoice answers its own 404", async () => {
    const guest = lookups(true, false);
    expect(await isMissingOrderPage("/mon-compte/commandes/13", guest)).toBe(false);
    expect(await isMissingOrderPage("/commande/confirmation/13", guest)).toBe(false);
    expect(guest.calls).toEqual(["shop", "shop"]);
    const customer = lookups(true);
    expect(await isMissingOrderPage("/mon-compte/commandes/13/facture", customer)).toBe(false);
    expect(customer.calls).toEqual(["shop"]);
  });

  it("other paths: no lookup at all", async () => {
    const l = lookups(true);
    for (const path of ["/", "/mon-compte", "/commande", "/commande/paiement", "/mon-compte/commandesx", "/boutique/commande/confirmation/1"]) {
      expect(await isMissingOrderPage(path, l), path).toBe(false);
    }
    expect(l.calls).toEqual([]);
  });
});
