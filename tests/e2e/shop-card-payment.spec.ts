import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { homeDeliveryOrderBody } from "../support/home-delivery-order";
import { newGamayCart } from "./support/gamay-cart";
import { axeViolations } from "./support/checks";
import { listenForTestMail } from "./support/mailbox";
import { refuseTrackersBeforehand, sessionCookies } from "./support/site";
import { shopCustomer, type ShopCustomerKey } from "./support/shop-customers";
import { CARD_PAYMENT_AVAILABLE, expect, TEST_CARDS, test } from "./support/stripe";

/**
 * Issue 12, card payment in Chromium on site 70 (http://vins.localhost:<port>) through the local
 * Stripe-compatible server that scripts/test-e2e.ts starts: Stripe.js comes from it (the fixture of
 * tests/e2e/support/stripe.ts), the payment is confirmed against it and its signed webhook reaches
 * this worker's server. A card order placed through the API is paid from its confirmation page
 * (« Payer par carte »): Stripe.js loaded only then, a declined card, then 4242 4242 4242 4242 by
 * keyboard; the order is PAID and its confirmation e-mail (held back until the payment) arrives.
 * Then the whole journey through the checkout: /panier → /commande (home delivery, addresses, card
 * chosen on the payment step, where the Payment Element opens), paid, the order in « Mes commandes ».
 */

const mailbox = listenForTestMail();

const WINE_HEADERS = { "X-Site-Id": "70", "Accept-Language": "fr", "Content-Type": "application/json" };
// Node's resolver does not know *.localhost: API calls of the test go to 127.0.0.1 with X-Site-Id 70.
const wineOrigin = (baseURL: string) => baseURL.replace("127.0.0.1", "vins.localhost");
const euros = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);

interface CardOrder {
  id: number;
  reference: string;
  status: string;
  amounts: { total: number };
}

/** A new customer (session token) with six Gamay in their cart; returns the token and the cart id. */
async function customerWithGamay(request: APIRequestContext, key: ShopCustomerKey): Promise<{ email: string; token: string; cartId: string }> {
  const { email, token } = shopCustomer(key, test.info());
  return { email, token, cartId: await newGamayCart(request, token) };
}

/** A new customer (session token) with an order of six Gamay delivered at home, to pay by card. */
async function placeCardOrder(request: APIRequestContext): Promise<{ email: string; token: string; order: CardOrder }> {
  const { email, token, cartId } = await customerWithGamay(request, "card-confirmation");
  const auth = { ...WINE_HEADERS, Authorization: `Bearer ${token}` };
  const body = homeDeliveryOrderBody(cartId, "CARD");
  const quote = await request.post("/api/order/validate", { headers: auth, data: body });
  expect(((await quote.json()) as { data: { paymentMethods: string[] } }).data.paymentMethods).toEqual(["CARD", "BANK_TRANSFER", "CHEQUE"]);
  const ordered = await request.post("/api/order", { headers: auth, data: body });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return { email, token, order: ((await ordered.json()) as { data: CardOrder }).data };
}

/**
 * The browser as the logged customer `token` on the wine site, trackers refused; returns the list
 * that fills with the requests for Stripe.js (it must load only where a card is paid).
 */
async function browseAsCustomer(page: Page, context: BrowserContext, origin: string, token: string): Promise<string[]> {
  const stripeRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://js.stripe.com/")) stripeRequests.push(request.url());
  });
  await refuseTrackersBeforehand(context, origin);
  await context.addCookies(sessionCookies(token, origin, 70));
  return stripeRequests;
}

