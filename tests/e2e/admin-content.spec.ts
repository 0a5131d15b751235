import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, BrowserContext, Download, Locator, Page } from "@playwright/test";
import { axeViolations, nuErrors } from "./support/checks";
import { adminToken, listWorkshops, refuseTrackersBeforehand, SITE_HEADERS, adminCookies } from "./support/site";
import { expect, test, waitForHydration } from "./support/test";

/**
 * « Contenus » end to end on site 69 (desktop and phone): the admin approves a review waiting for
 * moderation and a visitor sees it in the reviews block; the admin types a review in; the admin
 * closes a bookable day, which visitors can no longer book, then opens it again; what visitors send
 * through the public routes (a contact message, a quote request with its file, a workshop sign-up)
 * reaches « Messages », « Formulaires » and « Inscriptions », where the admin acts on it. axe and
 * the Nu checker on each tab. Every test puts back what it changed.
 */

const auth = () => ({ ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` });
const REVIEWS_PAGE = "/coach-de-vie";
const BOOKING_PAGE = "/prendre-un-rendez";

async function context(browser: Browser, baseURL: string, admin: boolean): Promise<BrowserContext> {
  const created = await browser.newContext();
  await refuseTrackersBeforehand(created, baseURL);
  if (admin) await created.addCookies(adminCookies(baseURL));
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
  // Per attempt: a first attempt that timed out (CI runs it again) may have left its closure.
  const label = `Formation de l'équipe (${testInfo.project.name}${testInfo.retry ? `, essai ${testInfo.retry + 1}` : ""})`;
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
    await waitForHydration(visit);
    await visit.getByRole("radio").first().check();
    const grid = visit.getByRole("grid");
    const nextMonth = visit.getByRole("button", { name: "Mois suivant" });
    const title = visit.getByRole("heading", { name: new RegExp(`^${MONTHS[month - 1]} ${year}$`, "i") });
    const thisMonth = visit.getByRole("heading", { name: new RegExp(`^${MONTHS[(month + 10) % 12]} ${month === 1 ? year - 1 : year}$`, "i") });
    await expect(grid).toBeVisible();
    // The grid opens on this month: one step to the next (again if a click came before the page
    // was interactive; never past it, the click is only made while this month shows).
    await expect(async () => {
      if ((await thisMonth.count()) > 0) await nextMonth.click();
      await expect(title).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
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

// ---------- what visitors send: « Messages », « Formulaires », « Inscriptions » ----------

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function openTab(page: Page, path: string, tab: string): Promise<Locator> {
  await page.goto(path);
  const panel = await openContents(page);
  await panel.getByRole("tab", { name: tab }).click();
  await expect(panel.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  return panel;
}

/** The bytes of a file the browser downloaded. */
async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

interface AdminMessage {
  id: number;
  subject: string;
  readAt: string | null;
}

async function adminMessages(request: APIRequestContext): Promise<AdminMessage[]> {
  return ((await (await request.get("/api/admin/messages?nbItem=100", { headers: auth() })).json()) as { data: { list: AdminMessage[] } }).data.list;
}

test("« Messages »: a visitor's message is listed unread; the admin reads it, marks it unread, deletes it", async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const subject = `Séance découverte (${stamp})`;
  const text = `Bonjour,\nje souhaiterais une séance découverte un samedi matin (${stamp}).`;
  const sent = await request.post("/api/message", {
    headers: SITE_HEADERS,
    data: { name: "Julie Martin", email: `julie.${testInfo.project.name}.${Date.now()}@example.fr`, phone: "06 12 34 56 78", subject, message: text, consent: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const admin = await context(browser, baseURL!, true);
  try {
    const page = await admin.newPage();
    const panel = await openTab(page, "/nous-contacter", "Messages");
    const list = panel.getByRole("list", { name: "Messages reçus" });
    const item = list.getByRole("listitem").filter({ hasText: subject });
    await expect(item).toContainText("Non lu");
    await expect(item).toContainText("Julie Martin");
    await expect(item.getByRole("link", { name: "06 12 34 56 78" })).toHaveAttribute("href", "tel:+33612345678");
    await expect(list.getByRole("listitem").first()).toContainText(subject);
    await expectAccessibleAndValid(page, panel, "messages");

    // Opened with the keyboard: the whole text, and the message is read.
    // Its name says what it does next: « Lire … », then « Refermer … ».
    const toggle = item.getByRole("button", { name: `Lire le message de Julie Martin (${subject})` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(item.getByRole("button", { name: `Refermer le message de Julie Martin (${subject})` })).toHaveAttribute("aria-expanded", "true");
    await expect(item.getByText(`je souhaiterais une séance découverte un samedi matin (${stamp}).`)).toBeVisible();
    await expect(item).not.toContainText("Non lu");
    await expect.poll(async () => (await adminMessages(request)).find((m) => m.subject === subject)?.readAt ?? null).not.toBeNull();
    await expectAccessibleAndValid(page, panel, "message-ouvert");

    await item.getByRole("button", { name: /^Marquer comme non lu/ }).click();
    await expect(panel.getByRole("status").first()).toHaveText("Le message est marqué comme non lu.");
    await expect(item).toContainText("Non lu");
    await expect(item.getByRole("button", { name: /^Lire le message de Julie Martin/ })).toBeFocused();

    await item.getByRole("button", { name: /^Lire le message de Julie Martin/ }).click();
    await expect(item).not.toContainText("Non lu");
    await item.getByRole("button", { name: /^Supprimer le message de Julie Martin/ }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer ce message ?" });
    await expect(dialog).toBeVisible();
    await expectAccessibleAndValid(page, dialog, "message-suppression");
    await dialog.getByRole("button", { name: "Supprimer le message" }).click();
    await expect(panel.getByRole("status").first()).toHaveText("Le message est supprimé.");
    await expect(list.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: /^Messages reçus/ })).toBeFocused();
    expect((await adminMessages(request)).some((m) => m.subject === subject)).toBe(false);
  } finally {
    for (const message of (await adminMessages(request)).filter((m) => m.subject === subject)) {
      await request.delete(`/api/admin/message/${message.id}`, { headers: auth() });
    }
    await admin.close();
  }
});

interface AdminAnswer {
  id: number;
  values: Record<string, string | boolean | null>;
  files: { id: number; originalName: string }[];
}

async function quoteAnswers(request: APIRequestContext): Promise<AdminAnswer[]> {
  return ((await (await request.get("/api/admin/form/1/answers?nbItem=100", { headers: auth() })).json()) as { data: { list: AdminAnswer[] } }).data.list;
}

test("« Formulaires »: a visitor's quote request with its file; the admin reads every field, downloads the file, deletes the answer", async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const organisation = `Mairie de Villeurbanne ${stamp}`;
  const fileName = `cahier-des-charges-${stamp}.pdf`;
  const sent = await request.post("/api/forms/1/submit", {
    headers: SITE_HEADERS,
    multipart: {
      organisation,
      contactName: "Paul Girard",
      email: `paul.${stamp}@example.fr`,
      structureType: "Collectivité territoriale",
      interventionKind: "Cohésion d'équipe",
      preferredDate: "2027-03-01",
      details: "Séminaire de cohésion pour le service des espaces verts après une réorganisation.",
      brief: { name: fileName, mimeType: "application/pdf", buffer: PDF },
      consent: "true",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const answer = (await quoteAnswers(request)).find((a) => a.values.organisation === organisation)!;
  // The file route itself, over HTTP: a download, never shown inline.
  const file = await request.get(`/api/admin/form/1/answer/${answer.id}/file/${answer.files[0]!.id}`, { headers: auth() });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await request.get(`/api/admin/form/1/answer/${answer.id}/file/${answer.files[0]!.id}`, { headers: SITE_HEADERS })).status()).toBe(401);

  const admin = await context(browser, baseURL!, true);
  try {
    const page = await admin.newPage();
    const panel = await openTab(page, "/prestations/accompagnement-pour-les-collectivites-entreprises-et-associations", "Formulaires");
    await expect(panel.getByLabel("Formulaire", { exact: true })).toHaveValue("1");
    const list = panel.getByRole("list", { name: "Réponses au formulaire « Demande de devis pour une intervention en entreprise »" });
    const item = list.getByRole("listitem").filter({ hasText: organisation });
    await expect(item).toContainText(`${organisation} — Paul Girard`);
    await expect(item).toContainText("1 fichier joint");
    await expectAccessibleAndValid(page, panel, "formulaires");

    await item.getByRole("button", { name: /^Voir la réponse du / }).focus();
    await page.keyboard.press("Enter");
    await expect(item.getByRole("button", { name: /^Refermer la réponse du / })).toHaveAttribute("aria-expanded", "true");
    const details = item.locator("dl");
    await expect(details.locator("dt", { hasText: "Date de démarrage souhaitée" }).locator("xpath=following-sibling::dd[1]")).toHaveText("01/03/2027");
    await expect(details.locator("dt", { hasText: "Téléphone" }).locator("xpath=following-sibling::dd[1]")).toHaveText("(non renseigné)");
    await expect(details.locator("dt", { hasText: "J'accepte" }).locator("xpath=following-sibling::dd[1]")).toHaveText("Oui");
    await expectAccessibleAndValid(page, panel, "formulaire-reponse");

    const download = page.waitForEvent("download");
    await item.getByRole("button", { name: `Télécharger ${fileName} (1 Ko)` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(fileName);
    expect(await downloaded(saved)).toEqual(PDF);
    await expect(panel.getByRole("status").first()).toHaveText(`Le fichier ${fileName} est téléchargé.`);

    await item.getByRole("button", { name: /^Supprimer la réponse du / }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer cette réponse ?" });
    await dialog.getByRole("button", { name: "Supprimer la réponse" }).click();
    await expect(panel.getByRole("status").first()).toHaveText("La réponse est supprimée.");
    await expect(list.getByRole("listitem").filter({ hasText: organisation })).toHaveCount(0);
    expect((await quoteAnswers(request)).some((a) => a.values.organisation === organisation)).toBe(false);
  } finally {
    for (const left of (await quoteAnswers(request)).filter((a) => a.values.organisation === organisation)) {
      await request.delete(`/api/admin/form/1/answer/${left.id}`, { headers: auth() });
    }
    await admin.close();
  }
});

interface AdminRegistration {
  id: number;
  email: string;
  status: string;
}

async function registrationsOf(request: APIRequestContext, workshopId: number): Promise<AdminRegistration[]> {
  return ((await (await request.get(`/api/admin/workshop/${workshopId}/registrations`, { headers: auth() })).json()) as { data: { registrations: AdminRegistration[] } }).data
    .registrations;
}

test("« Inscriptions »: a visitor's sign-up is listed with its seat held until its address is confirmed; the admin exports the list, then cancels the sign-up", async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  // The workshop the sign-up journeys leave as seeded (tests/e2e/workshops.spec.ts): one seat, given back.
  const workshop = (await listWorkshops(request)).find((w) => w.slug === "parents-accompagner-la-confiance-en-soi-de-son-enfant")!;
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const email = `ines.${stamp}@example.fr`;
  const name = `Inès Moreau ${testInfo.project.name}`;
  const signedUp = await request.post(`/api/element/ateliers/${workshop.id}/register`, { headers: SITE_HEADERS, data: { name, email, phone: "06 98 76 54 32", seats: 1 } });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const admin = await context(browser, baseURL!, true);
  try {
    const page = await admin.newPage();
    const panel = await openTab(page, "/ateliers", "Inscriptions");
    await panel.getByLabel("Atelier", { exact: true }).selectOption(String(workshop.id));
    // Signed up without a session: the seat is held until the address is confirmed (30 minutes).
    const held = panel.getByRole("list", { name: "Places retenues" });
    const row = held.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText(new RegExp(`${name} — 1 place — Places retenues, adresse e-mail à confirmer avant le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2}`));
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expectAccessibleAndValid(page, panel, "inscriptions");

    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Exporter la liste (CSV)" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`inscriptions-${workshop.slug}.csv`);
    const csv = await downloaded(saved);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Nom;E-mail;Téléphone;Places;Statut;Inscription le;Place obtenue le;Annulation le");
    expect(lines.find((line) => line.startsWith(`${name};`))).toMatch(
      new RegExp(`^${name};${email.replace(/\./g, "\\.")};06 98 76 54 32;1;Places retenues, adresse e-mail à confirmer avant le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2};;$`),
    );
    await expect(panel.getByRole("status").first()).toHaveText(`La liste des inscriptions est téléchargée (inscriptions-${workshop.slug}.csv).`);

    await row.getByRole("button", { name: `Annuler l'inscription de ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Annuler cette inscription ?" });
    await expect(dialog.getByRole("button", { name: "Garder l'inscription" })).toBeFocused();
    await expectAccessibleAndValid(page, dialog, "inscription-annulation");
    await dialog.getByRole("button", { name: "Oui, annuler l'inscription" }).click();
    await expect(panel.getByRole("status").first()).toHaveText(`L'inscription de ${name} est annulée.`);
    await expect(panel.getByRole("list", { name: "Places retenues" })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: /^Places confirmées/ })).toBeFocused();
    await panel.getByText(/^Inscriptions annulées/).click();
    await expect(panel.getByRole("list", { name: "Inscriptions annulées" }).getByRole("listitem").filter({ hasText: name })).toContainText("Inscription annulée");
    expect((await registrationsOf(request, workshop.id)).find((r) => r.email === email)?.status).toBe("CANCELLED");
  } finally {
    for (const left of (await registrationsOf(request, workshop.id)).filter((r) => r.email === email && r.status !== "CANCELLED")) {
      await request.post(`/api/admin/workshop/${workshop.id}/registration/${left.id}/cancel`, { headers: auth() });
    }
    await admin.close();
  }
});
