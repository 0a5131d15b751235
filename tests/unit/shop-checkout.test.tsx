// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetQueryClient } from "@/lib/api-client/query-client";
import type { CheckoutSettings } from "@/lib/domain/shop/checkout-settings";
import type { LoggedUser } from "@/lib/storefront/types";
import { EMPTY_DELIVERY_STATE, type DeliveryState } from "@/lib/schemas/shop/delivery-state";
import { emailConfirmationNotice } from "@/lib/domain/shop/checkout-payment";
import { ORDER_MESSAGES } from "@/lib/schemas/shop/order";
import { AuthStoreContext, createAuthStore } from "@/stores/auth-store";
import { CART_ID_STORAGE_KEY, resetCartStore } from "@/stores/shop/cart-store";
import { DELIVERY_STORAGE_KEY, useDeliveryStore } from "@/stores/shop/delivery-store";
import { CART_ID, cart, cartLine, envelope, failure } from "./shop-cart-fixtures";
import { claire, expectNoAxeViolation, fieldError } from "./account-helpers";

/**
 * The checkout's steps in jsdom (issue 12), the platform stubbed by msw: the step logic (empty
 * cart, steps asked too early, the expedition limits), the forms (discount code, place, addresses,
 * payment) with the shared schemas' and the server's messages on their fields, the busy flag and §8,
 * and the Idempotency-Key kept across a retry.
 */

const navigation = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    listeners,
    notify: () => listeners.forEach((listener) => listener()),
    router: { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() },
  };
});

vi.mock("next/navigation", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (listener: () => void) => {
    navigation.listeners.add(listener);
    return () => navigation.listeners.delete(listener);
  };
  return {
    useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
    usePathname: () => "/commande",
    useRouter: () => navigation.router,
  };
});

const { Checkout } = await import("@/components/shop/checkout/checkout");

const settings: CheckoutSettings = {
  limits: { minimumBottles: 6, maximumBottles: 60, bottleMultiple: 6 },
  deliveryLocked: false,
  onlySellInFrance: false,
  sellsWorldwide: false,
  shippingMessage: null,
  alcoholMessage: true,
  breathalyserMessage: true,
  sellsAlcohol: true,
  mobileOnly: false,
};
const registration = { birthdateRequired: true, blockMinors: true, mobileOnly: false };
const profile = { firstname: "Claire", lastname: "Martin", phone: "06 12 34 56 78" };

const colissimo = { id: 1, name: "Colissimo domicile", serviceCode: "COLISSIMO_DOMICILE", price: 1490, fdp: 1490, deliveryType: "DELIVERY" as const, siteType: "STANDARD" };
const countries = [
  { id: 75, alphaTwo: "FR", alphaThree: "FRA", numCode: 250, name: "France" },
  { id: 57, alphaTwo: "DE", alphaThree: "DEU", numCode: 276, name: "Allemagne" },
];
const shippingFees = {
  zone: "FRANCE",
  country: { id: 75, alphaTwo: "FR", name: "France" },
  postalCode: "21190",
  needsShipping: true,
  deliveryLocked: false,
  bottleCount: 6,
  shippedBottles: 6,
  totalProductToPay: 10800,
  freeShipping: { isFree: false, reasons: [] },
  carriers: [{ ...colissimo, description: "En 48 h.", isFree: false }],
  shippingMessage: null,
};
const address = { type: ["SHIPPING"], firstname: "Claire", lastname: "Martin", company: null, address: "12 rue des Tanneurs", addressPart2: null, postalCode: "21190", city: "Meursault", country: { id: 75, alphaTwo: "FR" } };
const homeState: DeliveryState = {
  ...EMPTY_DELIVERY_STATE,
  deliveryType: "delivery",
  carrierType: "DELIVERY",
  carrier: colissimo,
  shippingPrices: [colissimo],
  city: { name: "Meursault", postalCode: "21190" },
  country: { id: 75, alphaTwo: "FR" },
};

