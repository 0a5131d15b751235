import { expect, waitForHydration, type Browser, type BrowserContext, type Page } from "./test";
import { E2E_ADMIN } from "./admin-account";
import { refuseTrackersBeforehand } from "./site";

/**
 * Logs site 69's admin in through the real login page: /auth?retour=<path>, the « J'ai déjà un
 * compte » form, then back on `returnPath` with the admin toolbar. The session cookie is the one the
 * server set (httpOnly), not one the test wrote.
 */
export async function logInThroughForm(page: Page, returnPath = "/"): Promise<void> {
  await page.goto(`/auth?retour=${encodeURIComponent(returnPath)}`);
  // Before hydration the form would be posted natively: act once the page is hydrated.
  await waitForHydration(page);
  const login = page.getByRole("region", { name: "J'ai déjà un compte" });
  await login.getByLabel("Adresse e-mail").fill(E2E_ADMIN.email);
  await login.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnPath);
  await expect(page.getByRole("toolbar", { name: "Administration du site" })).toBeVisible({ timeout: 15_000 });
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "token");
  expect(token?.httpOnly, "the session cookie set by POST /api/login").toBe(true);
}

/** A new browser context (trackers refused beforehand) where the admin logged in through /auth. */
export async function adminContextThroughLogin(browser: Browser, baseURL: string, returnPath = "/"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await refuseTrackersBeforehand(context, baseURL);
  const page = await context.newPage();
  await logInThroughForm(page, returnPath);
  return { context, page };
}
