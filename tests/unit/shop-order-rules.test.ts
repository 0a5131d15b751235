import { describe, expect, it } from "vitest";
import { customerAgeProblem } from "@/lib/domain/shop/customer-age";
import { discountCodeAmounts, discountCodeProblem, normaliseDiscountCode, type DiscountCodeRule } from "@/lib/domain/shop/discount-code";
import { invoiceReference, splitVat } from "@/lib/domain/shop/invoice";
import { orderAmounts } from "@/lib/domain/shop/order-amounts";
import { paymentInstructions, readOrderSettings } from "@/lib/domain/shop/order-settings";
import { nextOrderStatuses, orderTransitionProblem, transitionRecordsPayment, transitionReleasesStock, type OrderStateFacts } from "@/lib/domain/shop/order-status";
import { OPEN_UNPAID_ORDER_LIMITS, openUnpaidOrdersProblem } from "@/lib/domain/shop/open-unpaid-orders";
import { customerPaymentMethods, offeredPaymentMethods } from "@/lib/domain/shop/payment-methods";
import {
  UNCOLLECTED_ON_SITE_ORDER_RELEASE_MS,
  UNPAID_CARD_ORDER_RELEASE_MS,
  UNPAID_ORDER_REMINDER_LEAD_MS,
  unpaidOrderHoldDays,
  unpaidOrderReleaseAt,
  unpaidOrderReminderAt,
} from "@/lib/domain/shop/unpaid-order-release";
import { DISCOUNT_MESSAGES, ORDER_MESSAGES, ORDER_STATUSES } from "@/lib/schemas/shop/order";

/** The pure rules of orders (lib/domain/shop): states, discount codes, amounts, payment, VAT, age, unpaid release. */

const NOW = new Date("2026-11-26T10:00:00Z");
const rule = (over: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: "BIENVENUE10",
  type: "PERCENT",
  amount: 10,
  minimumAmount: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  usedCount: 0,
  isActive: true,
  ...over,
});

describe("discount codes", () => {
  it("normalises typed codes", () => {
    expect(normaliseDiscountCode(" bien venue10 ")).toBe("BIENVENUE10");
  });

  it("checks activity, dates, total and per-customer limits and the minimum, in French", () => {
    const ctx = { now: NOW, productsToPay: 5000, customerUses: 0 };
    expect(discountCodeProblem(rule(), ctx)).toBeNull();
    // Switched off, not started or expired: the answer of an unknown code (a guesser learns nothing).
    expect(DISCOUNT_MESSAGES.unknown).toBe("Ce code promo n'existe pas ou n'est pas valable en ce moment.");
    expect(discountCodeProblem(rule({ isActive: false }), ctx)).toBe(DISCOUNT_MESSAGES.unknown);
    expect(discountCodeProblem(rule({ startsAt: new Date("2026-12-01T00:00:00Z") }), ctx)).toBe(DISCOUNT_MESSAGES.unknown);
    expect(discountCodeProblem(rule({ endsAt: NOW }), ctx)).toBe(DISCOUNT_MESSAGES.unknown);
    expect(discountCodeProblem(rule({ endsAt: new Date(NOW.getTime() + 1) }), ctx)).toBeNull();
    expect(discountCodeProblem(rule({ maxUses: 3, usedCount: 3 }), ctx)).toBe(DISCOUNT_MESSAGES.exhausted);
    expect(discountCodeProblem(rule({ maxUses: 3, usedCount: 2 }), ctx)).toBeNull();
    expect(discountCodeProblem(rule({ maxUsesPerCustomer: 1 }), { ...ctx, customerUses: 1 })).toBe(DISCOUNT_MESSAGES.alreadyUsed);
    expect(discountCodeProblem(rule({ maxUsesPerCustomer: 1 }), { ...ctx, customerUses: null })).toBeNull();
    expect(discountCodeProblem(rule({ minimumAmount: 12000 }), ctx)).toMatch(/^Ce code promo s'applique dès 120,00\s€ d'achats : il vous manque 70,00\s€\.$/);
    expect(discountCodeProblem(rule({ minimumAmount: 5000 }), ctx)).toBeNull();
  });

  it("takes EURO off the products (never more), PERCENT half up, FREE_SHIPPING off the fee", () => {
    expect(discountCodeAmounts({ type: "EURO", amount: 1500 }, 5000, 990)).toEqual({ products: 1500, shipping: 0 });
    expect(discountCodeAmounts({ type: "EURO", amount: 9000 }, 5000, 990)).toEqual({ products: 5000, shipping: 0 });
    expect(discountCodeAmounts({ type: "PERCENT", amount: 10 }, 1255, 990)).toEqual({ products: 126, shipping: 0 });
    expect(discountCodeAmounts({ type: "FREE_SHIPPING", amount: 0 }, 5000, 990)).toEqual({ products: 0, shipping: 990 });
  });

  it("adds up the order's amounts", () => {
    expect(orderAmounts({ totalProduct: 5200, totalProductToPay: 5000, shippingFee: 1490, discount: { type: "PERCENT", amount: 10 } })).toEqual({
      totalProduct: 5200,
      totalProductToPay: 5000,
      discount: 500,
      shippingFee: 1490,
      shippingDiscount: 0,
      shipping: 1490,
      total: 5990,
    });
    expect(orderAmounts({ totalProduct: 5000, totalProductToPay: 5000, shippingFee: 1490, discount: { type: "FREE_SHIPPING", amount: 0 } }).total).toBe(5000);
    expect(orderAmounts({ totalProduct: 5000, totalProductToPay: 5000, shippingFee: 0, discount: null }).total).toBe(5000);
  });
});

