import { expect, test, type Page } from "./support/test";

/**
 * Static regions (components/ui/static-region.tsx): in a document their HTML is written once, by
 * the HTML pass, and the payload inlined in the page holds a key (static-html-handoff.ts); the
 * browser keeps that markup when it hydrates, and again when the router shows the page from its
 * cache (back to the first page of a visit). A client-side navigation's payload carries the HTML.
 */

/** What the visitor sees of the home's static regions: a block below the banner, the footer. */
async function homeRegions(page: Page) {
  return {
    services: await page.getByRole("heading", { level: 2, name: "Nos prestations" }).isVisible(),
    blog: await page.getByRole("heading", { level: 2, name: "Le blog" }).isVisible(),
    hours: await page.getByRole("heading", { level: 2, name: "Horaires d'ouverture" }).isVisible(),
    footerPhone: (await page.locator("footer address a[href^='tel:']").count()) > 0,
  };
}

const allShown = { services: true, blog: true, hours: true, footerPhone: true };

test("a document holds each static region's HTML once: in the page, not again in its payload", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,(".*?")\]\)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as string).join("");
  expect(payload.length).toBeGreaterThan(1000);
  // The block's heading and the footer's hours are in the HTML, and nowhere in the payload.
  const markup = html.slice(0, html.indexOf("self.__next_f"));
  for (const text of ["Nos prestations", "Horaires d&#x27;ouverture"]) {
    expect(markup, text).toContain(text);
    expect(payload, text).not.toContain(text.replace("&#x27;", "'"));
  }
  expect(payload).toMatch(/"handoff":"\d+\.\d+"/);
  // The chrome's menus are static regions too (their links marked on the server): no link of theirs
  // is a payload element, and the phone menu's content (rendered once opened) is one packed string.
  expect(payload).not.toContain('"data-nav"');
  expect(payload).not.toContain('"data-submenu"');
  expect(payload).toMatch(/data-nav=""/);
});

test("the home's regions stay through hydration, a client-side navigation, back and forward", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // Fetches of the home's payload other than prefetches: what HandedOverHtml's fallback (refresh) would send.
  const homeFetches: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["rsc"] && !headers["next-router-prefetch"] && new URL(request.url()).pathname === "/") homeFetches.push(request.url());
  });

  await page.goto("/");
  expect(await homeRegions(page)).toEqual(allShown);

  // To another page by the site's own navigation (no document load), whose payload carries its regions.
  await page.locator('a[href="/legal-notice"]:visible').first().click();
  await expect(page).toHaveURL(/\/legal-notice$/);
  await expect(page.getByRole("heading", { level: 2, name: "Horaires d'ouverture" })).toBeVisible();

  // Back to the first page, from the router's cache: the document's payload, with keys only.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Nos prestations" })).toBeVisible();
  expect(await homeRegions(page)).toEqual(allShown);

  await page.goForward();
  await expect(page).toHaveURL(/\/legal-notice$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: "Le blog" })).toBeVisible();
  expect(await homeRegions(page)).toEqual(allShown);

  // Shown from what the browser remembered, not from a new fetch of the home; never an error.
  expect(homeFetches).toEqual([]);
  expect(errors).toEqual([]);
});
