import { expect, test } from "./support/test";
import { axeViolations, nuErrors } from "./support/checks";
import { refuseTrackersBeforehand } from "./support/site";

// Site 69 shows the search bar (SHOW_SEARCHBAR on in its seed).

test("search « stress » from the header bar: the workshop and the blog article are found, the workshop opens", async ({ page, context, baseURL }, testInfo) => {
  // Consent given beforehand: the cookie banner would lie over the phone's bottom bar.
  await refuseTrackersBeforehand(context, baseURL!);
  await page.goto("/");
  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: /Menu/ }).and(page.locator("[aria-controls]")).first().click();
    await page.locator("#recherche-mobile").fill("stress");
    await page.locator("#recherche-mobile").press("Enter");
  } else {
    const bar = page.getByRole("search", { name: "Recherche sur le site", exact: true });
    await bar.getByRole("searchbox", { name: "Rechercher sur le site" }).fill("stress");
    await bar.getByRole("button", { name: "Lancer la recherche" }).click();
  }
  await expect(page).toHaveURL(/\/recherche\?q=stress$/);
  await expect(page.getByRole("heading", { level: 1, name: "Recherche" })).toBeVisible();
  await expect(page.locator("#resultats-titre")).toContainText(/résultats? pour « stress »/);
  await expect(page.getByRole("link", { name: "5 techniques pour apprivoiser son stress au travail" })).toBeVisible();
  const workshop = page.getByRole("link", { name: "Apprivoiser son stress au quotidien" });
  await expect(workshop).toBeVisible();
  await workshop.click();
  await expect(page).toHaveURL(/\/ateliers\/apprivoiser-son-stress-au-quotidien\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apprivoiser son stress au quotidien");
});

test("accents and plurals do not matter, and a search with no result says so", async ({ page }) => {
  await page.goto("/recherche?q=developpement%20personnel");
  await expect(page.getByRole("link", { name: /développement personnel/i }).first()).toBeVisible();
  await page.goto("/recherche?q=zzzzqqq");
  await expect(page.locator("#resultats-titre")).toHaveText("Aucun résultat pour « zzzzqqq ».");
});

test("words too short are explained in French, nothing is searched", async ({ page }) => {
  await page.goto("/recherche?q=a");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Indiquez au moins 2 caractères.");
  await expect(page.getByRole("search", { name: "Nouvelle recherche" }).getByRole("searchbox")).toHaveValue("a");
});

test("the results page passes axe and the Nu HTML checker, and is not indexed", async ({ page, request }, testInfo) => {
  await page.goto("/recherche?q=stress");
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page)).toEqual([]);
  test.skip(testInfo.project.name !== "desktop", "server HTML is the same for every viewport");
  const documents: Record<string, string> = {};
  for (const route of ["/recherche?q=stress", "/recherche", "/recherche?q=a"]) documents[route] = await (await request.get(route)).text();
  expect(documents["/recherche?q=stress"]).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(nuErrors(documents)).toBe("");
});

test("the search block of /prestations searches without JavaScript; axe and the Nu HTML checker pass", async ({ page, browser, baseURL, request }, testInfo) => {
  // No script at all: the block is a plain GET form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await context.newPage();
    await noScript.goto(`${baseURL}/prestations`);
    const form = noScript.getByRole("search", { name: "Vous cherchez un sujet précis ?" });
    await expect(noScript.getByRole("heading", { level: 2, name: "Vous cherchez un sujet précis ?" })).toBeVisible();
    const field = form.getByRole("searchbox", { name: "Rechercher sur le site" });
    await expect(field).toHaveAttribute("placeholder", "Confiance en soi, orientation, management…");
    await field.fill("stress");
    await form.getByRole("button", { name: "Lancer la recherche" }).click();
    await expect(noScript).toHaveURL(/\/recherche\?q=stress$/);
    await expect(noScript.getByRole("link", { name: "Apprivoiser son stress au quotidien" })).toBeVisible();
  } finally {
    await context.close();
  }
  await page.goto("/prestations");
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page, "[data-block='search']")).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  test.skip(testInfo.project.name !== "desktop", "server HTML is the same for every viewport");
  expect(nuErrors({ prestations: await (await request.get("/prestations")).text() })).toBe("");
});
