import { axeViolations, nuErrors, nuErrorsOf } from "./support/checks";
import { SHOP_CUSTOMER_PASSWORD, shopCustomer } from "./support/shop-customers";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { refuseTrackersBeforehand } from "./support/site";

/**
 * Issue 11, the cart in the browser on site 70 (the wine shop, http://vins.localhost:<port>):
 * product sheet → vintage and size → stepper in multiples → customize with a text and a file → add
 * → header preview → /panier: change a quantity, remove a line, the free-shipping nudge → log in:
 * the guest cart merges into the customer's main cart → log out: the cart is forgotten. axe and
 * the Nu HTML checker on /panier. Every amount shown is the server's.
 */

interface DeclinationAnswer {
  id: number;
  year: number | null;
  capacity: number | null;
  price: number;
  sellByMultipleOf: number;
}
interface ProductAnswer {
  id: number;
  slug: string;
  name: string;
  type: { type: string };
  declinations: DeclinationAnswer[];
}

const WINE_HEADERS = { "X-Site-Id": "70", "Accept-Language": "fr" };
const wineOrigin = (baseURL: string) => baseURL.replace("127.0.0.1", "vins.localhost");
// Node's resolver does not know *.localhost: API calls of the test go to 127.0.0.1 with X-Site-Id 70.
const euros = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);
/** A tiny real PNG (1×1), the custom label of the crémant. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function productBySlug(request: APIRequestContext, origin: string, slug: string): Promise<ProductAnswer> {
  const answer = await request.get(`${origin}/api/product?nbItem=100`, { headers: WINE_HEADERS });
  const found = ((await answer.json()) as { data: { list: ProductAnswer[] } }).data.list.find((product) => product.slug === slug);
  expect(found, `product ${slug} in the site-70 seed`).toBeTruthy();
  return found!;
}

const productPath = (product: ProductAnswer) => `/boutique/${product.slug}/${product.id}`;
/** The header's cart button shown at this width (desktop top bar or phone top bar). */
const cartButton = (page: Page) => page.locator("header").getByRole("button", { name: /^Panier/ }).filter({ visible: true }).first();
const buyBox = (page: Page, product: ProductAnswer) => page.getByRole("form", { name: `Acheter ${product.name}` });

async function addToCart(page: Page, product: ProductAnswer) {
  const added = page.waitForResponse((response) => response.request().method() === "POST" && /\/api\/cart\/[^/]+\/product\/\d+$/.test(response.url()));
  await buyBox(page, product).getByRole("button", { name: "Ajouter au panier" }).click();
  expect((await added).status()).toBeLessThan(300);
  const toast = page.getByText("Le produit a été ajouté à votre panier.").first();
  await expect(toast).toBeVisible();
  // The header's preview opens on the added product.
  const preview = page.getByRole("dialog", { name: "Votre panier" });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(product.name);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  // The toast (top right, 3 s) lies over the phone's cart icon until it goes.
  await expect(toast).toBeHidden({ timeout: 10_000 });
}

test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
  await refuseTrackersBeforehand(context, wineOrigin(baseURL!));
});

