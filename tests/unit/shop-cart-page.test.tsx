// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderInDom, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALCOHOL_SELLING_MESSAGE } from "@/lib/domain/shop/shop-settings";
import { AuthStoreContext, createAuthStore, CustomerCartSync } from "@/stores/auth-store";
import { CART_ID_STORAGE_KEY, useCartStore } from "@/stores/shop/cart-store";
import { CART_ID, OTHER_CART_ID, cart, cartLine, envelope, failure } from "./shop-cart-fixtures";
import { setUpShopServer } from "./shop-msw-server";
import { claire, expectNoAxeViolation } from "./account-helpers";

vi.mock("next/navigation", () => ({ usePathname: () => "/panier", useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const { CartView } = await import("@/components/shop/cart/cart-view");
const { CartButton } = await import("@/components/shop/cart/cart-button");

/** Renders under a guest's auth store, as the ClientShell does. */
function render(ui: ReactElement) {
  return renderInDom(<AuthStoreContext value={createAuthStore(null)}>{ui}</AuthStoreContext>);
}

const calls: { method: string; path: string; body: unknown }[] = [];
const server = setUpShopServer();
server.events.on("request:start", async ({ request }) => {
  const body = ["PUT", "POST"].includes(request.method) ? await request.clone().json().catch(() => null) : null;
  calls.push({ method: request.method, path: new URL(request.url).pathname, body });
});
afterEach(() => {
  calls.length = 0;
});

const pageSettings = {
  freeShippingBottles: 12,
  freeShippingCents: null,
  shippingMessage: "Expédition sous 48 h en carton protecteur.",
  alcoholMessage: true,
  hidePercentageDiscount: false,
};

const engravedLine = cartLine({
  id: 2,
  idProduct: 520,
  idDeclination: 40,
  name: "Coffret gravé",
  slug: "coffret-grave",
  type: "BOX",
  sellByMultipleOf: 1,
  setQuantity: 3,
  quantity: 1,
  fixedPrice: 6500,
  unitPrice: 7000,
  customizationCost: 500,
  total: 7000,
  totalToPay: 7000,
  declinationLabel: "Coffret 3 bouteilles",
  customizations: [
    { id: 31, key: "texte", label: "Texte gravé", value: "Claire & Thomas", fileUrl: null },
    { id: 32, key: "visuel", label: "Votre visuel", value: "etiquette.png", fileUrl: "/api/cart/customization-file/9" },
  ],
});

function storedCart(lines = [cartLine({ id: 1 }), engravedLine]) {
  window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
  const current = cart(lines, { bottleCount: 9 });
  server.use(http.get(`/api/cart/${CART_ID}/default`, () => HttpResponse.json(envelope(current))));
  return current;
}

describe("cart page", { timeout: 20_000 }, () => {
  it("shows the empty cart with a link to the shop", async () => {
    render(<CartView settings={pageSettings} titleId="titre" />);
    expect(await screen.findByText("Votre panier est vide.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Découvrir la boutique" }).getAttribute("href")).toBe("/boutique");
  });

  it("lists the lines with their declination, answers (the file as a link), prices, totals, the nudge and the messages", async () => {
    storedCart();
    render(<CartView settings={pageSettings} titleId="titre" />);
    const line = await screen.findByRole("listitem", { name: "Coffret gravé" });
    expect(within(line).getByRole("link", { name: "Coffret gravé" }).getAttribute("href")).toBe("/boutique/coffret-grave/520");
    expect(within(line).getByText("Coffret 3 bouteilles")).toBeTruthy();
    expect(within(line).getByText("Claire & Thomas")).toBeTruthy();
    expect(within(line).getByRole("link", { name: /etiquette\.png/ }).getAttribute("href")).toBe("/api/cart/customization-file/9");
    expect(screen.getByTestId("panier-total").textContent).toMatch(/178,00/);
    expect(screen.getByText("Plus que 3 bouteilles pour profiter de la livraison offerte.")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("75");
    expect(screen.getByText("Expédition sous 48 h en carton protecteur.")).toBeTruthy();
    expect(screen.getByText(ALCOHOL_SELLING_MESSAGE)).toBeTruthy();
    await expectNoAxeViolation();
  });

  it("sends a new quantity (PUT) once the clicks pause and shows the server's cart", async () => {
    storedCart();
    const after = cart([cartLine({ id: 1, quantity: 12, total: 21600, totalToPay: 21600 }), engravedLine]);
    server.use(http.put(`/api/cart/${CART_ID}/product/501/quantity`, () => HttpResponse.json(envelope(after))));
    render(<CartView settings={pageSettings} titleId="titre" />);
    const line = await screen.findByRole("listitem", { name: "Les Trois Collines rouge" });
    fireEvent.click(within(line).getByRole("button", { name: /Augmenter la quantité/ }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ quantity: 12, idCartProduct: 1 }));
    await waitFor(() => expect(screen.getByTestId("panier-total").textContent).toMatch(/286,00/));
  });

  it("removes a line after a confirmation (DELETE), the focus going back to the title", async () => {
    storedCart();
    server.use(http.delete(`/api/cart/${CART_ID}/product/520/2`, () => HttpResponse.json(envelope(cart([cartLine({ id: 1 })])))));
    render(
      <>
        <h1 id="titre" tabIndex={-1}>
          Mon panier
        </h1>
        <CartView settings={pageSettings} titleId="titre" />
      </>,
    );
    const line = await screen.findByRole("listitem", { name: "Coffret gravé" });
    fireEvent.click(within(line).getByRole("button", { name: "Retirer Coffret gravé du panier" }));
    expect(document.activeElement).toBe(within(line).getByRole("button", { name: "Annuler" }));
    fireEvent.click(within(line).getByRole("button", { name: "Oui, retirer" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Coffret gravé" })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe("titre"));
  });

  it("shows the error of a refused quantity as the cart message", async () => {
    storedCart();
    server.use(
      http.put(`/api/cart/${CART_ID}/product/501/quantity`, () =>
        HttpResponse.json(failure("Il ne reste que 8 articles en stock.", [{ key: "quantity", error: "Il ne reste que 8 articles en stock." }]), { status: 422 }),
      ),
    );
    render(<CartView settings={pageSettings} titleId="titre" />);
    const line = await screen.findByRole("listitem", { name: "Les Trois Collines rouge" });
    fireEvent.click(within(line).getByRole("button", { name: /Augmenter la quantité/ }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Il ne reste que 8 articles en stock."));
    await waitFor(() => expect((within(line).getByRole("spinbutton") as HTMLInputElement).value).toBe("6"));
  });
});

describe("header cart button and preview", { timeout: 20_000 }, () => {
  it("shows the units in its name, opens the preview on click (focus inside), closes on Escape (focus back)", async () => {
    storedCart();
    await useCartStore.getState().ensureLoaded();
    render(<CartButton icon={<svg aria-hidden="true" />} seeOnHover={false} />);
    const button = screen.getByRole("button", { name: "Panier, 7 articles" });
    fireEvent.click(button);
    const preview = await screen.findByRole("dialog", { name: "Votre panier" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(within(preview).getByRole("heading", { name: "Votre panier" })));
    expect(within(preview).getByText("Coffret gravé")).toBeTruthy();
    expect(within(preview).getByRole("link", { name: "Voir mon panier" }).getAttribute("href")).toBe("/panier");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("opens on hover only with SEE_CART_ON_HOVER", async () => {
    render(<CartButton icon={<svg aria-hidden="true" />} seeOnHover />);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Panier" }).parentElement!, { pointerType: "mouse" });
    expect(await screen.findByRole("dialog", { name: "Votre panier" })).toBeTruthy();
    cleanup();
    render(<CartButton icon={<svg aria-hidden="true" />} seeOnHover={false} />);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Panier" }).parentElement!, { pointerType: "mouse" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not open on hover where the panel would cover the icon (narrow window): the click opens it", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query !== "(min-width: 40rem)", media: query }) as MediaQueryList) as typeof window.matchMedia;
    try {
      render(<CartButton icon={<svg aria-hidden="true" />} seeOnHover />);
      const button = screen.getByRole("button", { name: "Panier" });
      fireEvent.pointerEnter(button.parentElement!, { pointerType: "mouse" });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("dialog")).toBeNull();
      fireEvent.click(button);
      expect(await screen.findByRole("dialog", { name: "Votre panier" })).toBeTruthy();
      expect(button.getAttribute("aria-expanded")).toBe("true");
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe("login and logout", { timeout: 20_000 }, () => {
  it("merges the guest cart at login (GET /cart/{id}/default) and clears everything at logout", async () => {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, CART_ID);
    server.use(
      http.get(`/api/cart/${CART_ID}/default`, () =>
        HttpResponse.json(envelope(cart([cartLine({ id: 1 })], { id: OTHER_CART_ID, isCustomerCart: true }), "Votre panier a été fusionné avec celui de votre compte.")),
      ),
    );
    const auth = createAuthStore(null);
    render(
      <AuthStoreContext value={auth}>
        <CustomerCartSync shop />
      </AuthStoreContext>,
    );
    act(() => auth.getState().login(claire));
    await waitFor(() => expect(useCartStore.getState().cartId).toBe(OTHER_CART_ID));
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBe(OTHER_CART_ID);
    act(() => auth.getState().logout());
    await waitFor(() => expect(useCartStore.getState().cartId).toBe("new"));
    expect(useCartStore.getState().cart).toBeNull();
    expect(window.localStorage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
  });

  it("does nothing on a site without a shop", async () => {
    const auth = createAuthStore(null);
    render(
      <AuthStoreContext value={auth}>
        <CustomerCartSync shop={false} />
      </AuthStoreContext>,
    );
    act(() => auth.getState().login(claire));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
