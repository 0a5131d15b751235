import { axeViolations, nuErrors } from "./support/checks";
import { expect, test, type Page } from "./support/test";
import { refuseTrackersBeforehand } from "./support/site";

/**
 * Issue 11, the storefront's catalogue and product sheet in the browser: site 70 (the wine shop,
 * on http://vins.localhost:<port>, which Chromium resolves to this machine) lists its products on
 * /boutique, filters them by colour (with and without JavaScript), opens a product sheet with its
 * vintages, awards, features, nutrition, technical sheet and Product JSON-LD; site 69 (127.0.0.1,
 * the SITE_ID site) sells nothing: no shop in its menu, /boutique is a 404. axe and the Nu HTML
 * checker on /boutique and a product sheet.
 */

interface ProductAnswer {
  id: number;
  slug: string;
  name: string;
  appellation: string | null;
  colour: string | null;
  awardCount: number;
  nutrition: unknown;
  declinations: { id: number; year: number | null }[];
}

const WINE_HEADERS = { "X-Site-Id": "70", "Accept-Language": "fr" };
const wineOrigin = (baseURL: string) => baseURL.replace("127.0.0.1", "vins.localhost");

/**
 * A request of site 70's host from the test itself: Node does not resolve *.localhost (Chromium
 * does), so it goes to 127.0.0.1 with the wine site's Host header.
 */
function wineRequest(page: Page, baseURL: string, path: string, options: { maxRedirects?: number } = {}) {
  return page.request.get(`${baseURL}${path}`, { ...options, headers: { Host: new URL(wineOrigin(baseURL)).host } });
}

/** A red wine of the seed with awards and nutritional data (the sheet shows everything). */
async function awardedRed(page: Page, baseURL: string): Promise<ProductAnswer> {
  const answer = await page.request.get(`${baseURL}/api/product?colour=RED&nbItem=100`, { headers: WINE_HEADERS });
  const products = ((await answer.json()) as { data: { list: ProductAnswer[] } }).data.list;
  const found = products.find((product) => product.awardCount > 0 && product.nutrition !== null);
  expect(found, "a red wine with awards and nutrition in the seed").toBeTruthy();
  return found!;
}

test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
  await refuseTrackersBeforehand(context, wineOrigin(baseURL!));
});