test("a card order paid from its confirmation page: Stripe.js on demand, a declined card, then paid by keyboard; the order PAID and its e-mail sent", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.skip(!CARD_PAYMENT_AVAILABLE, "the local Stripe-compatible server runs under scripts/test-e2e.ts only");
  test.setTimeout(120_000);
  const origin = wineOrigin(baseURL!);
  const { email, token, order } = await placeCardOrder(request);
  const stripeRequests = await browseAsCustomer(page, context, origin, token);

  await test.step("the confirmation page offers the card payment; Stripe.js is loaded only once it is opened", async () => {
    await page.goto(`${origin}/commande/confirmation/${order.id}`);
    await expect(page.getByTestId("commande-statut")).toHaveText("En attente de paiement");
    // A card order's e-mail leaves once paid: the page does not claim it was sent.
    await expect(page.getByText(`Un e-mail de confirmation vous sera envoyé à ${email} dès réception de votre paiement.`)).toBeVisible();
    await page.getByRole("button", { name: "Payer par carte" }).click();
    await expect(page.getByRole("button", { name: `Payer ${euros(order.amounts.total)}` })).toBeEnabled();
    expect(stripeRequests).toHaveLength(1);
    expect(stripeRequests[0]).toMatch(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/);
    await expect(page.getByRole("heading", { name: "Paiement par carte bancaire" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  const form = page.getByRole("main");
  await test.step("a declined card: the French message, focused; nothing paid", async () => {
    await form.getByLabel("Numéro de carte").fill(TEST_CARDS.declined);
    await form.getByLabel("Date d'expiration (MM / AA)").fill("12 / 34");
    await form.getByLabel("Code de sécurité (CVC)").fill("123");
    await form.getByLabel("Code de sécurité (CVC)").press("Enter");
    const alert = form.getByRole("alert").filter({ hasText: "Votre carte a été refusée" });
    await expect(alert).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("4242 4242 4242 4242 by keyboard: the page waits for the webhook and says the order is paid", async () => {
    await form.getByLabel("Numéro de carte").fill(TEST_CARDS.visa);
    // Number → expiry → security code → « Payer ».
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: `Payer ${euros(order.amounts.total)}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/commande/confirmation/${order.id}\\?paiement=carte$`));
    await expect(page.getByText("Paiement confirmé : merci, votre commande est payée.")).toBeVisible({ timeout: 20_000 });
    const answer = await request.get(`/api/order/${order.id}`, { headers: { ...WINE_HEADERS, Authorization: `Bearer ${token}` } });
    expect(((await answer.json()) as { data: CardOrder }).data.status).toBe("PAID");
  });

  await test.step("the confirmation e-mail, sent once paid", async () => {
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && m.subject === `Commande ${order.reference} enregistrée`);
    expect(mail.text).toContain("Moyen de paiement : Carte bancaire.");
    expect(mail.text).toMatch(new RegExp(`Paiement de ${euros(order.amounts.total).replace(/\s/g, "\\s")} reçu le \\d\\d/\\d\\d/\\d{4}`));
  });
});

test("the checkout with a card: home delivery, the Payment Element on the payment step only, paid; the order in « Mes commandes » and its e-mail", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.skip(!CARD_PAYMENT_AVAILABLE, "the local Stripe-compatible server runs under scripts/test-e2e.ts only");
  test.setTimeout(180_000);
  const origin = wineOrigin(baseURL!);
  const { email, token } = await customerWithGamay(request, "card-checkout");
  const stripeRequests = await browseAsCustomer(page, context, origin, token);
  const next = (name: string) => page.getByRole("button", { name }).click();

  await test.step("cart, delivery at home in Meursault, the address: no Stripe.js yet", async () => {
    await page.goto(`${origin}/panier`);
    await page.getByTestId("panier-commander").click();
    await expect(page.getByRole("heading", { level: 2, name: "Récapitulatif de votre panier" })).toBeVisible();
    await next("Choisir la livraison");
    await page.getByTestId("livraison-mode-HOME").click();
    const postalCode = page.getByRole("combobox", { name: "Code postal" });
    await postalCode.fill("21190");
    await page.getByRole("option", { name: /^21190 Meursault$/ }).click();
    await expect(page.getByTestId("livraison-transporteur").filter({ hasText: "Colissimo domicile" }).getByRole("radio")).toBeChecked();
    await next("Continuer vers les coordonnées");
    await page.getByRole("group", { name: "Adresse de livraison" }).getByLabel("Adresse", { exact: true }).fill("12 rue des Tanneurs");
    await next("Continuer vers le paiement");
    await expect(page.getByRole("heading", { level: 2, name: "Paiement" })).toBeFocused();
    expect(stripeRequests).toEqual([]);
  });

  await test.step("card chosen, age confirmed, « Commander avec obligation de paiement »: the Payment Element opens on this step", async () => {
    await page.getByTestId("paiement-CARD").click();
    await page.getByLabel(/Je certifie avoir 18 ans ou plus/).check();
    await next("Commander avec obligation de paiement");
    const pay = page.getByRole("button", { name: /^Payer \d/ });
    await expect(pay).toBeEnabled({ timeout: 20_000 });
    expect(stripeRequests).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe("/commande");
    await expect(page.getByRole("main").locator("[aria-busy='true']")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  let orderId = 0;
  await test.step("4242 4242 4242 4242: the confirmation page waits for the webhook, then the order is paid", async () => {
    const form = page.getByRole("main");
    await form.getByLabel("Numéro de carte").fill(TEST_CARDS.visa);
    await form.getByLabel("Date d'expiration (MM / AA)").fill("12 / 34");
    await form.getByLabel("Code de sécurité (CVC)").fill("123");
    await page.getByRole("button", { name: /^Payer \d/ }).click();
    await expect(page).toHaveURL(/\/commande\/confirmation\/\d+\?paiement=carte$/, { timeout: 20_000 });
    orderId = Number(/confirmation\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByText("Paiement confirmé : merci, votre commande est payée.")).toBeVisible({ timeout: 20_000 });
    const answer = await request.get(`/api/order/${orderId}`, { headers: { ...WINE_HEADERS, Authorization: `Bearer ${token}` } });
    const order = ((await answer.json()) as { data: CardOrder & { paymentMethod: string; delivery: { type: string } } }).data;
    expect(order).toMatchObject({ status: "PAID", paymentMethod: "CARD", delivery: { type: "DELIVERY" } });
    // 75,00 € of Gamay + 14,90 € of Colissimo, computed by the server.
    expect(order.amounts.total).toBe(8990);
  });

  await test.step("« Mes commandes » lists it as paid; the confirmation e-mail arrived", async () => {
    await page.goto(`${origin}/mon-compte/commandes`);
    const row = page.getByRole("list", { name: "Mes commandes" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Payée");
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && /^Commande F\d+ enregistrée$/.test(m.subject));
    expect(mail.text).toContain("Moyen de paiement : Carte bancaire.");
  });
});
