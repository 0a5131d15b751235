import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { axeViolations, nuErrors } from "./support/checks";
import { adminToken, refuseTrackersBeforehand, SITE_HEADERS } from "./support/site";
import { expect, test } from "./support/test";

/**
 * « Contenus » end to end on site 69 (desktop and phone): the admin approves a review waiting for
 * moderation and a visitor sees it in the reviews block; the admin types a review in; the admin
 * closes a bookable day, which visitors can no longer book, then opens it again. axe and the Nu
 * checker on each tab. Every test puts back what it changed.
 */

const auth = () => ({ ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` });
const REVIEWS_PAGE = "/coach-de-vie";
const BOOKING_PAGE = "/prendre-un-rendez";

async function context(browser: Browser, baseURL: string, admin: boolean): Promise<BrowserContext> {
  const created = await browser.newContext();
  await refuseTrackersBeforehand(created, baseURL);
  if (admin) await created.addCookies([{ name: "token", value: adminToken(), url: baseURL, httpOnly: true }]);
  return created;
}

async function openContents(page: Page): Promise<Locator> {
  const toolbar = page.getByRole("toolbar", { name: "Administration du site" });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole("button", { name: "Contenus" }).click();
  const dialog = page.getByRole("dialog", { name: "Contenus" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** axe inside the open panel, and the Nu checker on its markup in a minimal document. */
async function expectAccessibleAndValid(page: Page, dialog: Locator, label: string) {
  const violations = await axeViolations(page, '[role="dialog"]');
  expect(violations, `${label}:\n${violations.join("\n")}`).toEqual([]);
  const markup = await dialog.evaluate((element) => element.outerHTML);
  const errors = nuErrors({ [label]: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Panneau</title></head><body>${markup}</body></html>` });
  expect(errors, errors).toBe("");
}

interface Review {
  id: number;
  text: string;
}

async function adminReviews(request: APIRequestContext): Promise<Review[]> {
  return ((await (await request.get("/api/admin/reviews", { headers: auth() })).json()) as { data: Review[] }).data;
}

const reviewsBlock = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Les avis de nos clients" }) });

test.beforeEach(async ({ context: visitorContext, baseURL }) => {
  await refuseTrackersBeforehand(visitorContext, baseURL!);
});

test("« Avis »: approve a review waiting for moderation, a visitor sees it; add a review by hand", async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const waiting = `Des séances qui m'ont redonné confiance (${stamp}).`;
  const typed = `Reçu par courrier : une écoute rare et des outils concrets (${stamp}).`;
  // A review left through a link waits for moderation: the same state, made through the API.
  const created = await request.post("/api/admin/review", {
    headers: auth(),
    data: { rating: 5, text: waiting, authorFirstname: "Mathilde", authorLastname: "Bernard", isPublished: false },
  });
  expect(created.status()).toBe(201);
  const admin = await context(browser, baseURL!, true);
  const visitor = await context(browser, baseURL!, false);
  try {
    const visit = await visitor.newPage();
    await visit.goto(REVIEWS_PAGE);
    await expect(reviewsBlock(visit)).toBeVisible();
    await expect(visit.getByText(waiting)).toHaveCount(0);

    const page = await admin.newPage();
    await page.goto(REVIEWS_PAGE);
    const panel = await openContents(page);
    await expect(panel.getByRole("tab", { name: "Avis" })).toHaveAttribute("aria-selected", "true");
    const pending = panel.getByRole("list", { name: "Avis à modérer" });
    const item = pending.getByRole("listitem").filter({ hasText: waiting });
    await expect(item).toBeVisible();
    await expectAccessibleAndValid(page, panel, "avis");

    // Approve with the keyboard.
    await item.getByRole("button", { name: "Approuver l'avis de Mathilde Bernard" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("status").first()).toHaveText("L'avis est publié.");
    const published = panel.getByRole("list", { name: "Avis publiés" });
    await expect(published.getByRole("listitem").filter({ hasText: waiting }).getByRole("button", { name: "Masquer l'avis de Mathilde Bernard" })).toBeFocused();

    await visit.reload();
    await expect(reviewsBlock(visit).getByText(waiting)).toBeVisible();
    await expect(reviewsBlock(visit).getByText(waiting).locator("xpath=ancestor::li[1]")).toContainText("Mathilde B.");

    // Add a review by hand: the errors first, on their fields, then the review.
    const form = panel.getByRole("form", { name: "Ajouter un avis" });
    await form.getByRole("button", { name: "Ajouter l'avis" }).click();
    await expect(form.getByText("Le prénom est obligatoire.")).toBeVisible();
    await expect(form.getByRole("group", { name: "Note" })).toContainText("Choisissez une note de 1 à 5 étoiles.");
    await expect(form.getByLabel("Prénom de l'auteur")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleAndValid(page, panel, "avis-erreurs");
    await form.getByLabel("Prénom de l'auteur").fill("Hugo");
    await form.getByLabel("Nom de l'auteur (facultatif)").fill("Lefèvre");
    // The stars are one radio group: Tab reaches it, the arrows choose.
    await form.getByRole("radio", { name: "1 étoile sur 5" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "4 étoiles sur 5" })).toBeChecked();
    await form.getByLabel("Texte de l'avis").fill(typed);
    await form.getByLabel("Date de l'avis").fill("2026-11-02");
    await form.getByRole("button", { name: "Ajouter l'avis" }).click();
    await expect(panel.getByRole("status").first()).toHaveText("L'avis est enregistré.");
    await expect(published.getByRole("listitem").filter({ hasText: typed })).toContainText("Avis du 02/11/2026");
    await expect(form.getByLabel("Texte de l'avis")).toHaveValue("");

    const stored = await adminReviews(request);
    expect(stored.find((r) => r.text === typed)).toMatchObject({ rating: 4, authorFirstname: "Hugo", authorLastname: "Lefèvre", isPublished: true, source: "ADMIN" });
    await visit.reload();
    await expect(reviewsBlock(visit).getByText(typed)).toBeVisible();
  } finally {
    for (const review of (await adminReviews(request)).filter((r) => r.text === waiting || r.text === typed)) {
      await request.delete(`/api/admin/review/${review.id}`, { headers: auth() });
    }
    await admin.close();
    await visitor.close();
  }
});

