// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { CART_ID_STORAGE_KEY, NO_CART, useCartStore } from "@/stores/shop/cart-store";
import { DELIVERY_STORAGE_KEY, useDeliveryStore } from "@/stores/shop/delivery-store";
import { NEW_CART_ID } from "@/lib/schemas/shop/cart";
import { CART_ID, OTHER_CART_ID, cart, cartLine, envelope, failure } from "./shop-cart-fixtures";
import { setUpShopServer } from "./shop-msw-server";

const calls: { method: string; path: string }[] = [];
const server = setUpShopServer();
server.events.on("request:start", ({ request }) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname });
});
afterEach(() => {
  calls.length = 0;
});

const state = () => useCartStore.getState();

describe("cart store", () => {
  it("keeps 'new' (the contract's NEW_CART_ID) when there is no cart, and calls nothing", async () => {
    expect(NO_CART).toBe(NEW_CART_ID);
    await state().ensureLoaded();
    expect(state()).toMatchObject({ cartId: "new", cart: null, status: "ready" });
    expect(calls).toEqual([]);
  });

  it("refreshes the stored cart with GET /cart/{id}/default; two refreshes at once make one call", async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    server.use(http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(envelope(cart([cartLine({ id: 1 })])))));
    await Promise.all([state().ensureLoaded(), state().refresh()]);
    expect(state().cart?.itemCount).toBe(6);
    expect(state().status).toBe("ready");
    expect(calls).toEqual([{ method: "GET", path: `/api/cart/${CART_ID}/default` }]);
  });

  it("fetches a logged customer's main cart without a local id (GET /cart/new/default)", async () => {
    server.use(http.get("/api/cart/new/default", () => HttpResponse.json(envelope(cart([cartLine({ id: 1 })], { isCustomerCart: true })))));
    await state().ensureLoaded({ customer: true });
    expect(state()).toMatchObject({ cartId: CART_ID, status: "ready" });
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe(CART_ID);
  });

  it("clears the cart and its stored id when the refresh fails, keeping the error as the cart message", async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    server.use(http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(failure("Panier introuvable."), { status: 404 })));
    await state().ensureLoaded();
    expect(state()).toMatchObject({ cartId: "new", cart: null, message: { tone: "error", text: "Panier introuvable." } });
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
  });

  it("creates the cart with its first line (POST /cart/new/product/…) and keeps its id in local storage", async () => {
    server.use(
      http.post("/api/cart/new/product/11", async ({ request }) => {
        const body = await request.formData();
        expect([body.get("type"), body.get("quantity")]).toEqual(["WINE", "6"]);
        return HttpResponse.json(envelope(cart([cartLine({ id: 1 })]), "Le produit a été ajouté à votre panier."), { status: 201 });
      }),
    );
    const result = await state().add(11, { type: "WINE", quantity: 6, customizations: [], files: new Map() });
    expect(result).toMatchObject({ ok: true, message: "Le produit a été ajouté à votre panier." });
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe(CART_ID);
    expect(state().cart?.itemCount).toBe(6);
  });

  it("returns the per-field errors of a refused add and leaves the cart as it was", async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    const before = cart([cartLine({ id: 1 })]);
    server.use(
      http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(envelope(before))),
      http.post(`/api/cart/${CART_ID}/product/11`, () =>
        HttpResponse.json(failure("Vérifiez les champs.", [{ key: "quantity", error: "Ce vin ne peut être ajouté que par multiple de 6 bouteilles." }]), {
          status: 422,
        }),
      ),
    );
    await state().ensureLoaded();
    const result = await state().add(11, { type: "WINE", quantity: 4, customizations: [], files: new Map() });
    expect(result).toEqual({
      ok: false,
      message: "Vérifiez les champs.",
      errors: [{ key: "quantity", error: "Ce vin ne peut être ajouté que par multiple de 6 bouteilles." }],
    });
    expect(state().cart).toEqual(before);
  });

  it("puts the product into a new cart when the stored one is gone (404 on add, then on refresh)", async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    useCartStore.setState({ cartId: CART_ID, status: "ready" });
    server.use(
      http.post(`/api/cart/${CART_ID}/product/11`, () => HttpResponse.json(failure("Panier introuvable."), { status: 404 })),
      http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(failure("Panier introuvable."), { status: 404 })),
      http.post("/api/cart/new/product/11", () => HttpResponse.json(envelope(cart([cartLine({ id: 1 })], { id: OTHER_CART_ID })), { status: 201 })),
    );
    const result = await state().add(11, { type: "WINE", quantity: 6, customizations: [], files: new Map() });
    expect(result.ok).toBe(true);
    expect(state()).toMatchObject({ cartId: OTHER_CART_ID, message: null });
  });

  it("keeps the cart when the 404 of an add is the product's", async () => {
    useCartStore.setState({ cartId: CART_ID, status: "ready" });
    server.use(
      http.post(`/api/cart/${CART_ID}/product/11`, () => HttpResponse.json(failure("Ce produit n'existe pas ou n'est plus en vente."), { status: 404 })),
      http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(envelope(cart([cartLine({ id: 1 })])))),
    );
    const result = await state().add(11, { type: "WINE", quantity: 6, customizations: [], files: new Map() });
    expect(result).toMatchObject({ ok: false, message: "Ce produit n'existe pas ou n'est plus en vente." });
    expect(state()).toMatchObject({ cartId: CART_ID, message: { tone: "error", text: "Ce produit n'existe pas ou n'est plus en vente." } });
    expect(calls.some((call) => call.path.includes("/new/"))).toBe(false);
  });

  it("after a login, asks GET /cart/{localId}/default and keeps the merged main cart with the merge notice", async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    const merged = cart([cartLine({ id: 1 }), cartLine({ id: 2, idDeclination: 12, quantity: 1, total: 1800, totalToPay: 1800 })], {
      id: OTHER_CART_ID,
      isCustomerCart: true,
    });
    server.use(
      http.get(`/api/cart/${CART_ID}/default`, () =>
        HttpResponse.json(envelope(merged, "Votre panier a été fusionné avec celui de votre compte.")),
      ),
    );
    await state().afterLogin();
    expect(state()).toMatchObject({ cartId: OTHER_CART_ID, message: { tone: "info", text: "Votre panier a été fusionné avec celui de votre compte." } });
    expect(state().cart?.itemCount).toBe(7);
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe(OTHER_CART_ID);
  });

  it("after a login without a guest cart, fetches the main cart with GET /cart/new/default", async () => {
    server.use(http.get("/api/cart/new/default", () => HttpResponse.json(envelope(cart([cartLine({ id: 1 })], { isCustomerCart: true })))));
    await state().afterLogin();
    expect(calls.map((call) => call.path)).toEqual(["/api/cart/new/default"]);
    expect(state()).toMatchObject({ cartId: CART_ID, message: null });
  });

  it("clear() (logout) forgets the cart, the message and the stored id; the delivery choices too", () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    useCartStore.setState({ cartId: CART_ID, cart: cart([cartLine({ id: 1 })]), message: { tone: "info", text: "x" } });
    useDeliveryStore.getState().setDeliveryType("delivery");
    expect(window.localStorage.getItem(DELIVERY_STORAGE_KEY)).toContain("delivery");
    state().clear();
    useDeliveryStore.getState().clear();
    expect(state()).toMatchObject({ cartId: "new", cart: null, message: null });
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(DELIVERY_STORAGE_KEY)).toBeNull();
    expect(useDeliveryStore.getState().deliveryType).toBeNull();
  });
});