const calls: { method: string; path: string; search: string; body: unknown; headers: Headers }[] = [];
const server = setupServer(
  http.get("/api/countries", () => HttpResponse.json(envelope({ list: countries, total: 2, pagination: { page: 1, nbItem: 300 } }))),
  http.get("/api/click-and-collect", () => HttpResponse.json(failure("Le retrait sur place n'est pas proposé sur ce site."), { status: 404 })),
);
server.events.on("request:start", async ({ request }) => {
  const body = request.method === "POST" ? await request.clone().json().catch(() => null) : null;
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname, search: url.search, body, headers: request.headers });
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "70";
  for (const method of ["pushState", "replaceState"] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      navigation.notify();
    };
  }
  window.addEventListener("popstate", navigation.notify);
});
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/commande");
  resetCartStore();
  resetQueryClient();
  useDeliveryStore.getState().clear();
  useDeliveryStore.setState({ restored: false });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  calls.length = 0;
  vi.clearAllMocks();
});
afterAll(() => server.close());

function storedCart(lines = [cartLine({ id: 1 })]) {
  window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
  const current = cart(lines);
  server.use(http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(envelope(current))));
  return current;
}

function storedDelivery(state: DeliveryState) {
  window.localStorage.setItem(DELIVERY_STORAGE_KEY, JSON.stringify(state));
}

function renderCheckout(user: LoggedUser | null = null, step?: string) {
  if (step) window.history.replaceState(null, "", `/commande?etape=${step}`);
  const store = createAuthStore(user);
  render(
    <AuthStoreContext value={store}>
      <Checkout settings={settings} registration={registration} profile={user ? profile : null} />
    </AuthStoreContext>,
  );
  return store;
}

const heading = (name: string) => screen.findByRole("heading", { level: 2, name }, { timeout: 5000 });