describe("order states", () => {
  const facts = (over: Partial<OrderStateFacts> = {}): OrderStateFacts => ({ status: "AWAITING_PAYMENT", deliveryType: "DELIVERY", paymentMethod: "BANK_TRANSFER", paidAt: null, ...over });
  const paid = "2026-11-26T10:00:00Z";

  it("follows the allowed transitions by delivery type", () => {
    expect(nextOrderStatuses(facts())).toEqual(["PAID", "CANCELLED"]);
    expect(nextOrderStatuses(facts({ paymentMethod: "ON_SITE", deliveryType: "CLICK_AND_COLLECT" }))).toEqual(["PAID", "PREPARING", "CANCELLED"]);
    expect(nextOrderStatuses(facts({ status: "PAID", paidAt: paid }))).toEqual(["PREPARING", "REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "PAID", paidAt: paid, deliveryType: "NO_DELIVERY" }))).toEqual(["PREPARING", "DELIVERED", "REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "PREPARING", paidAt: paid }))).toEqual(["SHIPPED", "REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "PREPARING", paidAt: paid, deliveryType: "PICKUP" }))).toEqual(["SHIPPED", "REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "PREPARING", paidAt: paid, deliveryType: "CLICK_AND_COLLECT" }))).toEqual(["READY_FOR_PICKUP", "REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "READY_FOR_PICKUP", paymentMethod: "ON_SITE", deliveryType: "CLICK_AND_COLLECT" }))).toEqual(["COLLECTED", "CANCELLED"]);
    expect(nextOrderStatuses(facts({ status: "SHIPPED", paidAt: paid }))).toEqual(["DELIVERED", "REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "DELIVERED", paidAt: paid }))).toEqual(["REFUNDED"]);
    expect(nextOrderStatuses(facts({ status: "CANCELLED" }))).toEqual([]);
    expect(nextOrderStatuses(facts({ status: "REFUNDED", paidAt: paid }))).toEqual([]);
    // Every state has an answer.
    for (const status of ORDER_STATUSES) expect(Array.isArray(nextOrderStatuses(facts({ status })))).toBe(true);
  });

  it("refuses the others in French", () => {
    expect(orderTransitionProblem(facts(), "SHIPPED")).toBe(ORDER_MESSAGES.transitionRefused("En attente de paiement", "Expédiée"));
    expect(orderTransitionProblem(facts(), "PAID")).toBeNull();
  });

  it("gives stock back on a cancellation, or a refund before the goods left; records payment once", () => {
    expect(transitionReleasesStock("AWAITING_PAYMENT", "CANCELLED")).toBe(true);
    expect(transitionReleasesStock("PAID", "REFUNDED")).toBe(true);
    expect(transitionReleasesStock("READY_FOR_PICKUP", "REFUNDED")).toBe(true);
    expect(transitionReleasesStock("SHIPPED", "REFUNDED")).toBe(false);
    expect(transitionReleasesStock("DELIVERED", "REFUNDED")).toBe(false);
    expect(transitionReleasesStock("PAID", "PREPARING")).toBe(false);
    expect(transitionRecordsPayment(facts(), "PAID")).toBe(true);
    expect(transitionRecordsPayment(facts({ status: "READY_FOR_PICKUP", paymentMethod: "ON_SITE" }), "COLLECTED")).toBe(true);
    expect(transitionRecordsPayment(facts({ status: "READY_FOR_PICKUP", paidAt: paid }), "COLLECTED")).toBe(false);
  });
});

