import { expect, type APIRequestContext } from "@playwright/test";

const WINE_HEADERS = { "X-Site-Id": "70", "Accept-Language": "fr", "Content-Type": "application/json" };

/** A new cart of the customer `token` with six bottles of the seed's Gamay (site 70); returns its id. */
export async function newGamayCart(request: APIRequestContext, token: string): Promise<string> {
  const products = await request.get("/api/product?nbItem=100", { headers: WINE_HEADERS });
  const gamay = ((await products.json()) as { data: { list: { slug: string; declinations: { id: number }[] }[] } }).data.list.find(
    (product) => product.slug === "gamay-des-collines-coteaux-bourguignons",
  );
  expect(gamay, "the seed's Gamay").toBeTruthy();
  const added = await request.post(`/api/cart/new/product/${gamay!.declinations[0]!.id}`, {
    headers: { ...WINE_HEADERS, Authorization: `Bearer ${token}` },
    data: { type: "WINE", quantity: 6 },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { data: { id: string } }).data.id;
}
