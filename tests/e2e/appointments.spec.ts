import AxeBuilder from "@axe-core/playwright";
import type { ReceivedMail } from "../support/smtp";
import { nuErrors } from "./support/checks";
import { listenForTestMail } from "./support/mailbox";
import { refuseTrackersBeforehand } from "./support/site";
import { expect, test, type Page } from "./support/test";

/**
 * Issue 10, appointments: book a first session from /prendre-un-rendez in the browser: the slot is
 * held until the address is confirmed; the neutral e-mail reaches a real SMTP server (the suite's
 * server sends to E2E_SMTP_PORT); its link (token kept out of the address bar) confirms, then the
 * confirmation with its .ics arrives; the same manage page moves and cancels. axe and the Nu checker
 * on the booking page and on the manage page in each of its states.
 */

const mail = listenForTestMail();
test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
});

async function expectNoAxeViolation(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
}

/**
 * 45 s: on a loaded machine an attempt may fail (the SMTP server does not greet within the 10 s
 * greeting timeout). The message is then sent again by the job queue (lib/platform/mail/retry-mail.ts);
 * the suite's server retries after 2 s, then 8 s (MAIL_RETRY_FIRST_DELAY_MS=2000) and polls its
 * jobs every second (JOB_POLL_INTERVAL_MS=1000, playwright.config.ts): two lost attempts in a row
 * still arrive within about 35 s.
 */
function waitForMail(to: string, match: (mail: ReceivedMail) => boolean, timeoutMs = 45_000): Promise<ReceivedMail> {
  return mail.waitFor((m) => m.envelopeTo.includes(to) && match(m), timeoutMs);
}

