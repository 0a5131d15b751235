import { describe, expect, it } from "vitest";
import { isMissingShopPage } from "@/lib/storefront/shop/missing-shop-page";

describe("the cart page on a site without a shop", () => {
  it("is a 404 of the proxy (with the chrome), and nothing lives under /panier", async () => {
    const lookups = (shop: boolean) => ({ shopEnabled: async () => shop, productExists: async () => true });
    expect(await isMissingShopPage("/panier", lookups(false))).toBe(true);
    expect(await isMissingShopPage("/panier", lookups(true))).toBe(false);
    expect(await isMissingShopPage("/panier/autre", lookups(true))).toBe(true);
  });
});

describe("the checkout on a site without a shop", () => {
  it("/commande and the pages under it are a 404 of the proxy; on a shop site the pages answer for themselves", async () => {
    const lookups = (shop: boolean) => ({ shopEnabled: async () => shop, productExists: async () => true });
    expect(await isMissingShopPage("/commande", lookups(false))).toBe(true);
    expect(await isMissingShopPage("/commande/confirmation/12", lookups(false))).toBe(true);
    expect(await isMissingShopPage("/commande", lookups(true))).toBe(false);
    expect(await isMissingShopPage("/commande/confirmation/12", lookups(true))).toBe(false);
    expect(await isMissingShopPage("/commande/autre", lookups(true))).toBe(true);
  });
});
