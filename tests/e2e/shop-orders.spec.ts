import type { Order } from "../../lib/schemas/shop/order";
import { INVOICE_CONTENT_SECURITY_POLICY } from "../../lib/domain/shop/invoice";
import { homeDeliveryOrderBody } from "../support/home-delivery-order";
import { newGamayCart } from "./support/gamay-cart";
import { listenForTestMail } from "./support/mailbox";
import { SHOP_CUSTOMER_PASSWORD, shopCustomer } from "./support/shop-customers";
import { axeViolations, nuErrors } from "./support/checks";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "./support/test";
import { adminToken, refuseTrackersBeforehand, adminCookies, sessionCookies } from "./support/site";

/**
 * Issue 12, the customer's orders in the browser on site 70 (http://vins.localhost:<port>): an
 * order placed through the API (bank transfer, home delivery) → a guest opening its confirmation
 * logs in and comes back to it → the confirmation (thanks, payment instructions, the order, the
 * e-mail that was sent) → « Mes commandes » from « Mon compte » → the detail → the printable invoice
 * in a new tab. Another customer gets the 404 page for it (and an empty list); site 69 has no order
 * pages. axe and the Nu HTML checker on every page.
 */

const mailbox = listenForTestMail();

const WINE_HEADERS = { "X-Site-Id": "70", "Accept-Language": "fr" };
const JSON_HEADERS = { ...WINE_HEADERS, "Content-Type": "application/json" };
// Node's resolver does not know *.localhost: API calls of the test go to 127.0.0.1 with X-Site-Id 70.
const wineOrigin = (baseURL: string) => baseURL.replace("127.0.0.1", "vins.localhost");
const PASSWORD = SHOP_CUSTOMER_PASSWORD;

interface Customer {
  email: string;
  token: string;
}

/** Six bottles of the seed's Gamay delivered at home by Colissimo, paid by bank transfer (POST /order). */
async function placeOrder(request: APIRequestContext, customer: Customer): Promise<Order> {
  const auth = { ...JSON_HEADERS, Authorization: `Bearer ${customer.token}` };
  const cartId = await newGamayCart(request, customer.token);
  const ordered = await request.post("/api/order", {
    headers: { ...auth, "Idempotency-Key": `e2e-${customer.email.replace(/[^A-Za-z0-9_.:-]/g, "-")}` },
    data: homeDeliveryOrderBody(cartId, "BANK_TRANSFER", { message: "Livrer après 18 h, merci." }),
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  return ((await ordered.json()) as { data: Order }).data;
}

/** A browser context logged in as `token` on the wine shop's host (the session cookie the login sets). */
async function contextOf(browser: import("@playwright/test").Browser, origin: string, token: string | null, role: "customer" | "staff" = "customer"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await refuseTrackersBeforehand(context, origin);
  if (token) await context.addCookies(sessionCookies(token, origin, 70, role));
  return { context, page: await context.newPage() };
}

/** axe on the page, and (desktop) the Nu HTML checker on the server's HTML of its address. */
async function checkPage(page: Page, name: string, desktop: boolean) {
  // After a client-side navigation the loading bar stays a moment (SPEC §9): check the settled page.
  await expect(page.getByTestId("loading-bar")).toHaveAttribute("data-visible", "false");
  expect(await axeViolations(page), name).toEqual([]);
  if (!desktop) return;
  const html = await page.evaluate(async (path) => (await fetch(path)).text(), new URL(page.url()).pathname + new URL(page.url()).search);
  expect(nuErrors({ [name]: html }), name).toBe("");
}

/** A same-origin GET from the page (the browser resolves *.localhost and sends the session cookie). */
function fetchIn(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const header = (name: string) => response.headers.get(name) ?? "";
    return { status: response.status, type: header("content-type"), cache: header("cache-control"), policy: header("content-security-policy"), body: await response.text() };
  }, path);
}

const euros = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);
const day = (iso: Date) => new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" }).format(iso);

test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, wineOrigin(baseURL!));
});