test("site 70: choose, customize and add products, then the cart page, the merge at login and the logout", async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const origin = wineOrigin(baseURL!);
  const api = baseURL!;
  const charmes = await productBySlug(request, api, "meursault-premier-cru-les-charmes");
  const cremant = await productBySlug(request, api, "cremant-a-votre-etiquette");
  const engraved = await productBySlug(request, api, "coffret-cadeau-etiquette-gravee");
  const gamay = await productBySlug(request, api, "gamay-des-collines-coteaux-bourguignons");

  await test.step("a wine: the vintage and the size change the price and the stock", async () => {
    await page.goto(`${origin}${productPath(charmes)}`);
    const box = buyBox(page, charmes);
    const old = charmes.declinations.find((d) => d.year === 2021)!;
    const magnum = charmes.declinations.find((d) => d.capacity === 1.5)!;
    await box.getByRole("radio", { name: "2021" }).check();
    await expect(box).toContainText(euros(old.price));
    await box.getByRole("radio", { name: /^1,5\sL$/ }).check();
    await expect(box.getByRole("radio", { name: String(magnum.year) })).toBeChecked();
    await expect(box).toContainText(euros(magnum.price));
    await expect(box.locator("[data-stock]")).toHaveText("Plus qu'un seul en stock");
    await box.getByRole("radio", { name: /^75\scl$/ }).check();
    await addToCart(page, charmes);
  });

  await test.step("a new page finds the cart again (local storage): under FREE_SHIPPING_PRICE, the nudge says what is missing", async () => {
    await page.goto(`${origin}/panier`);
    await expect(page.getByRole("listitem", { name: charmes.name })).toBeVisible();
    await expect(page.getByTestId("livraison-offerte")).toContainText(/^Plus que .+ d'achats pour profiter de la livraison offerte\.$/);
  });

  await test.step("the crémant: by 6 bottles, with your label as a file", async () => {
    await page.goto(`${origin}${productPath(cremant)}`);
    const box = buyBox(page, cremant);
    const quantity = box.getByLabel("Quantité", { exact: true });
    await expect(quantity).toHaveValue("6");
    await expect(box).toContainText("Vendu par multiple de 6 bouteilles");
    await expect(box.getByRole("button", { name: "Diminuer la quantité (Quantité)" })).toBeDisabled();
    await box.getByRole("button", { name: "Augmenter la quantité (Quantité)" }).click();
    await expect(quantity).toHaveValue("12");
    await quantity.fill("8");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("6");
    await box.getByRole("button", { name: "Augmenter la quantité (Quantité)" }).click();
    await box.getByLabel(/Fichier de votre étiquette/).setInputFiles({ name: "etiquette.txt", mimeType: "image/png", buffer: Buffer.from("pas une image") });
    await expect(box).toContainText("Le fichier doit être une image PNG ou JPEG, ou un PDF.");
    await box.getByLabel(/Fichier de votre étiquette/).setInputFiles({ name: "etiquette.png", mimeType: "image/png", buffer: PNG });
    await expect(box).toContainText("Fichier retenu : etiquette.png");
    await expect(box.getByTestId("prix-personnalise")).toContainText("Prix unitaire avec personnalisation");
    await addToCart(page, cremant);
  });

  await test.step("the gift box: an engraved text, its cost in the price", async () => {
    await page.goto(`${origin}${productPath(engraved)}`);
    const box = buyBox(page, engraved);
    const text = box.getByLabel("Texte à graver");
    await text.fill("x".repeat(41));
    await expect(box).toContainText("41 / 40 caractères");
    await box.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(box).toContainText("40 caractères au maximum.");
    await text.fill("Joyeux anniversaire Paul");
    await expect(box).toContainText("24 / 40 caractères");
    await expect(box.getByTestId("prix-personnalise")).toContainText("dont 9,00");
    await addToCart(page, engraved);
  });

  await test.step("the header shows the units and opens the preview on click", async () => {
    await expect(cartButton(page)).toHaveAccessibleName("Panier, 14 articles");
    await cartButton(page).click();
    const preview = page.getByRole("dialog", { name: "Votre panier" });
    await expect(preview.getByRole("listitem")).toHaveCount(3);
    await preview.getByRole("link", { name: "Voir mon panier" }).click();
    await expect(page).toHaveURL(/\/panier$/);
  });

  await test.step("/panier: change a quantity, remove a line, the nudge, axe and Nu", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Mon panier" })).toBeVisible();
    const line = page.getByRole("listitem", { name: cremant.name });
    await expect(line.getByRole("link", { name: /etiquette\.png/ })).toBeVisible();
    const total = await page.getByTestId("panier-total").textContent();
    const updated = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().includes("/quantity"));
    await line.getByRole("button", { name: /Augmenter la quantité/ }).click();
    expect((await updated).status()).toBe(200);
    await expect(line.getByRole("spinbutton")).toHaveValue("18");
    await expect(page.getByTestId("panier-total")).not.toHaveText(total!);

    const charmesLine = page.getByRole("listitem", { name: charmes.name });
    await charmesLine.getByRole("button", { name: `Retirer ${charmes.name} du panier` }).click();
    await charmesLine.getByRole("button", { name: "Oui, retirer" }).click();
    await expect(page.getByRole("listitem", { name: charmes.name })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Mon panier" })).toBeFocused();

    await expect(page.getByTestId("livraison-offerte")).toContainText("Livraison offerte pour cette commande !");
    await expect(page.getByText("L'abus d'alcool est dangereux pour la santé").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (testInfo.project.name === "desktop") {
      // The server's HTML of the page (fetched by the browser: vins.localhost), then the filled cart's markup.
      const html = await page.evaluate(async () => (await fetch("/panier")).text());
      expect(nuErrors({ panier: html })).toBe("");
      expect(await nuErrorsOf(page.locator("main"), "Mon panier")).toBe("");
    }
  });

  const { email, token } = shopCustomer("cart", testInfo);
  const password = SHOP_CUSTOMER_PASSWORD;
  await test.step("a customer whose main cart already holds a carton of Gamay", async () => {
    const headers = { ...WINE_HEADERS, "Content-Type": "application/json" };
    // The `request` fixture has cookies of its own: the browser stays the guest's.
    const added = await request.post(`${api}/api/cart/new/product/${gamay.declinations[0]!.id}`, {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      data: { type: "WINE", quantity: 6 },
    });
    expect(added.status()).toBe(201);
  });

  await test.step("log in: the guest cart merges into the main cart", async () => {
    await page.goto(`${origin}/auth`);
    const region = page.getByRole("region", { name: "J'ai déjà un compte" });
    await region.getByLabel("Adresse e-mail").fill(email);
    await region.getByLabel("Mot de passe", { exact: true }).fill(password);
    // The guest cart's own refresh (GET …/default too, once the page is idle) is over first.
    await page.waitForLoadState("networkidle");
    const merged = page.waitForResponse(
      async (response) =>
        /\/api\/cart\/[^/]+\/default$/.test(response.url()) && ((await response.json()) as { data: { isCustomerCart?: boolean } | null }).data?.isCustomerCart === true,
    );
    await region.getByRole("button", { name: "Se connecter" }).click();
    const answer = await merged;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { message: string | null }).message).toContain("fusionné");
    await page.goto(`${origin}/panier`);
    for (const product of [gamay, cremant, engraved]) await expect(page.getByRole("listitem", { name: product.name })).toBeVisible();
    await expect(page.getByRole("listitem", { name: charmes.name })).toHaveCount(0);
  });

  await test.step("log out: the cart is forgotten in this browser", async () => {
    await page.goto(`${origin}/mon-compte`);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartButton(page)).toHaveAccessibleName("Panier");
    expect(await page.evaluate(() => window.localStorage.getItem("cartId"))).toBeNull();
    await page.goto(`${origin}/panier`);
    await expect(page.getByText("Votre panier est vide.")).toBeVisible();
  });
});

test("site 69 sells nothing: no cart in the header, /panier is a 404", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("header").getByRole("button", { name: /^Panier/ })).toHaveCount(0);
  const response = await page.goto("/panier");
  expect(response?.status()).toBe(404);
});