describe("delivery store", () => {
  it("mirrors the choices in local storage and restores them; clickAndCollect resets carrier, city, prices and access point", () => {
    const carrier = { id: 3, name: "Colissimo", serviceCode: "DOM", price: 990, fdp: 990, deliveryType: "DELIVERY" as const, siteType: null };
    useDeliveryStore.getState().update({ carrier, shippingPrices: [carrier], city: { name: "Lyon", postalCode: "69002" }, phone: "0478000000" });
    useDeliveryStore.setState({ carrier: null, phone: "" });
    useDeliveryStore.getState().restore();
    expect(useDeliveryStore.getState()).toMatchObject({ carrier, phone: "0478000000" });
    useDeliveryStore.getState().setDeliveryType("clickAndCollect");
    expect(useDeliveryStore.getState()).toMatchObject({ deliveryType: "clickAndCollect", carrier: null, city: null, shippingPrices: [], accessPointAddress: null });
    window.localStorage.setItem(DELIVERY_STORAGE_KEY, '{"deliveryType":"teleport"}');
    useDeliveryStore.getState().clear();
    window.localStorage.setItem(DELIVERY_STORAGE_KEY, '{"deliveryType":"teleport"}');
    useDeliveryStore.getState().restore();
    expect(useDeliveryStore.getState().deliveryType).toBeNull();
  });
});
