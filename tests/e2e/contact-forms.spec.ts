import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { ReceivedMail } from "../support/smtp";
import { listenForTestMail } from "./support/mailbox";
import { expect, test, type Page } from "./support/test";
import { refuseTrackersBeforehand, setParameter } from "./support/site";

/**
 * Issue 10 (contact, forms defined as data, newsletter sign-up), end to end in Chromium against the
 * production build: the business receives the contact message and the quote request (with its
 * file) through a real SMTP server (the suite's server sends to E2E_SMTP_PORT), a visitor
 * subscribes from the footer; axe and the Nu checker find nothing on the pages.
 */

const BUSINESS = "contact@elan-coaching.fr";
const CONTACT_PATH = "/nous-contacter";
const QUOTE_PATH = "/prestations/accompagnement-pour-les-collectivites-entreprises-et-associations";
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const mail = listenForTestMail();
test.beforeEach(async ({ context, request, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
  // The contact page shown, also after a test that timed out while hiding it (its `finally` may not have run).
  await setParameter(request, "HIDE_CONTACT_PAGE", null);
});

function waitForMail(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail> {
  return mail.waitFor(match, timeoutMs);
}

async function expectNoAxeViolation(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
}

/** Errors of the Nu HTML checker on a document ("" when valid). */
function nuErrors(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-formulaires-"));
  const file = path.join(dir, "page.html");
  fs.writeFileSync(file, html);
  try {
    execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "text", file], { encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}`.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const uniqueAddress = (prefix: string, project: string) => `${prefix}.${project}.${Date.now()}@exemple.fr`;

test("contact: a visitor writes, the business receives the message and the visitor an acknowledgement", async ({ page }, testInfo) => {
  const email = uniqueAddress("julie", testInfo.project.name);
  await page.goto(CONTACT_PATH);
  // The form's own code arrives with hydration (a lazy island): act once nothing is in flight.
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Formulaire de contact" });

  await test.step("an empty form shows French errors on its fields, nothing is sent", async () => {
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByText("Indiquez votre nom.")).toBeVisible();
    await expect(form.getByText("Cochez cette case pour que nous puissions vous répondre.")).toBeVisible();
    await expect(form.getByLabel("Nom et prénom")).toBeFocused();
  });

  await test.step("a filled form is sent", async () => {
    await form.getByLabel("Nom et prénom").fill("Julie Martin");
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Téléphone (facultatif)").fill("06 12 34 56 78");
    await form.getByLabel("Objet").fill("Accompagnement d'équipe");
    await form.getByLabel("Votre message").fill("Bonjour, je souhaiterais un accompagnement pour mon équipe de cinq personnes.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "votre message a bien été envoyé" })).toBeFocused();
  });

  await test.step("the business gets it (Reply-To the visitor), the visitor an acknowledgement", async () => {
    const business = await waitForMail((m) => m.envelopeTo.includes(BUSINESS) && (m.headers.get("reply-to") ?? "").includes(email));
    expect(business.subject).toBe("Nouveau message de Julie Martin : Accompagnement d'équipe");
    expect(business.text).toContain("mon équipe de cinq personnes");
    const acknowledgement = await waitForMail((m) => m.envelopeTo.includes(email));
    expect(acknowledgement.subject).toBe("Votre message à Élan Coaching est bien arrivé");
  });
});

test("forms: a quote request with its brief reaches the business; a wrong file is refused in the form", async ({ page }, testInfo) => {
  const email = uniqueAddress("paul", testInfo.project.name);
  await page.goto(QUOTE_PATH);
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Demande de devis pour une intervention en entreprise" });
  await form.getByLabel("Organisation").fill("Mairie de Villeurbanne");
  await form.getByLabel("Nom et prénom").fill("Paul Girard");
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel("Type de structure").selectOption("Collectivité territoriale");
  await form.getByLabel("Intervention souhaitée").selectOption("Cohésion d'équipe");
  await form.getByLabel("Date de démarrage souhaitée (facultatif)").fill("2027-03-01");
  await form.getByLabel("Votre projet").fill("Séminaire de cohésion pour le service des espaces verts après une réorganisation.");
  await form.getByRole("checkbox").check();

  await test.step("a text file named .pdf is refused by its content, before anything is sent", async () => {
    await form.getByLabel("Cahier des charges (facultatif)").setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("pas un PDF") });
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await expect(form.getByText("Ce type de fichier n'est pas accepté : envoyez un fichier PDF, JPEG, PNG ou WebP.")).toBeVisible();
  });

  await test.step("with a real PDF the request is sent", async () => {
    await form.getByLabel("Cahier des charges (facultatif)").setInputFiles({ name: "cahier-des-charges.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await expect(page.getByRole("status").filter({ hasText: "votre demande a bien été envoyée" })).toBeFocused();
  });

  const business = await waitForMail((m) => m.envelopeTo.includes(BUSINESS) && (m.headers.get("reply-to") ?? "").includes(email));
  expect(business.subject).toBe("Nouvelle réponse au formulaire « Demande de devis pour une intervention en entreprise »");
  expect(business.text).toContain("Cahier des charges : cahier-des-charges.pdf");
  expect(business.text).toContain("01/03/2027");
});

test("newsletter: a visitor subscribes from the footer and gets the confirmation e-mail", async ({ page }, testInfo) => {
  const email = uniqueAddress("lecteur", testInfo.project.name);
  await page.goto("/");
  const footer = page.locator("footer");
  const field = footer.getByLabel("E-mail pour la lettre d’information");
  await field.fill("pas-une-adresse");
  await footer.getByRole("button", { name: "S’inscrire" }).click();
  await expect(footer.getByText("L'adresse e-mail n'est pas valide.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(email);
  await footer.getByRole("button", { name: "S’inscrire" }).click();
  await expect(footer.locator("[aria-live=polite]")).toHaveText("Un e-mail de confirmation vient de vous être envoyé.");
  const confirmation = await waitForMail((m) => m.envelopeTo.includes(email));
  expect(confirmation.text).toMatch(/\/newsletter\/confirmation\//);
});

test("HIDE_CONTACT_PAGE: the contact page answers 404 and leaves the menu", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: it changes a site parameter");
  await setParameter(request, "HIDE_CONTACT_PAGE", "true");
  try {
    const response = await page.goto(CONTACT_PATH);
    expect(response?.status()).toBe(404);
    await page.goto("/");
    await expect(page.locator("header").getByRole("link", { name: "Nous contacter" })).toHaveCount(0);
    await expect(page.locator("footer").getByRole("link", { name: "Nous contacter" })).toHaveCount(0);
  } finally {
    await setParameter(request, "HIDE_CONTACT_PAGE", null);
  }
  expect((await page.goto(CONTACT_PATH))?.status()).toBe(200);
});

for (const [name, pagePath] of [
  ["contact page", CONTACT_PATH],
  ["quote form page", QUOTE_PATH],
] as const) {
  test(`${name}: axe finds nothing, the server HTML passes the Nu checker`, async ({ page, request }) => {
    await page.goto(pagePath);
    await expectNoAxeViolation(page);
    // With the errors shown too.
    await page.locator("main form").first().getByRole("button").last().click();
    await expect(page.locator("main form [aria-invalid=true]").first()).toBeVisible();
    await expectNoAxeViolation(page);
    const html = await (await request.get(pagePath)).text();
    expect(nuErrors(html)).toBe("");
  });
}