test("a customer's order: confirmation after login, « Mes commandes », the detail and its invoice; nobody else sees it", async ({ page, request, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const origin = wineOrigin(baseURL!);
  const desktop = testInfo.project.name === "desktop";
  const camille = shopCustomer("orders-camille", testInfo);
  const other = shopCustomer("orders-other", testInfo);
  const order = await placeOrder(request, camille);
  const confirmation = `/commande/confirmation/${order.id}`;

  await test.step("a guest is sent to the login page, and comes back to the confirmation", async () => {
    await page.goto(`${origin}/mon-compte/commandes`);
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("retour")).toBe("/mon-compte/commandes");
    await page.goto(`${origin}${confirmation}`);
    expect(new URL(page.url()).searchParams.get("retour")).toBe(confirmation);
    const login = page.getByRole("region", { name: "J'ai déjà un compte" });
    await login.getByLabel("Adresse e-mail").fill(camille.email);
    await login.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await login.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(`${origin}${confirmation}`);
  });

  await test.step("the confirmation: thanks, how to pay, the order, the e-mail sent; never cached", async () => {
    const response = await page.goto(`${origin}${confirmation}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Merci, votre commande ${order.reference} est enregistrée`);
    await expect(page.getByText(`Un e-mail de confirmation vous a été envoyé à ${camille.email}.`)).toBeVisible();
    const paying = page.getByRole("region", { name: "Comment régler votre commande" });
    await expect(paying).toContainText(order.reference);
    await expect(paying).toContainText("virement");
    await expect(page.getByTestId("commande-statut")).toHaveText("En attente de paiement");
    const follow = page.getByRole("region", { name: "Suivi de la commande" });
    await expect(follow).toContainText(day(new Date(order.createdAt)));
    await expect(page.getByRole("list", { name: "Articles de la commande" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Livraison" })).toContainText("Colissimo domicile");
    await expect(page.getByRole("region", { name: "Adresses" })).toContainText("12 rue des Tanneurs");
    await expect(page.getByRole("region", { name: "Votre message" })).toContainText("Livrer après 18 h, merci.");
    await expect(page.getByTestId("commande-total")).toHaveText(euros(order.amounts.total));
    await expect(page.getByRole("button", { name: "Payer par carte" })).toHaveCount(0);
    const next = page.getByRole("navigation", { name: "Et maintenant ?" });
    await expect(next.getByRole("link", { name: "Voir ma commande dans mon compte" })).toHaveAttribute("href", `/mon-compte/commandes/${order.id}`);
    await expect(next.getByRole("link", { name: "Continuer mes achats" })).toHaveAttribute("href", "/boutique");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await checkPage(page, "confirmation", desktop);
    // The e-mail the page speaks of, with the link to the order in the account.
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes(camille.email) && m.subject === `Commande ${order.reference} enregistrée`);
    expect(mail.text).toContain(`/mon-compte/commandes/${order.id}`);
  });

  await test.step("« Mon compte » leads to « Mes commandes »: the order with its date, status, items and total", async () => {
    await page.goto(`${origin}/mon-compte`);
    await page.getByRole("navigation", { name: "Rubriques de mon compte" }).getByRole("link", { name: "Mes commandes" }).click();
    await expect(page).toHaveURL(`${origin}/mon-compte/commandes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes commandes");
    const item = page.getByRole("listitem", { name: `Commande ${order.reference}` });
    await expect(item).toContainText(day(new Date(order.createdAt)));
    await expect(item).toContainText("En attente de paiement");
    await expect(item).toContainText("6 articles");
    await expect(item).toContainText(euros(order.amounts.total));
    await checkPage(page, "mes-commandes", desktop);
    await item.getByRole("link", { name: `Commande ${order.reference}` }).click();
    await expect(page).toHaveURL(`${origin}/mon-compte/commandes/${order.id}`);
  });

  await test.step("the detail: the same order, the payment instructions, the invoice in a new tab", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Commande ${order.reference}`);
    await expect(page.getByRole("region", { name: "Comment régler votre commande" })).toContainText(order.reference);
    await expect(page.getByTestId("commande-total")).toHaveText(euros(order.amounts.total));
    await checkPage(page, "detail-commande", desktop);
    const invoiceLink = page.getByRole("link", { name: /Télécharger la facture/ });
    await expect(invoiceLink).toHaveAttribute("target", "_blank");
    const [invoice] = await Promise.all([page.waitForEvent("popup"), invoiceLink.click()]);
    await invoice.waitForLoadState();
    expect(new URL(invoice.url()).pathname).toBe(`/mon-compte/commandes/${order.id}/facture`);
    await expect(invoice.locator("body")).toContainText(order.reference);
    const answer = await fetchIn(page, `/mon-compte/commandes/${order.id}/facture`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("text/html; charset=utf-8");
    expect(answer.cache).toMatch(/no-store/);
    // The invoice's own policy, stricter than the site's (server/edge-handler.ts keeps it).
    expect(answer.policy).toBe(INVOICE_CONTENT_SECURITY_POLICY);
    expect(answer.body).toContain(order.reference);
    await invoice.close();
  });

  await test.step("another customer: the 404 page for this order and its invoice, an empty list", async () => {
    const { context, page: theirs } = await contextOf(browser, origin, other.token);
    for (const path of [confirmation, `/mon-compte/commandes/${order.id}`, "/mon-compte/commandes/999999", "/commande/confirmation/abc"]) {
      const response = await theirs.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(theirs.getByRole("heading", { level: 1 }), path).toHaveText("Page introuvable");
      // The full 404 page: the site's chrome around it.
      await expect(theirs.locator("footer").first(), path).toBeAttached();
      await expect(theirs.getByText(order.reference), path).toHaveCount(0);
    }
    const invoice = await fetchIn(theirs, `/mon-compte/commandes/${order.id}/facture`);
    expect(invoice.status).toBe(404);
    expect(invoice.body).not.toContain(order.reference);
    await theirs.goto(`${origin}/mon-compte/commandes`);
    await expect(theirs.getByText("Vous n'avez pas encore passé de commande.")).toBeVisible();
    await expect(theirs.getByRole("link", { name: "Découvrir la boutique" })).toHaveAttribute("href", "/boutique");
    await checkPage(theirs, "mes-commandes-vide", desktop);
    await context.close();
  });

  await test.step("the estate (ADMIN of site 70): « Commandes » lists the order; it is marked paid; the customer sees it", async () => {
    const { context, page: admin } = await contextOf(browser, origin, adminToken(70), "staff");
    await admin.goto(`${origin}/boutique`);
    await admin.getByRole("toolbar", { name: "Administration du site" }).getByRole("button", { name: "Commandes" }).click();
    const dialog = admin.getByRole("dialog", { name: "Commandes" });
    await dialog.getByLabel("E-mail du client").fill(camille.email);
    await dialog.getByRole("button", { name: "Filtrer" }).click();
    await expect(dialog.getByRole("table").getByRole("row")).toHaveCount(2);
    await dialog.getByLabel("Statut", { exact: true }).selectOption({ label: "En attente de paiement" });
    await expect(dialog.getByRole("rowheader", { name: order.reference })).toBeVisible();
    expect(await axeViolations(admin, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole("button", { name: `Voir la commande ${order.reference}` }).click();
    const change = dialog.getByRole("group", { name: /Statut actuel : En attente de paiement/ });
    await expect(change.getByRole("radio")).toHaveCount(2);
    await change.getByRole("radio", { name: "Payée" }).check();
    const saved = admin.waitForResponse((response) => response.request().method() === "PUT" && response.url().endsWith(`/api/admin/order/${order.id}/status`));
    await dialog.getByRole("button", { name: "Enregistrer le statut" }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog.getByRole("status").first()).toHaveText("La commande est maintenant « Payée ».");
    await expect(dialog.getByTestId("commande-statut")).toHaveText("Payée");
    await expect(dialog.getByRole("group", { name: /Statut actuel : Payée/ }).getByRole("radio")).toHaveCount(2);
    expect(await axeViolations(admin, '[role="dialog"]')).toEqual([]);
    await context.close();

    await page.goto(`${origin}/mon-compte/commandes/${order.id}`);
    await expect(page.getByTestId("commande-statut")).toHaveText("Payée");
    await expect(page.getByRole("region", { name: "Comment régler votre commande" })).toHaveCount(0);
  });

  await test.step("a guest asking for the invoice is sent to the login page", async () => {
    const { context, page: guest } = await contextOf(browser, origin, null);
    await guest.goto(`${origin}/mon-compte/commandes/${order.id}/facture`);
    expect(new URL(guest.url()).pathname).toBe("/auth");
    expect(new URL(guest.url()).searchParams.get("retour")).toBe(`/mon-compte/commandes/${order.id}/facture`);
    await context.close();
  });
});

test("site 69 sells nothing: no order pages, no « Mes commandes » in the account", async ({ page, context, baseURL }) => {
  for (const path of ["/mon-compte/commandes", "/mon-compte/commandes/1", "/commande/confirmation/1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await context.addCookies(adminCookies(baseURL!, 69));
  await page.goto("/mon-compte");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
  await expect(page.getByRole("link", { name: "Mes commandes" })).toHaveCount(0);
});
