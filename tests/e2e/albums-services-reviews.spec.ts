import AxeBuilder from "@axe-core/playwright";
import type { ReceivedMail } from "../support/smtp";
import { nuErrors } from "./support/checks";
import { listenForTestMail } from "./support/mailbox";
import { adminToken, refuseTrackersBeforehand, setParameter, SITE_HEADERS } from "./support/site";
import { expect, test, type Page } from "./support/test";

/**
 * Albums, services and reviews (issue 10) on site 69, desktop and phone: an album in the
 * full-screen gallery driven by the keys; services filtered by tag and a service page; a review left
 * through an e-mailed link (received by a real SMTP server), shown once the admin publishes it.
 * axe and the Nu HTML checker on every new page.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const ADMIN = () => ({ ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` });

const mail = listenForTestMail();
test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
});

async function expectNoAxeViolation(page: Page, label: string) {
  // After a client-side navigation the loading bar stays 500 ms (SPEC §9); check the settled page.
  await expect(page.getByTestId("loading-bar")).toHaveAttribute("data-visible", "false");
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = result.violations.map((v) => `${label}: ${v.id} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(report, report.join("\n")).toEqual([]);
}

function waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail> {
  return mail.waitFor((m) => m.envelopeTo.includes(to), timeoutMs);
}

test("an album opens in the full-screen gallery and the keys move through it", async ({ page }) => {
  await page.goto("/albums");
  await expect(page.getByRole("heading", { level: 1, name: "Albums photo" })).toBeVisible();
  await expectNoAxeViolation(page, "/albums");

  await page.getByRole("link", { name: "Le cabinet de Lyon" }).click();
  await expect(page).toHaveURL(/\/albums\/\d+\/le-cabinet-de-lyon$/);
  await expect(page.getByRole("heading", { level: 1, name: "Le cabinet de Lyon" })).toBeVisible();
  await expectNoAxeViolation(page, "album page");

  await page.getByRole("button", { name: "Agrandir l'image : L'espace d'accueil du cabinet, avec un fauteuil et une plante" }).click();
  const dialog = page.getByRole("dialog", { name: "Le cabinet de Lyon" });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByTestId("lightbox-counter");
  await expect(counter).toHaveText("1 / 4");
  await expect(dialog.getByRole("img", { name: "L'espace d'accueil du cabinet, avec un fauteuil et une plante" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("2 / 4");
  await expect(dialog.getByRole("img", { name: "Deux fauteuils face à face pour une séance individuelle" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText("4 / 4");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("1 / 4");
  await expectNoAxeViolation(page, "gallery open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // An outdated slug leads to the album's address; an unknown album is a 404.
  const id = /\/albums\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/albums/${id}/ancien-nom`);
  await expect(page).toHaveURL(new RegExp(`/albums/${id}/le-cabinet-de-lyon$`));
  expect((await page.request.get("/albums/999999/inconnu")).status()).toBe(404);
});

test("the « Nos albums photo » block of /coach-de-vie lists the albums as on /albums and leads to an album", async ({ page }) => {
  await page.goto("/coach-de-vie");
  const block = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Nos albums photo" }) });
  const cards = block.getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Le cabinet de Lyon", "Ateliers et interventions"]);
  await expect(cards.first()).toContainText("4 éléments");
  // Every album is shown: no link to the full list.
  await expect(block.getByRole("link", { name: "Tous les albums" })).toHaveCount(0);
  await expectNoAxeViolation(page, "/coach-de-vie albums block");
  await block.getByRole("link", { name: "Ateliers et interventions" }).click();
  await expect(page).toHaveURL(/\/albums\/\d+\/ateliers-et-interventions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ateliers et interventions" })).toBeVisible();
});

test("the footer leads to the albums; an album video plays in the gallery with the player's controls", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Liens utiles" }).getByRole("link", { name: "Albums photo" }).click();
  await expect(page).toHaveURL(/\/albums$/);
  await expect(page.getByRole("heading", { level: 1, name: "Albums photo" })).toBeVisible();

  await page.getByRole("link", { name: "Ateliers et interventions" }).click();
  await expect(page).toHaveURL(/\/albums\/\d+\/ateliers-et-interventions$/);
  const alt = "Le ciel qui s'éclaire au lever du jour, au départ d'une marche consciente";
  const thumbnail = page.getByRole("button", { name: `Lire la vidéo : ${alt}` });
  await expect(thumbnail).toBeVisible();
  // The grid shows a play sign for it, never a broken image.
  await expect(thumbnail.locator("img")).toHaveCount(0);

  // The player asks the file by ranges: the image route answers 206 with the asked bytes.
  const videoResponse = page.waitForResponse((r) => /\/images\/\d+\/lever-du-jour\.mp4$/.test(r.url()));
  await thumbnail.click();
  const dialog = page.getByRole("dialog", { name: "Ateliers et interventions" });
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText("6 / 6");
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("src", /^\/images\/\d+\/lever-du-jour\.mp4$/);
  await expect(video).toHaveAttribute("aria-label", alt);
  const served = await videoResponse;
  expect(served.status()).toBe(206);
  expect(served.headers()["content-type"]).toBe("video/mp4");
  // The browser decodes it: metadata read, a two-second clip.
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((el: HTMLVideoElement) => el.duration);
  expect(duration).toBeGreaterThan(1.5);
  expect(duration).toBeLessThan(2.5);
  await expectNoAxeViolation(page, "gallery on the video");

  // The keys go on from the video to the photos.
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText("1 / 6");
  await expect(dialog.locator("video")).toHaveCount(0);
  await expect(dialog.getByRole("img", { name: "Un groupe réuni en cercle pendant un atelier collectif" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test("services are filtered by tag and a service page follows SERVICE_PAGE_STYLE", async ({ page, request }, testInfo) => {
  // The seeded style, also after an earlier attempt that timed out in MODERN (CI runs it again on the same server).
  if (testInfo.project.name === "desktop") await setParameter(request, "SERVICE_PAGE_STYLE", "CLASSIC");
  await page.goto("/prestations");
  const list = page.getByTestId("services-list");
  await expect(list.getByRole("article")).toHaveCount(4);
  await expectNoAxeViolation(page, "/prestations");

  await page.getByRole("group", { name: "Filtrer par étiquette" }).getByRole("button", { name: "écoles" }).click();
  await expect(page.getByRole("button", { name: "écoles" })).toHaveAttribute("aria-pressed", "true");
  await expect(list.getByRole("article")).toHaveCount(1);
  await page.getByRole("button", { name: "stress" }).click();
  await expect(list.getByRole("article")).toHaveCount(3);
  await page.getByRole("button", { name: "écoles" }).click();
  await expect(list.getByRole("article")).toHaveCount(2);

  // The quick view reuses the service selected from the list (SPEC §4): no request for it.
  const serviceCalls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/service\/\d+/.test(r.url())) serviceCalls.push(r.url());
  });
  await page.getByRole("button", { name: "Aperçu de « Développement personnel »" }).click();
  const quick = page.getByRole("dialog", { name: "Développement personnel" });
  await expect(quick.getByTestId("service-quick-view")).toContainText("90 € la séance d'une heure");
  expect(serviceCalls).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(quick).toBeHidden();

  await list.getByRole("link", { name: "Collectivités, entreprises et associations", exact: true }).click();
  await expect(page).toHaveURL(/\/prestation\/\d+\/collectivites-entreprises-et-associations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Collectivités, entreprises et associations" })).toBeVisible();
  await expect(page.locator("article[data-style]")).toHaveAttribute("data-style", "CLASSIC");
  await expect(page.getByText("Sur devis", { exact: true })).toBeVisible();
  await expectNoAxeViolation(page, "service page (CLASSIC)");

  if (testInfo.project.name === "desktop") {
    await setParameter(request, "SERVICE_PAGE_STYLE", "MODERN");
    try {
      await page.reload();
      await expect(page.locator("article[data-style]")).toHaveAttribute("data-style", "MODERN");
      await expectNoAxeViolation(page, "service page (MODERN)");
    } finally {
      await setParameter(request, "SERVICE_PAGE_STYLE", "CLASSIC");
    }
  }
});

test("a customer leaves a review through the e-mailed link; it shows once published", async ({ page, request }, testInfo) => {
  const email = `avis.${testInfo.project.name}.${Date.now()}@exemple.fr`;
  const text = `Un accompagnement précieux, merci (${testInfo.project.name} ${Date.now()}).`;

  const issued = await request.post("/api/admin/review-link", { headers: ADMIN(), data: { email, firstname: "Camille", lastname: "Durand" } });
  expect(issued.status()).toBe(201);
  const message = await waitForMail(email);
  expect(message.subject).toBe("Votre avis sur Élan Coaching");
  const linkPath = new URL(/https?:\/\/\S+\/donner-mon-avis\/[A-Za-z0-9_-]+/.exec(message.text)![0]).pathname;
  const token = linkPath.split("/").pop()!;

  await page.goto(linkPath);
  // The token left the address bar (proxy.ts: cookie + redirect).
  await expect(page).toHaveURL(/\/donner-mon-avis$/);
  await expect(page.getByRole("heading", { level: 1, name: "Donner mon avis" })).toBeVisible();
  await expect(page.getByText("Bonjour Camille")).toBeVisible();
  await expectNoAxeViolation(page, "/donner-mon-avis");

  // A too short text is refused on the field, in French.
  await page.getByLabel("Votre avis").fill("Court");
  await page.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(page.getByText("Choisissez une note de 1 à 5 étoiles.")).toBeVisible();
  await expect(page.getByText("Votre avis doit compter au moins 10 caractères.")).toBeVisible();

  await page.getByRole("radio", { name: "5 étoiles sur 5" }).check();
  await page.getByLabel("Votre avis").fill(text);
  await page.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(page.getByRole("status")).toHaveText("Merci ! Votre avis a bien été reçu : il sera publié après relecture.");

  // Not shown before moderation.
  await page.goto("/coach-de-vie");
  await expect(page.getByText(text)).toHaveCount(0);

  const reviews = (await (await request.get("/api/admin/reviews", { headers: ADMIN() })).json()) as { data: { id: number; text: string }[] };
  const mine = reviews.data.find((r) => r.text === text)!;
  expect(mine).toBeTruthy();
  const moderated = await request.put(`/api/admin/review/${mine.id}/moderation`, { headers: ADMIN(), data: { isPublished: true } });
  expect(moderated.status()).toBe(200);

  await page.goto("/coach-de-vie");
  const reviewsSection = page.locator("section", { has: page.getByRole("heading", { name: "Les avis de nos clients" }) });
  await expect(reviewsSection.getByText(text)).toBeVisible();
  await expect(reviewsSection.getByText(text).locator("xpath=ancestor::li[1]")).toContainText("Camille D.");
  await expect(reviewsSection.getByRole("img", { name: /^\d(,\d)? sur 5$/ }).first()).toBeVisible();
  await expectNoAxeViolation(page, "/coach-de-vie with reviews");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const rating = jsonLd.map((t) => JSON.parse(t) as { aggregateRating?: { reviewCount: number } }).find((d) => d.aggregateRating);
  expect(rating!.aggregateRating!.reviewCount).toBeGreaterThanOrEqual(5);

  // The link is spent: opening it again says so.
  await page.goto(linkPath);
  await expect(page.getByRole("heading", { level: 1, name: "Lien d'avis invalide" })).toBeVisible();
  expect(token.length).toBeGreaterThan(20);
});

test("the Nu HTML checker finds no error on the new pages", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server HTML is the same for every viewport");
  test.setTimeout(120_000);
  const albums = (await (await request.get("/api/album", { headers: SITE_HEADERS })).json()) as { data: { list: { id: number; slug: string }[] } };
  const services = (await (await request.get("/api/service", { headers: SITE_HEADERS })).json()) as { data: { services: { id: number; slug: string }[] } };
  const [album, albumWithVideo] = albums.data.list as [{ id: number; slug: string }, { id: number; slug: string }];
  const service = services.data.services[0]!;
  const email = `avis.nu.${Date.now()}@exemple.fr`;
  expect((await request.post("/api/admin/review-link", { headers: ADMIN(), data: { email, firstname: "Inès" } })).status()).toBe(201);
  const token = /\/donner-mon-avis\/([A-Za-z0-9_-]+)/.exec((await waitForMail(email)).text)![1]!;
  const documents: Record<string, string> = {
    albums: await (await request.get("/albums")).text(),
    album: await (await request.get(`/albums/${album.id}/${album.slug}`)).text(),
    "album-video": await (await request.get(`/albums/${albumWithVideo.id}/${albumWithVideo.slug}`)).text(),
    prestations: await (await request.get("/prestations")).text(),
    service: await (await request.get(`/prestation/${service.id}/${service.slug}`)).text(),
    "coach-de-vie": await (await request.get("/coach-de-vie")).text(),
    "avis-invalide": await (await request.get("/donner-mon-avis")).text(),
    "avis-formulaire": await (await request.get("/donner-mon-avis", { headers: { Cookie: `review_token=${token}` } })).text(),
  };
  expect(documents["avis-formulaire"]).toContain("Envoyer mon avis");
  expect(documents["album-video"]).toContain("Lire la vidéo");
  const errors = nuErrors(documents);
  expect(errors, errors).toBe("");
});