test("book a first session, confirm it through the e-mailed link, receive the e-mail with its .ics, then move and cancel", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = `ines.rdv.${testInfo.project.name}.${Date.now()}@example.fr`;

  await test.step("the page is valid HTML and accessible", async () => {
    const html = await (await request.get("/prendre-un-rendez")).text();
    expect(nuErrors({ "prendre-un-rendez": html })).toBe("");
    await page.goto("/prendre-un-rendez");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Réservez votre séance en ligne" })).toBeVisible();
    await expectNoAxeViolation(page);
  });

  const grid = page.getByRole("grid");
  await test.step("choose the service, a day with the keyboard grid, a time", async () => {
    await page.getByRole("radio", { name: /Première séance découverte/ }).check();
    const bookable = grid.getByRole("button", { name: /créneaux disponibles$/ });
    await expect(grid).not.toHaveAttribute("aria-busy", "true");
    if ((await bookable.count()) === 0) await page.getByRole("button", { name: "Mois suivant" }).click();
    await expect(bookable.first()).toBeVisible();
    // One day in the tab order; arrows move the focus between days, closed ones announced.
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
    await grid.locator('button[tabindex="0"]').focus();
    const before = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await page.keyboard.press("ArrowRight");
    let after = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    // The first bookable day may be the month's last (the arrow stops there): back one day instead.
    if (after === before) {
      await page.keyboard.press("ArrowLeft");
      after = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    }
    expect(after).not.toBe(before);
    await expect(grid.getByRole("button", { name: /dimanche .*aucun créneau$/ }).first()).toHaveAttribute("aria-disabled", "true");
    await bookable.first().click();
    const times = page.getByRole("list", { name: /^Heures disponibles le / });
    // The day's last time: the first one may be at the edge of the 24 h notice and pass it before « Confirmer ».
    await times.getByRole("button").last().click();
    await expect(page.getByText(/^Créneau choisi : Première séance découverte, le \d{2}\/\d{2}\/\d{4} de \d{2}:\d{2} à \d{2}:\d{2}\.$/)).toBeVisible();
    await expectNoAxeViolation(page);
  });

  await test.step("a mistake is shown on its field, then the slot is held until the address is confirmed", async () => {
    await page.getByLabel("Nom et prénom").fill("Inès Martin");
    await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
    await page.getByLabel("Téléphone").fill("06 12 34 56 78");
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await expect(page.getByText("L'adresse e-mail n'est pas valide.")).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Message (facultatif)").fill("Première démarche de coaching.");
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    const held = page.getByRole("status").filter({ hasText: "Confirmez votre rendez-vous." });
    await expect(held).toBeFocused();
    await expect(held).toContainText(/Le créneau est retenu jusqu'au \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
  });

  let token = "";
  await test.step("the neutral e-mail: the service and date and the link, nothing the visitor typed, no .ics", async () => {
    const mail = await waitForMail(email, (m) => /Confirmez votre rendez-vous/.test(m.subject));
    expect(mail.text).toMatch(/Première séance découverte/);
    expect(`${mail.text} ${mail.html}`).not.toMatch(/Inès|Martin|Première démarche/);
    expect(mail.raw).not.toMatch(/text\/calendar/i);
    token = /\/rendez-vous\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1] ?? "";
    expect(token).not.toBe("");
  });

  const documents: Record<string, string> = {};
  await test.step("the link hides its token and confirms the appointment; then the .ics and the business's notice", async () => {
    await page.goto(`/rendez-vous/${token}`, { referer: "https://webmail.example/inbox" });
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/rendez-vous");
    expect(page.url()).not.toContain(token);
    await expect(page.getByText(/^Première séance découverte, le /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Déplacer le rendez-vous" })).toHaveCount(0);
    await expectNoAxeViolation(page);
    documents["rendez-vous-a-confirmer"] = await page.content();
    await page.getByRole("button", { name: "Confirmer mon rendez-vous" }).click();
    await expect(page.getByText("Votre rendez-vous est confirmé.", { exact: false })).toBeVisible();
    const mail = await waitForMail(email, (m) => /Votre rendez-vous est confirmé/.test(m.subject));
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.raw).toMatch(/rendez-vous\.ics/);
    expect(mail.text).toContain("Bonjour Inès Martin");
    expect(/\/rendez-vous\/([A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1]).toBe(token);
    await waitForMail("contact@elan-coaching.fr", (m) => m.subject.startsWith("Nouveau rendez-vous : Inès Martin"));
  });

  await test.step("the manage page moves and cancels the appointment", async () => {
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(/^Première séance découverte, le /)).toBeVisible();
    await expectNoAxeViolation(page);
    // Nu on what the server sends for the link (the page's request shares the token cookie), on the
    // page to confirm, once the appointment is read, with the move picker open, and once cancelled.
    documents["rendez-vous-serveur"] = await (await page.request.get("/rendez-vous")).text();
    documents["rendez-vous"] = await page.content();
    expect(documents["rendez-vous-serveur"]).toContain("Vous pouvez confirmer, déplacer ou annuler votre rendez-vous.");
    await page.getByRole("button", { name: "Déplacer le rendez-vous" }).click();
    await expect(page.getByRole("button", { name: "Déplacer le rendez-vous" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("grid")).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Choisir un nouveau créneau" })).toBeVisible();
    await expectNoAxeViolation(page);
    documents["rendez-vous-deplacer"] = await page.content();
    await page.getByRole("button", { name: "Déplacer le rendez-vous" }).click();
    await page.getByRole("button", { name: "Annuler le rendez-vous" }).click();
    await expect(page.getByText("Votre rendez-vous est annulé.", { exact: false })).toBeVisible();
    documents["rendez-vous-annule"] = await page.content();
    expect(nuErrors(documents)).toBe("");
    const cancelled = await waitForMail(email, (m) => /annulé/.test(m.subject));
    expect(cancelled.raw).toMatch(/method=CANCEL/i);
    await waitForMail("contact@elan-coaching.fr", (m) => m.subject.startsWith("Rendez-vous annulé : Inès Martin"));
  });
});