interface Calendar {
  id: number;
  services: { id: number; name: string }[];
}

async function allowedDays(request: APIRequestContext, calendarId: number, month: number, year: number): Promise<string[]> {
  const response = await request.get(`/api/calendar/${calendarId}/date/allowed/${month}/${year}`, { headers: SITE_HEADERS });
  return ((await response.json()) as { data: { days: string[] } }).data.days;
}

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

test("« Jours de fermeture »: close a bookable day, visitors can no longer book it; open it again", async ({ browser, request, baseURL, page: visit }, testInfo) => {
  test.setTimeout(180_000);
  const calendar = ((await (await request.get("/api/calendar", { headers: SITE_HEADERS })).json()) as { data: Calendar[] }).data[0]!;
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = next.getUTCMonth() + 1;
  const year = next.getUTCFullYear();
  const days = await allowedDays(request, calendar.id, month, year);
  // One of the month's last bookable days, another per project: the booking specs take the first ones.
  const day = days[days.length - 1 - (testInfo.project.name === "phone" ? 1 : 0)]!;
  const label = `Formation de l'équipe (${testInfo.project.name})`;
  const dayNumber = Number(day.slice(8));
  const admin = await context(browser, baseURL!, true);
  try {
    const page = await admin.newPage();
    await page.goto(BOOKING_PAGE);
    const panel = await openContents(page);
    await panel.getByRole("tab", { name: "Jours de fermeture" }).click();
    const upcoming = panel.getByRole("list", { name: "Jours fermés à venir" });
    await expect(upcoming).toBeVisible();
    await expect(upcoming.getByRole("listitem").first()).toBeVisible();
    await expectAccessibleAndValid(page, panel, "fermetures");

    const form = panel.getByRole("form", { name: "Fermer un jour" });
    await form.getByRole("button", { name: "Fermer ce jour" }).click();
    await expect(form.getByText("La date doit être au format AAAA-MM-JJ.")).toBeVisible();
    await expectAccessibleAndValid(page, panel, "fermetures-erreurs");
    await form.getByLabel("Date").fill(day);
    await form.getByLabel("Motif").fill(label);
    await form.getByRole("button", { name: "Fermer ce jour" }).click();
    await expect(panel.getByRole("status").first()).toHaveText("Jour de fermeture enregistré.");
    const row = upcoming.getByRole("listitem").filter({ hasText: label });
    await expect(row.locator("time")).toHaveAttribute("datetime", day);

    // No longer bookable: the calendar API and the visitor's month grid.
    expect(await allowedDays(request, calendar.id, month, year)).not.toContain(day);
    await visit.goto(BOOKING_PAGE);
    await visit.getByRole("radio").first().check();
    const grid = visit.getByRole("grid");
    const nextMonth = visit.getByRole("button", { name: "Mois suivant" });
    const title = visit.getByRole("heading", { name: new RegExp(`^${MONTHS[month - 1]} ${year}$`, "i") });
    await expect(grid).toBeVisible();
    // The grid opens on the month of the first bookable day: this month or the next.
    if ((await title.count()) === 0) await nextMonth.click();
    await expect(title).toBeVisible();
    await expect(grid).not.toHaveAttribute("aria-busy", "true");
    const cell = grid.getByRole("button", { name: new RegExp(`^\\S+ ${dayNumber} ${MONTHS[month - 1]} ${year}, `) });
    await expect(cell).toHaveAttribute("aria-label", /aucun créneau$/);
    await expect(cell).toHaveAttribute("aria-disabled", "true");

    // Open it again.
    await row.getByRole("button", { name: /^Supprimer la fermeture du / }).click();
    await expect(panel.getByRole("status").first()).toHaveText("Jour de fermeture supprimé.");
    await expect(upcoming.getByRole("listitem").filter({ hasText: label })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: /^Jours fermés à venir/ })).toBeFocused();
    expect(await allowedDays(request, calendar.id, month, year)).toContain(day);
  } finally {
    const closures = ((await (await request.get(`/api/admin/calendar/${calendar.id}/closures`, { headers: auth() })).json()) as { data: { id: number; label: string }[] }).data;
    for (const closure of closures.filter((c) => c.label === label)) {
      await request.delete(`/api/admin/calendar/${calendar.id}/closure/${closure.id}`, { headers: auth() });
    }
    await admin.close();
  }
});