describe("payment", () => {
  it("offers the methods PAYMENT_METHOD allows; card only with Stripe; on site only for click and collect", () => {
    expect(offeredPaymentMethods("CARD", { cardAvailable: false, deliveryType: "DELIVERY" })).toEqual([]);
    expect(offeredPaymentMethods("CARD", { cardAvailable: true, deliveryType: "DELIVERY" })).toEqual(["CARD"]);
    expect(offeredPaymentMethods(null, { cardAvailable: true, deliveryType: null })).toEqual(["CARD"]);
    expect(offeredPaymentMethods("BANK_TRANSFER", { cardAvailable: true, deliveryType: "DELIVERY" })).toEqual(["BANK_TRANSFER", "CHEQUE"]);
    expect(offeredPaymentMethods("CARD_OR_BANK_TRANSFER", { cardAvailable: false, deliveryType: "PICKUP" })).toEqual(["BANK_TRANSFER", "CHEQUE"]);
    expect(offeredPaymentMethods("CARD_OR_BANK_TRANSFER", { cardAvailable: true, deliveryType: "PICKUP" })).toEqual(["CARD", "BANK_TRANSFER", "CHEQUE"]);
    expect(offeredPaymentMethods("ON_SITE", { cardAvailable: true, deliveryType: "CLICK_AND_COLLECT" })).toEqual(["ON_SITE"]);
    expect(offeredPaymentMethods("ON_SITE", { cardAvailable: true, deliveryType: "DELIVERY" })).toEqual(["BANK_TRANSFER", "CHEQUE"]);
  });

  it("tells how to pay an offline order", () => {
    const settings = readOrderSettings({
      BALANCE_PAYMENT_CONDITIONS: "IBAN FR76 0000.",
      LEGAL_COMPANY_NAME: "SCEA Domaine",
      HEAD_OFFICE: "8 chemin, 21190 Meursault",
      COMPANY_EMAIL: "contact@domaine.fr",
    });
    expect(settings).toMatchObject({ businessEmail: "contact@domaine.fr", payee: "SCEA Domaine", paymentMethod: null });
    expect(paymentInstructions("BANK_TRANSFER", "F000001", "50,00 €", settings)).toContain("IBAN FR76 0000.");
    expect(paymentInstructions("CHEQUE", "F000001", "50,00 €", settings)).toContain("à l'ordre de SCEA Domaine");
    expect(paymentInstructions("CHEQUE", "F000001", "50,00 €", settings)).toContain("8 chemin, 21190 Meursault");
    expect(paymentInstructions("ON_SITE", "F000001", "50,00 €", settings)).toContain("lors du retrait");
    expect(paymentInstructions("CARD", "F000001", "50,00 €", settings)).toBeNull();
  });

  it("releases unpaid orders after the documented delays: card 30 min, transfer and cheque the site's hold, on site 3 days after the slot", () => {
    const DAY = 24 * 3_600_000;
    expect(unpaidOrderReleaseAt("CARD", NOW, null, 5).getTime() - NOW.getTime()).toBe(UNPAID_CARD_ORDER_RELEASE_MS);
    expect(unpaidOrderReleaseAt("BANK_TRANSFER", NOW, null, 5).getTime() - NOW.getTime()).toBe(5 * DAY);
    expect(unpaidOrderReleaseAt("CHEQUE", NOW, null, 2.5).getTime() - NOW.getTime()).toBe(2.5 * DAY);
    const pickupEnd = new Date("2026-12-10T11:00:00Z");
    expect(unpaidOrderReleaseAt("ON_SITE", NOW, pickupEnd, 5).getTime() - pickupEnd.getTime()).toBe(UNCOLLECTED_ON_SITE_ORDER_RELEASE_MS);
  });

  it("reads UNPAID_ORDER_HOLD_DAYS: 5 by default or when unreadable, kept within 1–30 days", () => {
    expect(unpaidOrderHoldDays(undefined)).toBe(5);
    for (const unreadable of [null, "", "  ", "0", "-2", "trois", "NaN", "Infinity"]) expect(unpaidOrderHoldDays(unreadable), String(unreadable)).toBe(5);
    expect(unpaidOrderHoldDays("3")).toBe(3);
    expect(unpaidOrderHoldDays(" 1.5 ")).toBe(1.5);
    expect(unpaidOrderHoldDays("0.2")).toBe(1);
    expect(unpaidOrderHoldDays("90")).toBe(30);
    expect(readOrderSettings({ UNPAID_ORDER_HOLD_DAYS: "3" }).unpaidHoldDays).toBe(3);
    expect(readOrderSettings({}).unpaidHoldDays).toBe(5);
  });

  it("reminds an offline order a day before its release; never a card order nor one just placed", () => {
    const release = (days: number) => new Date(NOW.getTime() + days * 24 * 3_600_000);
    expect(unpaidOrderReminderAt("BANK_TRANSFER", NOW, release(5))!.getTime()).toBe(release(5).getTime() - UNPAID_ORDER_REMINDER_LEAD_MS);
    expect(unpaidOrderReminderAt("ON_SITE", NOW, release(12))!.getTime()).toBe(release(11).getTime());
    expect(unpaidOrderReminderAt("CHEQUE", NOW, release(1.5))!.getTime()).toBe(release(0.5).getTime());
    expect(unpaidOrderReminderAt("CHEQUE", NOW, release(1))).toBeNull();
    expect(unpaidOrderReminderAt("CARD", NOW, release(5))).toBeNull();
  });
});

