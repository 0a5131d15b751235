// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cart, cartLine, envelope, failure, engraving, product, settings } from "./shop-cart-fixtures";
import { setUpShopServer } from "./shop-msw-server";
import { expectNoAxeViolation, fieldError } from "./account-helpers";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast }));

const { ProductBuyBox } = await import("@/components/shop/product/buy-box");

// jsdom's Blob has no arrayBuffer() (every browser has): read through its FileReader.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

const calls: string[] = [];
// The price preview is asked whenever answers settle (initial handler: kept by resetHandlers).
const server = setUpShopServer(
  http.post("/api/cart/product/501/declination/11/customize/price", () => HttpResponse.json(envelope({ customizationCost: 500, unitPrice: 2300 }))),
);
server.events.on("request:start", ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});
afterEach(() => {
  calls.length = 0;
});

const gift = () => product({ hasCustomization: true });
const renderBox = () => render(<ProductBuyBox product={gift()} customizations={engraving} settings={settings} />);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0]);
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText("Votre visuel (facultatif)"), { target: { files: [file] } });

describe("customization form", { timeout: 20_000 }, () => {
  it("shows each customization with its cost, a character counter, the choices and has no axe violation", async () => {
    renderBox();
    expect(screen.getByRole("group", { name: /^Gravure du coffret \(\+ 5,00\s€ par article\)$/ })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Étiquette personnalisée" })).toBeTruthy();
    type("Texte gravé", "Joyeux anniversaire");
    expect(screen.getByText("19 / 20 caractères")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Manuscrite" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Paquet cadeau" })).toBeTruthy();
    await expectNoAxeViolation();
  });

  it("refuses more characters than allowed, and a missing required text, without calling the cart", async () => {
    renderBox();
    fireEvent.click(screen.getByRole("button", { name: "Ajouter au panier" }));
    await waitFor(() => expect(fieldError("Texte gravé")).toBe("Ce champ est obligatoire."));
    type("Texte gravé", "Pour Claire et Thomas, 10 ans");
    expect(screen.getByText("29 / 20 caractères")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ajouter au panier" }));
    await waitFor(() => expect(fieldError("Texte gravé")).toBe("20 caractères au maximum."));
    expect(calls.filter((call) => call.includes("/cart/") && !call.includes("customize"))).toEqual([]);
  });

  it("refuses a file whose content is not PNG, JPEG or PDF (whatever its name), without asking the server", async () => {
    renderBox();
    chooseFile(new File(["pas une image"], "etiquette.png", { type: "image/png" }));
    await waitFor(() => expect(fieldError("Votre visuel (facultatif)")).toBe("Le fichier doit être une image PNG ou JPEG, ou un PDF."));
    expect(calls.some((call) => call.includes("file/validate"))).toBe(false);
  });

  it("has the server check a file (POST …/file/validate) and shows its refusal on the field", async () => {
    server.use(
      http.post("/api/product-customization/32/file/validate", () =>
        HttpResponse.json(failure("Fichier refusé.", [{ key: "32.visuel", error: "Le fichier dépasse la taille autorisée (5 Mio)." }]), { status: 422 }),
      ),
    );
    renderBox();
    chooseFile(new File([PNG], "etiquette.png", { type: "image/png" }));
    await waitFor(() => expect(fieldError("Votre visuel (facultatif)")).toBe("Le fichier dépasse la taille autorisée (5 Mio)."));
  });

  it("shows the unit price with customization from the server, then adds with the answers and the file part", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("/api/product-customization/32/file/validate", () => HttpResponse.json(envelope({ mediaType: "image/png", byteSize: PNG.length }))),
      http.post("/api/cart/new/product/11", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(envelope(cart([cartLine({ id: 1 })]), "Le produit a été ajouté à votre panier."));
      }),
    );
    renderBox();
    type("Texte gravé", "Claire & Thomas");
    fireEvent.change(screen.getByLabelText("Police (facultatif)"), { target: { value: "script" } });
    expect(await screen.findByText("Prix unitaire avec personnalisation : 23,00 €, dont 5,00 € de personnalisation.", { normalizer: (text) => text.replace(/\s+/g, " ") })).toBeTruthy();
    chooseFile(new File([PNG], "etiquette.png", { type: "image/png" }));
    expect(await screen.findByText("Fichier retenu : etiquette.png")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ajouter au panier" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(JSON.parse(String(sent!.get("customizations")))).toEqual([
      { id: 31, key: "texte", textValue: "Claire & Thomas" },
      { id: 31, key: "police", selectValue: { key: "script", value: "Manuscrite" } },
      { id: 32, key: "visuel", filename: "file.32.visuel" },
    ]);
    // (jsdom's XMLHttpRequest drops the part's file name: the browser suite checks it end to end.)
    expect((sent!.get("file.32.visuel") as Blob).size).toBe(PNG.length);
  });

  it("puts the server's per-field errors on their fields (key <customizationId>.<fieldKey>)", async () => {
    server.use(
      http.post("/api/cart/new/product/11", () =>
        HttpResponse.json(
          failure("Certaines personnalisations sont à corriger.", [
            { key: "31.texte", error: "Ce texte contient des caractères non autorisés." },
            { key: "31.police", error: "Ce choix n'est pas proposé." },
          ]),
          { status: 422 },
        ),
      ),
    );
    renderBox();
    type("Texte gravé", "Claire");
    fireEvent.click(screen.getByRole("button", { name: "Ajouter au panier" }));
    await waitFor(() => expect(fieldError("Texte gravé")).toBe("Ce texte contient des caractères non autorisés."));
    expect(fieldError("Police (facultatif)")).toBe("Ce choix n'est pas proposé.");
    expect(document.activeElement).toBe(screen.getByLabelText("Texte gravé"));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
