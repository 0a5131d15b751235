import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import type { ReceivedMail } from "../support/smtp";
import { listenForTestMail } from "./support/mailbox";
import { refuseTrackersBeforehand, SITE_HEADERS } from "./support/site";

/**
 * Issues 4 and 8, end to end in the browser: register → confirm the address through the e-mailed
 * link → login → logout → password reset through the e-mail received by a real SMTP server → login
 * with the new password → edit the profile → subscribe to a list → delete the account. Every
 * e-mailed link with a secret must leave the address bar (and document.referrer) without it. The suite's server sends mail to SMTP_URL
 * smtp://127.0.0.1:2526 + worker index (playwright.config.ts); this file listens there.
 */

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

const mail = listenForTestMail();

test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
});

/** Form pages are client components: act once they are hydrated (no request left in flight). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

async function expectNoAxeViolation(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
}

/** The header's account entry (desktop top bar or phone bottom bar, whichever is shown). */
const accountEntry = (page: Page) => page.locator("header").getByRole("link", { name: /^(Mon compte|Se connecter|Compte)$/ }).filter({ visible: true }).first();

async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole("region", { name: "J'ai déjà un compte" });
  await login.getByLabel("Adresse e-mail").fill(email);
  await login.getByLabel("Mot de passe", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Se connecter" }).click();
}

async function logOut(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountEntry(page)).toHaveAttribute("href", "/auth");
}

/** Errors of the Nu HTML checker on a document ("" when valid). */
function validateHtml(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-compte-"));
  try {
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, html);
    execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "text", file], { encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}`.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function waitForMail(to: string, link: RegExp, timeoutMs?: number): Promise<ReceivedMail> {
  return mail.waitFor((m) => m.envelopeTo.includes(to) && link.test(m.text), timeoutMs);
}

/** The token of the e-mailed `<path>/<token>` link to `to`. */
async function linkToken(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path}/([A-Za-z0-9_-]{20,})`);
  const message = await waitForMail(to, pattern);
  const token = pattern.exec(`${message.text}\n${message.html}`)?.[1];
  expect(token, `${path} link in the e-mail`).toBeTruthy();
  return token!;
}

/**
 * Opens an e-mailed secret link the way a mail client does (from another page) and checks the
 * token never reaches the address bar, location or document.referrer of the page it lands on.
 */
async function openSecretLink(page: Page, path: string, token: string, landing: string) {
  await page.goto(`${path}/${token}`, { referer: "https://webmail.example/inbox" });
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname).toBe(landing);
  expect(page.url()).not.toContain(token);
  const seen = await page.evaluate(() => ({ href: location.href, referrer: document.referrer, history: history.length }));
  expect(seen.href).not.toContain(token);
  expect(seen.referrer).not.toContain(token);
}

