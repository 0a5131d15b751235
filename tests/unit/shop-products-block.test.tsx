// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useState, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BlockForm } from "@/components/admin/editor/schema-form/block-form";
import { ProductsBlock } from "@/components/blocks/products/render";
import { resetQueryClient } from "@/lib/api-client/query-client";
import { blockSchema } from "@/lib/schemas/cms";
import { findProduct } from "@/lib/storefront/shop/find-product";
import { loadCatalogue } from "@/lib/storefront/shop/load-catalogue";
import { getShopContext } from "@/lib/storefront/shop/shop-context";
import type { DraftBlock } from "@/stores/admin/editor-store";
import { envelope, expectNoAxeViolation } from "./account-helpers";
import { product, productList, shopSettings } from "./shop-fixtures";

vi.setConfig({ testTimeout: 60_000 });

// The server loaders are replaced (the renderer is a server component); the editor's picker reads GET /api/product through msw.
vi.mock("@/lib/storefront/shop/shop-context", () => ({ getShopContext: vi.fn() }));
vi.mock("@/lib/storefront/shop/find-product", () => ({ findProduct: vi.fn() }));
vi.mock("@/lib/storefront/shop/load-catalogue", () => ({ loadCatalogue: vi.fn() }));

const charmes = product();
const combe = product({ id: 8, name: "La Combe", slug: "bourgogne-la-combe", appellation: "Bourgogne", colour: "RED" });
const magnum = product({ id: 9, name: "Coffret magnum", slug: "coffret-magnum", appellation: null, colour: null, type: { type: "BOX" } });

const server = setupServer(
  http.get("*/api/product", () => HttpResponse.json(envelope(productList([combe, charmes, magnum], { pagination: { page: 1, nbItem: 100 } })))),
);
const requested: string[] = [];
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  requested.push(`${url.pathname}${url.search}`);
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "70";
});
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getShopContext).mockResolvedValue({ enabled: true, settings: shopSettings() });
  vi.mocked(findProduct).mockImplementation(async (id) => [charmes, combe, magnum].find((p) => p.id === id) ?? null);
  vi.mocked(loadCatalogue).mockResolvedValue(productList([combe, charmes]));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetQueryClient();
  requested.length = 0;
});
afterAll(() => server.close());

function parsed(props: Record<string, unknown>) {
  const block = blockSchema.parse({ id: "p", type: "products", props });
  if (block.type !== "products") throw new Error("type");
  return block;
}

async function renderBlock(props: Record<string, unknown>) {
  const element: ReactNode = await ProductsBlock({ block: parsed(props), headingLevel: 2 });
  return render(<>{element}</>);
}

describe("products block (storefront)", () => {
  it("defaults: 6 products of the catalogue, a link to the shop", () => {
    expect(parsed({}).props).toEqual({ productIds: [], colour: "ALL", maxCount: 6, showShopLink: true });
    expect(blockSchema.safeParse({ id: "p", type: "products", props: { maxCount: 25 } }).success).toBe(false);
    expect(blockSchema.safeParse({ id: "p", type: "products", props: { productIds: [0] } }).success).toBe(false);
  });

  it("chosen products, in their order, as cards under the block title; a product no longer on sale is left out", async () => {
    const { container } = await renderBlock({ title: "Notre sélection", productIds: [8, 99, 7] });
    expect(screen.getByRole("heading", { level: 2, name: "Notre sélection" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["La Combe", "Les Charmes"]);
    expect(within(container).getByRole("link", { name: "Voir toute la boutique" }).getAttribute("href")).toBe("/boutique");
    expect(loadCatalogue).not.toHaveBeenCalled();
    await expectNoAxeViolation(container);
  });

  it("without chosen products: the catalogue filtered by tag and colour, at most maxCount", async () => {
    await renderBlock({ tag: "Bio", colour: "RED", maxCount: 2, showShopLink: false });
    expect(loadCatalogue).toHaveBeenCalledWith({ page: 1, nbItem: 2, tag: "Bio", colour: "RED" });
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Voir toute la boutique" })).toBeNull();
  });

  it("follows the shop's parameters (prices hidden, appellation first)", async () => {
    vi.mocked(getShopContext).mockResolvedValue({ enabled: true, settings: shopSettings({ hidePrices: true, appellationFirst: true }) });
    const { container } = await renderBlock({ productIds: [7] });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Meursault");
    expect(container.textContent).not.toContain("€");
  });

  it("renders nothing on a site that does not sell, nor when no product is left, nor when the platform fails", async () => {
    vi.mocked(getShopContext).mockResolvedValue({ enabled: false, settings: shopSettings() });
    expect((await renderBlock({ productIds: [7] })).container.innerHTML).toBe("");
    expect(findProduct).not.toHaveBeenCalled();
    cleanup();
    vi.mocked(getShopContext).mockResolvedValue({ enabled: true, settings: shopSettings() });
    expect((await renderBlock({ productIds: [99] })).container.innerHTML).toBe("");
    cleanup();
    vi.mocked(loadCatalogue).mockRejectedValue(new Error("down"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await renderBlock({})).container.innerHTML).toBe("");
    expect(error).toHaveBeenCalled();
  });
});

describe("products block (editor)", () => {
  let latest: DraftBlock | null = null;
  function Harness({ initial }: { initial: DraftBlock }) {
    const [block, setBlock] = useState(initial);
    return (
      <BlockForm
        block={block}
        onChange={(next) => {
          latest = next;
          setBlock(next);
        }}
      />
    );
  }

  it("each chosen product is a picker listing the site's products by name (GET /product), French labels; the block stays valid", async () => {
    latest = null;
    render(<Harness initial={{ id: "p", type: "products", props: { title: "Notre sélection", productIds: [7], colour: "ALL", maxCount: 6, showShopLink: true } }} />);
    const picker = screen.getByLabelText(/Produit 1/) as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect(requested).toContain("/api/product?page=1&nbItem=100&orderBy=name:asc");
    expect(Array.from(picker.options).map((o) => o.text)).toEqual(["La Combe (Bourgogne)", "Les Charmes (Meursault)", "Coffret magnum"]);
    expect(picker.value).toBe("7");
    act(() => {
      fireEvent.change(picker, { target: { value: "9" } });
    });
    expect(latest).toMatchObject({ props: { productIds: [9] } });
    expect(blockSchema.safeParse(latest).success).toBe(true);
    const colour = screen.getByLabelText("Couleur") as HTMLSelectElement;
    expect(Array.from(colour.options).map((o) => o.text)).toEqual(["Toutes les couleurs", "Rouge", "Blanc", "Rosé", "Effervescent", "Moelleux"]);
    fireEvent.click(screen.getByRole("button", { name: "Ajouter : produit" }));
    expect(screen.getAllByLabelText(/Produit \d/)).toHaveLength(2);
    await expectNoAxeViolation();
  });
});