test("site 70: browse /boutique, filter by colour, open a product sheet with everything it shows", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = wineOrigin(baseURL!);
  const red = await awardedRed(page, baseURL!);

  await test.step("the menu leads to the catalogue, with the health message", async () => {
    await page.goto(`${origin}/`);
    // The menu entry (in the closed menu sheet on a phone) and the home's selection of products.
    expect(await page.locator('nav a[href="/boutique"]', { hasText: "Nos vins" }).count()).toBeGreaterThan(0);
    await expect(page.locator("main article[data-product-id]")).toHaveCount(3);
    await page.goto(`${origin}/boutique`);
    await expect(page.getByRole("heading", { level: 1, name: "Nos vins" })).toBeVisible();
    await expect(page.getByTestId("catalogue-count")).toHaveText(/^\d+ produits$/);
    expect(await page.locator("main article[data-product-id]").count()).toBeGreaterThan(1);
    await expect(page.getByTestId("alcohol-message")).toContainText("L'abus d'alcool est dangereux pour la santé");
  });

  await test.step("the second page holds the products after the first 24, and leads back", async () => {
    const total = Number((await page.getByTestId("catalogue-count").textContent())!.match(/^(\d+)/)![1]);
    expect(total, "the seed fills more than one page").toBeGreaterThan(24);
    const pagination = page.getByRole("navigation", { name: "Pagination des produits" });
    await pagination.getByRole("link", { name: "Page suivante" }).click();
    await expect(page).toHaveURL(/\/boutique\?page=2$/);
    await expect(pagination.locator("[aria-current='page']")).toHaveText("Page 2");
    await expect(page.locator("main article[data-product-id]")).toHaveCount(total - 24);
    await pagination.getByRole("link", { name: "Page précédente" }).click();
    await expect(page).toHaveURL(/\/boutique$/);
    await expect(page.locator("main article[data-product-id]")).toHaveCount(24);
  });

  await test.step("filter by colour: the list follows at once, only red wines", async () => {
    await page.getByLabel("Couleur").selectOption({ label: "Rouge" });
    await expect(page).toHaveURL(/\/boutique\?couleur=RED$/);
    await expect(page.getByTestId("catalogue-count")).toHaveText(/pour votre recherche$/);
    const cards = page.locator("main article[data-product-id]");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("Rouge");
  });

  await test.step("open the product: vintages, awards, features, nutrition, JSON-LD", async () => {
    const card = page.locator(`main article[data-product-id="${red.id}"]`);
    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/boutique/${red.slug}/${red.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const declinations = page.getByTestId("declinations");
    await expect(declinations.locator("tbody tr")).toHaveCount(red.declinations.length);
    const year = red.declinations.find((d) => d.year !== null)?.year;
    if (year) await expect(declinations).toContainText(String(year));
    await expect(page.getByRole("heading", { name: "Récompenses" })).toBeVisible();
    await expect(page.getByTestId("product-awards").getByRole("listitem")).toHaveCount(red.awardCount);
    await expect(page.getByRole("heading", { name: "Caractéristiques" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Informations nutritionnelles" })).toBeVisible();
    await expect(page.getByTestId("nutrition-table")).toContainText("Énergie");
    await expect(page.getByTestId("buy-box")).toBeVisible();
    await expect(page.getByTestId("alcohol-message")).toBeVisible();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const productLd = jsonLd.find((data) => data["@type"] === "Product") as { name: string; offers: { price: string; priceCurrency: string }[] | { price: string } ; url: string; brand: { name: string } } | undefined;
    expect(productLd, "Product JSON-LD").toBeTruthy();
    expect(productLd!.url).toBe(`${origin}/boutique/${red.slug}/${red.id}`);
    expect(productLd!.brand.name).toBe("Domaine des Trois Collines");
    const offers = Array.isArray(productLd!.offers) ? productLd!.offers : [productLd!.offers];
    expect(offers[0]!.price).toMatch(/^\d+\.\d{2}$/);
    // After a client-side navigation the catalogue's canonical link leaves the head when the new
    // metadata is committed: wait for that single link (a lasting duplicate fails here).
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute("href", `${origin}/boutique/${red.slug}/${red.id}`);
  });

  await test.step("the technical sheet is a real PDF", async () => {
    const link = page.getByTestId("declinations").getByRole("link").first();
    const response = await wineRequest(page, baseURL!, (await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test("site 70 without JavaScript: the filters form still filters (GET)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await refuseTrackersBeforehand(context, wineOrigin(baseURL!));
  const page = await context.newPage();
  await page.goto(`${wineOrigin(baseURL!)}/boutique`);
  await page.getByLabel("Couleur").selectOption({ label: "Blanc" });
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/couleur=WHITE/);
  const cards = page.locator("main article[data-product-id]");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Blanc");
  await context.close();
});

test("site 70: a wrong slug redirects to the sheet, an unknown id is a 404 page", async ({ page, baseURL }) => {
  test.skip(test.info().project.name !== "desktop", "server answers: one viewport is enough");
  const red = await awardedRed(page, baseURL!);
  const moved = await wineRequest(page, baseURL!, `/boutique/mauvais-nom/${red.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()["location"]).toBe(`/boutique/${red.slug}/${red.id}`);
  for (const path of ["/boutique/inconnu/999999", "/boutique/inconnu/abc", "/boutique/a/b/c"]) {
    const response = await wineRequest(page, baseURL!, path);
    expect(response.status(), path).toBe(404);
    const markup = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
    expect(markup, path).toContain("This page could not be found");
    expect(markup, path).toMatch(/<footer\b/);
  }
});

test("site 69 sells nothing: no shop in its pages, /boutique and product sheets are 404s", async ({ page, baseURL }) => {
  const red = await awardedRed(page, baseURL!);
  await page.goto("/");
  await expect(page.locator('a[href^="/boutique"]')).toHaveCount(0);
  await expect(page.locator('a[href="/panier"]')).toHaveCount(0);
  for (const path of ["/boutique", `/boutique/${red.slug}/${red.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("This page could not be found")).toBeVisible();
  }
  const sheet = await page.request.get(`/boutique/${red.slug}/${red.id}/fiche-technique/${red.declinations[0]!.id}`);
  expect(sheet.status()).toBe(404);
});

test("axe and the Nu HTML checker: /boutique and a product sheet", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = wineOrigin(baseURL!);
  const red = await awardedRed(page, baseURL!);
  const paths = ["/boutique", "/boutique?couleur=RED&tri=prix-decroissant", `/boutique/${red.slug}/${red.id}`];
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    expect(await axeViolations(page), path).toEqual([]);
  }
  if (test.info().project.name === "desktop") {
    const documents: Record<string, string> = {};
    for (const path of paths) documents[path] = await (await wineRequest(page, baseURL!, path)).text();
    expect(nuErrors(documents)).toBe("");
  }
});