test("an account's whole life: register, logout, login, reset by e-mail, profile, newsletter, deletion", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = `camille.e2e.${testInfo.project.name}.${Date.now()}@example.fr`;
  const firstPassword = "Marche sur les quais de Saône";
  const newPassword = "Brume légère sur Fourvière";

  await test.step("register: the same answer for every address, no automatic login", async () => {
    await open(page, "/auth");
    const form = page.getByRole("region", { name: "Je crée mon compte" });
    await form.getByLabel("Prénom").fill("Camille");
    await form.getByLabel("Nom", { exact: true }).fill("Bernard");
    await form.getByLabel("Adresse e-mail").fill(email);
    const birthdate = form.getByLabel("Date de naissance");
    if (await birthdate.isVisible()) await birthdate.fill("1990-05-17");
    await form.getByLabel("Mot de passe", { exact: true }).fill(firstPassword);
    await form.getByRole("checkbox", { name: /conditions générales d'utilisation/ }).check();
    await form.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(form.getByRole("status")).toContainText("Un e-mail vient d'être envoyé à cette adresse");
    await expect(accountEntry(page)).toHaveAttribute("href", "/auth");
    await expectNoAxeViolation(page);
  });

  await test.step("confirm the address: the link's token leaves the address bar, the button confirms", async () => {
    const token = await linkToken(email, "/email/verification");
    await openSecretLink(page, "/email/verification", token, "/email/verification");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre adresse e-mail");
    await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
    await expect(page.getByRole("status")).toContainText("Votre adresse e-mail est confirmée.");
    expect(page.url()).not.toContain(token);
    await expectNoAxeViolation(page);
  });

  await test.step("log in, lands on /mon-compte, address shown as confirmed", async () => {
    await open(page, "/auth");
    await logIn(page, email, firstPassword);
    // The first render of /mon-compte on a fresh server may take a few seconds on a busy machine.
    await expect(page).toHaveURL(/\/mon-compte$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
    await expect(page.getByText("Bonjour Camille !", { exact: false })).toBeVisible();
    await expect(page.getByText(`Votre adresse e-mail ${email} est confirmée.`)).toBeVisible();
    await expect(accountEntry(page)).toHaveAttribute("href", "/mon-compte");
    await expect(page.getByText("Connexion réussie. Bienvenue !")).toBeHidden({ timeout: 10_000 });
    await expectNoAxeViolation(page);
  });

  await test.step("a logged-in customer gets the home from the page cache, the account link theirs before the page hydrates", async () => {
    // The page cache keeps an anonymous visitor's render PAGE_CACHE_TTL_MS (2 s): one is asked
    // (`request` holds no session), then this session, until it gets that copy.
    await expect
      .poll(async () => {
        await request.get("/", { headers: { Accept: "text/html" } });
        return (await page.request.get("/", { headers: { Accept: "text/html" } })).headers()["x-page-cache"];
      })
      .toBe("hit");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // Set by the layout's inline script from the idSite cookie, whatever the scripts still have to do.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-session"))).toBe(true);
    await expect(accountEntry(page)).toHaveAttribute("href", "/mon-compte");
    await expect(page.locator("header").getByRole("link", { name: "Se connecter" })).toBeHidden();
    await page.goto("/mon-compte");
  });

  // The server HTML is the same for every viewport: checked once.
  if (testInfo.project.name === "desktop") {
    await test.step("the server HTML of /mon-compte passes the Nu HTML checker", async () => {
      const html = await (await page.request.get("/mon-compte")).text();
      expect(html).toContain("Mes informations");
      expect(validateHtml(html)).toBe("");
    });
  }

  await test.step("a logged-in visitor opening /auth goes to /mon-compte", async () => {
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/mon-compte$/);
  });

  await test.step("logout, then /mon-compte asks to log in and comes back after login", async () => {
    await logOut(page);
    await page.goto("/mon-compte");
    await expect(page).toHaveURL(/\/auth\?retour=(\/|%2F)mon-compte$/);
    await page.waitForLoadState("networkidle");
    await logIn(page, email, firstPassword);
    await expect(page).toHaveURL(/\/mon-compte$/);
    await logOut(page);
  });

  await test.step("reset the password through the e-mail received by the SMTP server", async () => {
    await open(page, "/auth");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(/\/password\/reset\/ask$/);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Recevoir le lien" }).click();
    await expect(page.getByRole("status")).toContainText("Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.");

    const token = await linkToken(email, "/password/reset");

    await openSecretLink(page, "/password/reset", token, "/password/reset");
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmation du nouveau mot de passe").fill(newPassword);
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByRole("status")).toContainText("Votre mot de passe a été modifié.");

    // The link is single-use: a second try says so and offers a new request.
    await openSecretLink(page, "/password/reset", token, "/password/reset");
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Encore une autre phrase");
    await page.getByLabel("Confirmation du nouveau mot de passe").fill("Encore une autre phrase");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.locator("#contenu").getByRole("alert")).toContainText("n'est plus valide");
    await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute("href", "/password/reset/ask");
  });

  await test.step("the old password is refused, the new one logs in", async () => {
    await open(page, "/auth");
    await logIn(page, email, firstPassword);
    await expect(page.getByRole("region", { name: "J'ai déjà un compte" }).getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect.");
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/mon-compte$/);
  });

  await test.step("edit the profile", async () => {
    await page.waitForLoadState("networkidle");
    const profile = page.getByRole("region", { name: "Mes informations" });
    await profile.getByLabel("Nom", { exact: true }).fill("Bernard-Rossi");
    await profile.getByLabel("Téléphone (facultatif)").fill("06 12 34 56 78");
    await profile.getByRole("button", { name: "Enregistrer mes informations" }).click();
    await expect(page.getByText("Vos informations sont enregistrées.")).toBeVisible();
    await open(page, "/mon-compte");
    await expect(profile.getByLabel("Nom", { exact: true })).toHaveValue("Bernard-Rossi");
    await expect(profile.getByLabel("Téléphone (facultatif)")).toHaveValue("06 12 34 56 78");
  });

  await test.step("subscribe to a newsletter list", async () => {
    const newsletter = page.getByRole("region", { name: "Lettre d'information" });
    const list = newsletter.getByRole("checkbox").first();
    await expect(list).not.toBeChecked();
    await list.check();
    await newsletter.getByRole("button", { name: "Enregistrer mes choix" }).click();
    await expect(page.getByText("Vos préférences d'abonnement sont enregistrées.")).toBeVisible();
    const subscription = await (await page.request.get("/api/user/newsletter/subscription", { headers: SITE_HEADERS })).json();
    expect(subscription.data).toEqual([expect.objectContaining({ status: "CONFIRMED" })]);
    await open(page, "/mon-compte");
    await expect(page.getByRole("region", { name: "Lettre d'information" }).getByRole("checkbox").first()).toBeChecked();
  });

  await test.step("delete the account after typing SUPPRIMER", async () => {
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer mon compte" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolation(page);
    await dialog.getByLabel("Pour confirmer, saisissez « SUPPRIMER »").fill("SUPPRIMER");
    await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Votre compte et vos données personnelles ont été supprimés.")).toBeVisible();
    await expect(accountEntry(page)).toHaveAttribute("href", "/auth");
    const login = await request.post("/api/login", { headers: SITE_HEADERS, data: { email, password: newPassword } });
    expect(login.status()).toBe(401);
  });
});

test("a visitor's newsletter link: token out of the address bar, confirmed only by the button", async ({ page, request }, testInfo) => {
  const email = `visiteur.e2e.${testInfo.project.name}.${Date.now()}@example.fr`;
  const subscribe = await request.post("/api/newsletter/subscribe", { headers: SITE_HEADERS, data: { email } });
  expect(subscribe.status()).toBe(202);
  const token = await linkToken(email, "/newsletter/confirmation");

  await openSecretLink(page, "/newsletter/confirmation", token, "/newsletter/confirmation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre inscription");
  // Opening the page (as a link scanner does) confirmed nothing: the link still works once.
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByRole("status")).toContainText("Votre inscription est confirmée.");
  await expectNoAxeViolation(page);
  if (testInfo.project.name === "desktop") {
    const html = await (await page.request.get("/newsletter/confirmation")).text();
    expect(validateHtml(html)).toBe("");
  }
});

test("the newsletter confirmation page says when a link is not valid", async ({ page }) => {
  await openSecretLink(page, "/newsletter/confirmation", "jeton-inconnu", "/newsletter/confirmation");
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.locator("#contenu").getByRole("alert")).toContainText("Ce lien de confirmation n'est plus valide");
  await expectNoAxeViolation(page);
});