describe("checkout", { timeout: 30_000 }, () => {
  it("an empty cart: a friendly message and a way to the shop", async () => {
    renderCheckout();
    expect(await screen.findByText("Votre panier est vide : ajoutez des produits pour passer commande.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Découvrir la boutique" }).getAttribute("href")).toBe("/boutique");
  });

  it("a step asked before the ones it needs shows the first one to do, and the address says so", async () => {
    storedCart();
    renderCheckout(null, "paiement");
    // The cart can ship; nothing is chosen yet: the delivery.
    expect(await heading("Mode de livraison")).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe("?etape=livraison"));
    const steps = screen.getByRole("navigation", { name: "Étapes de la commande" });
    expect(within(steps).getByText("Livraison").closest("[aria-current]")?.getAttribute("aria-current")).toBe("step");
    expect(within(steps).getByRole("link", { name: /Panier/ }).getAttribute("href")).toBe("/commande");
    await expectNoAxeViolation();
  });

  it("the cart step: a refused discount code on its field, then one applied; cannot-ship limits block without click and collect", async () => {
    storedCart([cartLine({ id: 1, sellByMultipleOf: 1, quantity: 5, total: 9000, totalToPay: 9000 })]);
    server.use(
      http.post("/api/order/discount", async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== "BIENVENUE10") return HttpResponse.json(failure("Ce code promo n'existe pas.", { code: ["Ce code promo n'existe pas."] }), { status: 422 });
        return HttpResponse.json(
          envelope(
            { discount: { code: "BIENVENUE10", type: "PERCENT", amount: 10, label: "Bienvenue : 10 %" }, totalProduct: 9000, totalProductToPay: 9000, discountAmount: 900, totalAfterDiscount: 8100, freeShipping: false },
            "Le code promo est appliqué.",
          ),
        );
      }),
    );
    renderCheckout();
    await heading("Récapitulatif de votre panier");
    const expedition = await screen.findByTestId("commande-expedition");
    expect(expedition.textContent).toContain("Une expédition compte au moins 6 bouteilles : ajoutez 1 bouteille (votre panier en compte 5).");
    const next = screen.getByRole("button", { name: "Choisir la livraison" });
    await waitFor(() => expect(next.getAttribute("aria-disabled")).toBe("true"));
    expect(next.getAttribute("aria-describedby")).toBe(expedition.id);
    fireEvent.click(next);
    expect(calls.some((call) => call.path === "/api/order/validate")).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Code promo/), { target: { value: "NOPE" } });
    fireEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    await waitFor(() => expect(fieldError(/^Code promo/)).toBe("Ce code promo n'existe pas."));
    fireEvent.change(screen.getByLabelText(/^Code promo/), { target: { value: "BIENVENUE10" } });
    fireEvent.click(screen.getByRole("button", { name: "Appliquer" }));
    expect((await screen.findByTestId("commande-code-promo")).textContent).toContain("Bienvenue : 10 %");
    expect(screen.getByTestId("commande-sous-total").textContent).toMatch(/^81,00\s€$/);
    expect(useDeliveryStore.getState().discount).toMatchObject({ value: "BIENVENUE10", total: 8100, subtotal: 9000 });
    await expectNoAxeViolation();
  });

  it("the same limits do not block when the order can be collected at the estate", async () => {
    storedCart([cartLine({ id: 1, sellByMultipleOf: 1, quantity: 5, total: 9000, totalToPay: 9000 })]);
    server.use(
      http.get("/api/click-and-collect", () => HttpResponse.json(envelope({ calendarId: 9, hours: "Au caveau.", slotCapacity: 4, horizonDays: 45, addresses: [] }))),
      http.post("/api/order/validate", () => HttpResponse.json(failure(ORDER_MESSAGES.deliveryRequired, { delivery: [ORDER_MESSAGES.deliveryRequired], "address.billing": [ORDER_MESSAGES.billingAddressRequired] }), { status: 422 })),
    );
    renderCheckout();
    const next = await screen.findByRole("button", { name: "Choisir la livraison" }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId("commande-expedition").textContent).toContain("retirer votre commande au domaine"));
    expect(next.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(next);
    // The server's check: the later steps' fields are not this step's problem.
    expect(await heading("Mode de livraison")).toBe(document.activeElement);
    expect(window.location.search).toBe("?etape=livraison");
    // The delivery options come after the step's heading (a lazy part of the step).
    const home = await screen.findByTestId("livraison-mode-HOME");
    expect(within(home).getByRole("radio").hasAttribute("disabled")).toBe(true);
    expect(home.textContent).toContain("ajoutez 1 bouteille");
  });

  it("delivery: a refused postal code on its field empties carrier and prices (§8); click and collect resets them (§4)", async () => {
    storedCart();
    storedDelivery(homeState);
    server.use(
      http.post("/api/calculate/shipping-fees", async ({ request }) => {
        const body = (await request.json()) as { postalCode: string };
        if (body.postalCode === "99999") return HttpResponse.json(failure("Ce code postal n'existe pas en France.", { postalCode: ["Ce code postal n'existe pas en France."] }), { status: 422 });
        return HttpResponse.json(envelope(shippingFees));
      }),
      http.get("/api/cities/:search/:country", () => HttpResponse.json(envelope([]))),
    );
    renderCheckout(null, "livraison");
    await heading("Mode de livraison");
    // The stored place is quoted again on load: the carrier stays chosen.
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/calculate/shipping-fees")).toHaveLength(1));
    expect(calls[calls.findIndex((call) => call.path === "/api/calculate/shipping-fees")]!.body).toEqual({ products: [{ idProduct: 501, idDeclination: 11, quantity: 6 }], postalCode: "21190", country: 75 });
    const carrier = await screen.findByRole("radio", { name: /Colissimo domicile/ });
    expect((carrier as HTMLInputElement).checked).toBe(true);

    const field = await screen.findByRole("combobox", { name: "Code postal" });
    fireEvent.change(field, { target: { value: "99999" } });
    fireEvent.click(screen.getByRole("button", { name: "Voir les tarifs de livraison" }));
    await waitFor(() => expect(fieldError("Code postal")).toBe("Ce code postal n'existe pas en France."));
    expect(screen.queryByRole("radio", { name: /Colissimo domicile/ })).toBeNull();
    expect(useDeliveryStore.getState()).toMatchObject({ carrier: null, shippingPrices: [] });
    expect(JSON.parse(window.localStorage.getItem(DELIVERY_STORAGE_KEY)!)).toMatchObject({ carrier: null, shippingPrices: [] });

    // Continuing without a carrier: the message on the place.
    fireEvent.click(screen.getByRole("button", { name: "Continuer vers les coordonnées" }));
    expect(await screen.findByText(ORDER_MESSAGES.carrierRequired)).toBeTruthy();
    await expectNoAxeViolation();
  });

  it("one shipping calculation at a time (SPEC §4 busy flag): a second call returns at once", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post("/api/calculate/shipping-fees", async () => {
        await gate;
        return HttpResponse.json(envelope(shippingFees));
      }),
    );
    const input = { products: [{ idProduct: 501, idDeclination: 11, quantity: 6 }], postalCode: "21190", country: 75 };
    const first = useDeliveryStore.getState().calculateShipping(input, "Meursault");
    await waitFor(() => expect(useDeliveryStore.getState().shippingBusy).toBe(true));
    expect(await useDeliveryStore.getState().calculateShipping(input)).toEqual({ ok: false, busy: true });
    release();
    expect((await first).ok).toBe(true);
    expect(useDeliveryStore.getState()).toMatchObject({ shippingBusy: false, city: { name: "Meursault", postalCode: "21190" }, shippingPrices: [colissimo] });
    expect(calls.filter((call) => call.path === "/api/calculate/shipping-fees")).toHaveLength(1);
    // Click and collect resets carrier, city, prices and relay point (SPEC §4).
    useDeliveryStore.getState().chooseOption("CLICK_AND_COLLECT");
    expect(useDeliveryStore.getState()).toMatchObject({ deliveryType: "clickAndCollect", carrier: null, city: null, shippingPrices: [], accessPointAddress: null });
  });

  it("a dematerialised-only cart: « sans livraison » is the only choice", async () => {
    storedCart([cartLine({ id: 1, type: "OTHER", isDematerialized: true, hasShippingFees: false, sellByMultipleOf: 1, quantity: 1, total: 5000, totalToPay: 5000 })]);
    storedDelivery({ ...EMPTY_DELIVERY_STATE, deliveryType: "delivery" });
    renderCheckout(null, "livraison");
    await heading("Mode de livraison");
    const choices = within(screen.getByRole("group", { name: "Comment souhaitez-vous recevoir votre commande ?" })).getAllByRole("radio");
    expect(choices).toHaveLength(1);
    expect(screen.getByRole("radio", { name: /Sans livraison/ })).toBeTruthy();
  });

  it("addresses: a guest is offered to log in or register, the cart kept", async () => {
    storedCart();
    storedDelivery(homeState);
    server.use(http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))));
    renderCheckout(null, "adresses");
    await heading("Vos coordonnées");
    expect(await screen.findByRole("region", { name: "J'ai déjà un compte" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Je crée mon compte" })).toBeTruthy();
    expect(screen.getByText(/votre panier et vos choix de livraison sont conservés/)).toBeTruthy();
  });

  it("addresses: prefilled from the profile and the delivery place; the schema's and the server's messages on their fields", async () => {
    storedCart();
    storedDelivery(homeState);
    server.use(
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.get("/api/cities/:search/:country", () => HttpResponse.json(envelope([{ postalCode: "21190", name: "Meursault", inseeCode: "21412", label: "MEURSAULT" }]))),
      http.post("/api/order/validate", () =>
        HttpResponse.json(failure("Ce code postal n'existe pas en France.", { "address.billing.postalCode": ["Ce code postal n'existe pas en France."], paymentMethod: [ORDER_MESSAGES.paymentMethodRequired] }), { status: 422 }),
      ),
    );
    renderCheckout(claire, "adresses");
    await heading("Vos coordonnées");
    const delivery = await screen.findByRole("group", { name: "Adresse de livraison" });
    await waitFor(() => expect((within(delivery).getByLabelText("Prénom") as HTMLInputElement).value).toBe("Claire"));
    expect((within(delivery).getByLabelText("Code postal") as HTMLInputElement).value).toBe("21190");
    expect((within(delivery).getByLabelText("Code postal") as HTMLInputElement).readOnly).toBe(true);
    expect((within(delivery).getByLabelText("Ville") as HTMLInputElement).value).toBe("Meursault");
    expect((screen.getByLabelText("Téléphone") as HTMLInputElement).value).toBe("06 12 34 56 78");

    fireEvent.click(screen.getByRole("button", { name: "Continuer vers le paiement" }));
    await waitFor(() => expect(within(delivery).getByLabelText("Adresse").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Indiquez l'adresse.")).toBeTruthy();

    fireEvent.change(within(delivery).getByLabelText("Adresse"), { target: { value: "12 rue des Tanneurs" } });
    fireEvent.click(screen.getByLabelText("Adresse de facturation identique à l'adresse de livraison"));
    const billing = await screen.findByRole("group", { name: "Adresse de facturation" });
    fireEvent.change(within(billing).getByLabelText("Adresse"), { target: { value: "4 rue Carnot" } });
    fireEvent.change(within(billing).getByLabelText("Code postal"), { target: { value: "21200" } });
    fireEvent.change(within(billing).getByLabelText("Ville"), { target: { value: "Beaune" } });
    fireEvent.click(screen.getByRole("button", { name: "Continuer vers le paiement" }));
    // The server's 422: its address field here; the payment's field is not this step's.
    await waitFor(() => expect(within(billing).getByLabelText("Code postal").getAttribute("aria-invalid")).toBe("true"));
    expect(window.location.search).toBe("?etape=adresses");
    expect(useDeliveryStore.getState().address.billing).toMatchObject({ city: "Beaune", country: { id: 75, alphaTwo: "FR" } });
    await expectNoAxeViolation();
  });

  it("addresses sent before the list of countries arrived: the step waits for the list, then sends them", async () => {
    storedCart();
    storedDelivery(homeState);
    let releaseCountries = () => {};
    const countriesArrive = new Promise<void>((resolve) => (releaseCountries = resolve));
    server.use(
      http.get("/api/countries", async () => {
        await countriesArrive;
        return HttpResponse.json(envelope({ list: countries, total: 2, pagination: { page: 1, nbItem: 300 } }));
      }),
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.get("/api/cities/:search/:country", () => HttpResponse.json(envelope([{ postalCode: "21190", name: "Meursault", inseeCode: "21412", label: "MEURSAULT" }]))),
      http.post("/api/order/validate", () =>
        HttpResponse.json(failure("Ce code postal n'existe pas en France.", { "address.billing.postalCode": ["Ce code postal n'existe pas en France."] }), { status: 422 }),
      ),
    );
    renderCheckout(claire, "adresses");
    await heading("Vos coordonnées");
    const delivery = await screen.findByRole("group", { name: "Adresse de livraison" });
    await waitFor(() => expect((within(delivery).getByLabelText("Prénom") as HTMLInputElement).value).toBe("Claire"));
    fireEvent.change(within(delivery).getByLabelText("Adresse"), { target: { value: "12 rue des Tanneurs" } });
    fireEvent.click(screen.getByRole("button", { name: "Continuer vers le paiement" }));
    // The customer was quicker than the list: nothing is refused while it is on its way…
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.some((call) => call.path === "/api/order/validate")).toBe(false);
    expect(screen.queryByText(/La liste des pays n'a pas pu être chargée/)).toBeNull();
    // …and once it is there, the addresses go to the server with their country.
    releaseCountries();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/order/validate")).toBe(true));
    expect(useDeliveryStore.getState().address.billing).toMatchObject({ address: "12 rue des Tanneurs", country: { id: 75, alphaTwo: "FR" } });
    expect(screen.queryByText(/La liste des pays n'a pas pu être chargée/)).toBeNull();
  });

  it("payment: the quote's methods, the age on its field, one Idempotency-Key across a network retry; the order empties the choices", async () => {
    storedCart();
    storedDelivery({ ...homeState, address: { shipping: address, billing: address }, phone: "06 12 34 56 78" });
    let orders = 0;
    server.use(
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.post("/api/order/validate", () =>
        HttpResponse.json(
          envelope(
            { valid: false, amounts: { totalProduct: 10800, totalProductToPay: 10800, discount: 0, shippingFee: 1490, shippingDiscount: 0, shipping: 1490, total: 12290 }, discount: null, paymentMethods: ["BANK_TRANSFER", "CHEQUE"], unavailablePaymentMethods: [] },
            ORDER_MESSAGES.readyForPayment,
          ),
        ),
      ),
      http.post("/api/order", () => {
        orders += 1;
        if (orders === 1) return HttpResponse.error();
        return HttpResponse.json(envelope(orderAnswer(), ORDER_MESSAGES.created), { status: 201 });
      }),
    );
    renderCheckout(claire, "paiement");
    await heading("Paiement");
    expect((await screen.findByTestId("commande-total")).textContent).toMatch(/^122,90\s€$/);
    expect(screen.getByTestId("message-ethylotest").textContent).toContain("éthylotest");
    expect(screen.getByRole("radio", { name: /Virement bancaire/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Chèque/ })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Carte bancaire/ })).toBeNull();
    await expectNoAxeViolation();

    fireEvent.click(screen.getByRole("button", { name: "Commander avec obligation de paiement" }));
    await waitFor(() => expect(fieldError(/Je certifie avoir 18 ans/)).toBe(ORDER_MESSAGES.ageConfirmationRequired));
    expect(screen.getByText(ORDER_MESSAGES.paymentMethodRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: /Virement bancaire/ }));
    fireEvent.click(screen.getByLabelText(/Je certifie avoir 18 ans/));
    const submit = screen.getByRole("button", { name: "Commander avec obligation de paiement" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith("/commande/confirmation/42"), { timeout: 8000 });
    const posted = calls.filter((call) => call.method === "POST" && call.path === "/api/order");
    expect(posted).toHaveLength(2);
    const keys = posted.map((call) => call.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^commande-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posted[0]!.body).toMatchObject({ paymentMethod: "BANK_TRANSFER", ageConfirmed: true, delivery: { type: "DELIVERY", idCarrier: 1 }, deliveryPostalCode: "21190" });
    expect(JSON.stringify(posted[0]!.body)).not.toMatch(/"price"|"total"|"fdp"/);
    expect(await screen.findByRole("heading", { name: "Commande F000042 enregistrée" })).toBeTruthy();
    expect(useDeliveryStore.getState().deliveryType).toBeNull();
    expect(window.localStorage.getItem(DELIVERY_STORAGE_KEY)).toBeNull();
  });

  it("payment: a slot taken meanwhile sends the customer back to the calendar with the server's message", async () => {
    storedCart();
    storedDelivery({
      ...EMPTY_DELIVERY_STATE,
      deliveryType: "clickAndCollect",
      clickAndCollect: { date: "2026-12-03", idAddress: 1, idSchedule: 600 },
      address: { shipping: null, billing: address },
      phone: "06 12 34 56 78",
    });
    const pickup = { calendarId: 9, hours: "Au caveau.", slotCapacity: 4, horizonDays: 45, addresses: [{ id: 1, name: "Caveau", address: "8 chemin des Trois Collines", addressPart2: null, postalCode: "21190", city: "Meursault", country: "FR" }] };
    server.use(
      http.get("/api/click-and-collect", () => HttpResponse.json(envelope(pickup))),
      http.get("/api/calendar/9/date/allowed/:month/:year", ({ params }) => HttpResponse.json(envelope({ month: Number(params.month), year: Number(params.year), days: ["2026-12-03"] }))),
      http.get("/api/calendar/9/date/2026-12-03/schedules", () =>
        HttpResponse.json(envelope({ day: "2026-12-03", schedules: [{ idSchedule: 600, start: "2026-12-03T09:00:00.000Z", end: "2026-12-03T10:00:00.000Z", label: "10h00 – 11h00", capacity: 4, remaining: 0 }] })),
      ),
      http.post("/api/order/validate", () =>
        HttpResponse.json(envelope({ valid: false, amounts: { totalProduct: 10800, totalProductToPay: 10800, discount: 0, shippingFee: 0, shippingDiscount: 0, shipping: 0, total: 10800 }, discount: null, paymentMethods: ["CHEQUE"], unavailablePaymentMethods: [] })),
      ),
      http.post("/api/order", () => HttpResponse.json(failure("Ce créneau de retrait est complet : choisissez-en un autre."), { status: 409 })),
    );
    renderCheckout(claire, "paiement");
    await heading("Paiement");
    expect((await screen.findByTestId("commande-recapitulatif")).textContent).toContain("Le 03/12/2026");
    await waitFor(() => expect((screen.getByRole("radio", { name: /Chèque/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByLabelText(/Je certifie avoir 18 ans/));
    fireEvent.click(screen.getByRole("button", { name: "Commander avec obligation de paiement" }));
    expect(await heading("Mode de livraison")).toBeTruthy();
    expect(await screen.findByText("Ce créneau de retrait est complet : choisissez-en un autre.")).toBeTruthy();
    const full = await screen.findByRole("radio", { name: /10h00 – 11h00/ });
    expect(full.hasAttribute("disabled")).toBe(true);
  });
});

describe("checkout payment limits", { timeout: 30_000 }, () => {
  const amounts = { totalProduct: 10800, totalProductToPay: 10800, discount: 0, shippingFee: 1490, shippingDiscount: 0, shipping: 1490, total: 12290 };
  const paymentStepState = () => {
    storedCart();
    storedDelivery({ ...homeState, address: { shipping: address, billing: address }, phone: "06 12 34 56 78" });
  };

  it("an address not confirmed: why transfer and cheque wait, « Renvoyer l'e-mail de confirmation », then the methods once confirmed", async () => {
    paymentStepState();
    let confirmed = false;
    const waiting = [
      { method: "BANK_TRANSFER", reason: "EMAIL_NOT_CONFIRMED" },
      { method: "CHEQUE", reason: "EMAIL_NOT_CONFIRMED" },
    ];
    server.use(
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.post("/api/order/validate", () =>
        HttpResponse.json(
          envelope({ valid: false, amounts, discount: null, paymentMethods: confirmed ? ["BANK_TRANSFER", "CHEQUE"] : [], unavailablePaymentMethods: confirmed ? [] : waiting }, ORDER_MESSAGES.readyForPayment),
        ),
      ),
      http.post("/api/user/email/verification", () => HttpResponse.json(envelope(null, "Un nouveau lien de confirmation vient d'être envoyé à votre adresse e-mail."))),
    );
    renderCheckout(claire, "paiement");
    await heading("Paiement");
    const offer = await screen.findByRole("complementary", { name: "Confirmation de votre adresse e-mail" });
    expect(offer.textContent).toContain(emailConfirmationNotice(["BANK_TRANSFER", "CHEQUE"], false));
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByText(ORDER_MESSAGES.noPaymentMethod)).toBeNull();
    expect(screen.getByRole("button", { name: "Commander avec obligation de paiement" }).getAttribute("aria-disabled")).toBe("true");
    await expectNoAxeViolation();

    fireEvent.click(within(offer).getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }));
    expect((await within(offer).findByRole("status")).textContent).toBe("Un nouveau lien de confirmation vient d'être envoyé à votre adresse e-mail.");
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/user/email/verification")).toHaveLength(1);

    // The link followed (another tab, the phone): the step asks the server again.
    confirmed = true;
    fireEvent.click(within(offer).getByRole("button", { name: "J'ai confirmé mon adresse" }));
    expect(await screen.findByRole("radio", { name: /Virement bancaire/ })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Chèque/ })).toBeTruthy();
    expect(screen.queryByRole("complementary", { name: "Confirmation de votre adresse e-mail" })).toBeNull();
  });

  it("a card still offered: its radio, and the notice for the methods that wait", async () => {
    paymentStepState();
    server.use(
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.post("/api/order/validate", () =>
        HttpResponse.json(envelope({ valid: false, amounts, discount: null, paymentMethods: ["CARD"], unavailablePaymentMethods: [{ method: "BANK_TRANSFER", reason: "EMAIL_NOT_CONFIRMED" }] })),
      ),
    );
    renderCheckout(claire, "paiement");
    await heading("Paiement");
    await waitFor(() => expect((screen.getByRole("radio", { name: /Carte bancaire/ }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole("complementary", { name: "Confirmation de votre adresse e-mail" }).textContent).toContain(emailConfirmationNotice(["BANK_TRANSFER"], true));
  });

  it("too many orders awaiting payment: the server's refusal is said on the step, the order cannot be sent", async () => {
    paymentStepState();
    const refusal = ORDER_MESSAGES.tooManyUnpaidOrders(2, null);
    server.use(
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.post("/api/order/validate", () => HttpResponse.json(failure(refusal), { status: 403 })),
    );
    renderCheckout(claire, "paiement");
    await heading("Paiement");
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => alert.textContent === refusal)).toBe(true));
    const submit = screen.getByRole("button", { name: "Commander avec obligation de paiement" });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submit);
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/order")).toBe(false);
  });

  it("the same refusal on placing the order (another tab placed one meanwhile): said, the customer stays on the step", async () => {
    paymentStepState();
    const refusal = ORDER_MESSAGES.tooManyUnpaidOrders(2, null);
    server.use(
      http.post("/api/calculate/shipping-fees", () => HttpResponse.json(envelope(shippingFees))),
      http.post("/api/order/validate", () => HttpResponse.json(envelope({ valid: false, amounts, discount: null, paymentMethods: ["BANK_TRANSFER"], unavailablePaymentMethods: [] }))),
      http.post("/api/order", () => HttpResponse.json(failure(refusal), { status: 403 })),
    );
    renderCheckout(claire, "paiement");
    await heading("Paiement");
    await waitFor(() => expect((screen.getByRole("radio", { name: /Virement bancaire/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByLabelText(/Je certifie avoir 18 ans/));
    fireEvent.click(screen.getByRole("button", { name: "Commander avec obligation de paiement" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => alert.textContent === refusal)).toBe(true));
    expect(window.location.search).toBe("?etape=paiement");
  });
});

function orderAnswer() {
  return {
    id: 42,
    invoiceNumber: 42,
    reference: "F000042",
    status: "AWAITING_PAYMENT",
    statusLabel: "En attente de paiement",
    paymentMethod: "BANK_TRANSFER",
    paymentMethodLabel: "Virement bancaire",
    paymentInstructions: "Réglez 122,90 € par virement bancaire.",
    createdAt: "2026-11-26T09:12:40.101Z",
    paidAt: null,
    lines: [],
    delivery: { type: "DELIVERY", carrier: { id: 1, name: "Colissimo domicile", serviceCode: "COLISSIMO_DOMICILE" }, accessPoint: null, pickup: null },
    address: { delivery: null, billing: { firstname: "Claire", lastname: "Martin", company: null, address: "12 rue des Tanneurs", addressPart2: null, postalCode: "21190", city: "Meursault", country: { id: 75, alphaTwo: "FR", name: "France" } } },
    phone: "06 12 34 56 78",
    message: null,
    discount: null,
    amounts: { totalProduct: 10800, totalProductToPay: 10800, discount: 0, shippingFee: 1490, shippingDiscount: 0, shipping: 1490, total: 12290 },
    customer: { id: 7, email: "claire.martin@example.fr", firstname: "Claire", lastname: "Martin" },
    nextStatuses: ["PAID", "CANCELLED"],
  };
}
