// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { useCartStore } from "@/stores/shop/cart-store";
import { cart, cartLine, envelope, failure, product, settings } from "./shop-cart-fixtures";
import { setUpShopServer } from "./shop-msw-server";
import { deferred, expectNoAxeViolation } from "./account-helpers";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const { ProductBuyBox } = await import("@/components/shop/product/buy-box");

const server = setUpShopServer();

const addButton = () => screen.getByRole("button", { name: "Ajouter au panier" });
const stock = () => document.querySelector("[data-stock]")!;

describe("ProductBuyBox: declinations", { timeout: 20_000 }, () => {
  it("starts on the first declination in stock: its price, stock label and multiple", async () => {
    render(<ProductBuyBox product={product()} customizations={[]} settings={settings} />);
    expect(screen.getByText("18,00 €")).toBeTruthy();
    expect(stock().textContent).toBe("En stock");
    expect((screen.getByLabelText("Quantité") as HTMLInputElement).value).toBe("6");
    expect(screen.getByText("Vendu par multiple de 6 bouteilles")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "2020" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /^75\scl$/ }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolation();
  });

  it("choosing another vintage changes the price (crossed-out catalogue price, discount badge), the stock and the quantity", () => {
    render(<ProductBuyBox product={product()} customizations={[]} settings={settings} />);
    fireEvent.click(screen.getByRole("radio", { name: "2019" }));
    expect(screen.getByText("18,70 €")).toBeTruthy();
    expect(screen.getByText("22,00 €").closest("del")).toBeTruthy();
    expect(screen.getByText(/^−15\s%$/)).toBeTruthy();
    expect(stock().textContent).toBe("Plus que 3 en stock");
    // The multiple of this declination is 1, and 6 is over its stock: back to the multiple.
    expect((screen.getByLabelText("Quantité") as HTMLInputElement).value).toBe("1");
    expect(screen.queryByText(/par multiple/)).toBeNull();
  });

  it("hides the percentage with PRODUCT_HIDE_PERCENTAGE_DISCOUNT and every price with HIDE_PRODUCT_PRICES", () => {
    render(<ProductBuyBox product={product()} customizations={[]} settings={{ ...settings, hidePercentageDiscount: true }} />);
    fireEvent.click(screen.getByRole("radio", { name: "2019" }));
    expect(screen.getByText("18,70 €")).toBeTruthy();
    expect(screen.queryByText(/15\s%/)).toBeNull();
    cleanup();
    render(<ProductBuyBox product={product()} customizations={[]} settings={{ ...settings, hidePrices: true }} />);
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it("an out-of-stock size disables the purchase with the NOT_IN_STOCK label", () => {
    render(<ProductBuyBox product={product()} customizations={[]} settings={settings} />);
    fireEvent.click(screen.getByRole("radio", { name: /^1,5\sL$/ }));
    expect(stock().textContent).toBe("Épuisé");
    expect((screen.getByRole("button", { name: "Épuisé" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Ajouter au panier" })).toBeNull();
    expect(screen.queryByLabelText("Quantité")).toBeNull();
  });

  it("adds to the cart (multipart), toasts the server's message and asks the header to open its preview", async () => {
    let sent: FormData | null = null;
    const { gate, release } = deferred();
    server.use(
      http.post("/api/cart/new/product/11", async ({ request }) => {
        sent = await request.formData();
        await gate;
        return HttpResponse.json(envelope(cart([cartLine({ id: 1, quantity: 12, total: 21600, totalToPay: 21600 })]), "Le produit a été ajouté à votre panier."));
      }),
    );
    render(<ProductBuyBox product={product()} customizations={[]} settings={settings} />);
    fireEvent.click(screen.getByRole("button", { name: "Augmenter la quantité (Quantité)" }));
    fireEvent.click(addButton());
    expect(await screen.findByText("Ajout en cours…")).toBeTruthy();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Le produit a été ajouté à votre panier."));
    expect([sent!.get("type"), sent!.get("quantity"), sent!.get("customizations")]).toEqual(["WINE", "12", null]);
    expect(useCartStore.getState().previewRequest).toBe(1);
    expect(useCartStore.getState().cart?.itemCount).toBe(12);
  });

  it("shows the server's quantity error under the stepper", async () => {
    server.use(
      http.post("/api/cart/new/product/11", () =>
        HttpResponse.json(failure("La quantité est refusée.", [{ key: "quantity", error: "Il ne reste que 2 articles en stock." }]), { status: 422 }),
      ),
    );
    render(<ProductBuyBox product={product()} customizations={[]} settings={settings} />);
    fireEvent.click(addButton());
    expect(await screen.findByText("Il ne reste que 2 articles en stock.")).toBeTruthy();
    expect(screen.getByLabelText("Quantité").getAttribute("aria-invalid")).toBe("true");
    expect(toast.success).not.toHaveBeenCalled();
  });
});