describe("who may leave orders unpaid", () => {
  it("keeps bank transfer, cheque and payment at pickup for confirmed addresses; card for everyone", () => {
    expect(customerPaymentMethods(["CARD", "BANK_TRANSFER", "CHEQUE"], true)).toEqual({ usable: ["CARD", "BANK_TRANSFER", "CHEQUE"], awaitingEmail: [] });
    expect(customerPaymentMethods(["CARD", "BANK_TRANSFER", "CHEQUE"], false)).toEqual({ usable: ["CARD"], awaitingEmail: ["BANK_TRANSFER", "CHEQUE"] });
    expect(customerPaymentMethods(["ON_SITE"], false)).toEqual({ usable: [], awaitingEmail: ["ON_SITE"] });
    expect(customerPaymentMethods([], false)).toEqual({ usable: [], awaitingEmail: [] });
  });

  it("caps the orders awaiting payment: 2 for a confirmed address, 1 otherwise, with a French refusal", () => {
    expect(OPEN_UNPAID_ORDER_LIMITS).toEqual({ confirmedEmail: 2, unconfirmedEmail: 1 });
    expect(openUnpaidOrdersProblem(0, true)).toBeNull();
    expect(openUnpaidOrdersProblem(1, true)).toBeNull();
    expect(openUnpaidOrdersProblem(2, true)).toBe(ORDER_MESSAGES.tooManyUnpaidOrders(2, null));
    expect(openUnpaidOrdersProblem(2, true)).toMatch(/^Vous avez déjà 2 commandes en attente de paiement : réglez-en une, ou attendez leur annulation, avant d'en passer une nouvelle \(« Mon compte », rubrique « Mes commandes »\)\.$/);
    expect(openUnpaidOrdersProblem(0, false)).toBeNull();
    expect(openUnpaidOrdersProblem(1, false)).toBe(
      "Vous avez déjà une commande en attente de paiement : réglez-la, ou attendez son annulation, avant d'en passer une nouvelle (« Mon compte », rubrique « Mes commandes »). Une fois votre adresse e-mail confirmée, vous pourrez en avoir 2 en cours.",
    );
  });
});

describe("invoice and age", () => {
  it("takes the 20 % VAT out of TTC amounts, HT + TVA = TTC", () => {
    expect(splitVat(1200)).toEqual({ ht: 1000, vat: 200, ttc: 1200 });
    expect(splitVat(1490)).toEqual({ ht: 1242, vat: 248, ttc: 1490 });
    expect(splitVat(2500)).toEqual({ ht: 2083, vat: 417, ttc: 2500 });
    expect(splitVat(1)).toEqual({ ht: 1, vat: 0, ttc: 1 });
    for (let ttc = 0; ttc < 3000; ttc += 7) {
      const { ht, vat } = splitVat(ttc);
      expect(ht + vat).toBe(ttc);
      expect(Math.abs(ht * 1.2 - ttc)).toBeLessThanOrEqual(0.6 + 1e-9);
    }
    expect(invoiceReference(42)).toBe("F000042");
  });

  it("asks a wine buyer to confirm being of age and refuses a known minor", () => {
    expect(customerAgeProblem({ sellsAlcohol: false, confirmed: null, birthdate: null, today: "2026-11-26" })).toBeNull();
    expect(customerAgeProblem({ sellsAlcohol: true, confirmed: null, birthdate: null, today: "2026-11-26" })).toBe(ORDER_MESSAGES.ageConfirmationRequired);
    expect(customerAgeProblem({ sellsAlcohol: true, confirmed: true, birthdate: "2008-11-27", today: "2026-11-26" })).toBe(ORDER_MESSAGES.minor);
    expect(customerAgeProblem({ sellsAlcohol: true, confirmed: true, birthdate: "2008-11-26", today: "2026-11-26" })).toBeNull();
  });
});
