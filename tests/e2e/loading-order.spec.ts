import { expect, test, type Page } from "./support/test";

/**
 * What a page fetches before its `load` event (issue 8): only its own resources. Route prefetches
 * (RSC `_rsc=` requests) wait for the visitor's intent, and the consent banner (tarteaucitron)
 * for the visitor's first interaction or, without one, the load event, an idle moment and a few
 * seconds (components/consent/start-trigger.ts). Read from the browser's resource timings, so the order
 * is the browser's own.
 */
async function resourcesBeforeLoad(page: Page): Promise<{ beforeLoad: string[]; all: string[] }> {
  await page.waitForFunction(() => performance.getEntriesByType("navigation")[0] && (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd > 0);
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      beforeLoad: resources.filter((r) => r.startTime < navigation.loadEventStart).map((r) => r.name),
      all: resources.map((r) => r.name),
    };
  });
}

for (const path of ["/", "/legal-notice"]) {
  test(`${path}: no route prefetch and no consent script before the load event`, async ({ page }) => {
    await page.goto(path);
    const { beforeLoad } = await resourcesBeforeLoad(page);
    expect(beforeLoad.filter((url) => url.includes("_rsc=")), "route prefetches during load").toEqual([]);
    expect(beforeLoad.filter((url) => url.includes("/vendor/tarteaucitron/")), "consent files during load").toEqual([]);
    // The banner still comes after load, to a visitor who does nothing.
    await expect(page.locator("#tarteaucitronRoot")).toBeAttached({ timeout: 20_000 });
  });
}

test("a link's route is prefetched when the visitor points at it", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "hover needs a mouse");
  await page.goto("/legal-notice");
  await resourcesBeforeLoad(page);
  const prefetched = page.waitForRequest((request) => request.url().includes("_rsc=") && new URL(request.url()).pathname.startsWith("/nous-contacter"));
  await page.locator('a[href="/nous-contacter"]:visible').first().hover();
  await prefetched;
});

test("no route prefetch on a data saver or a 2G-slow connection (SPEC §9), the link still followed in the page", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "hover needs a mouse");
  // What the Network Information API tells the page, switchable from the test.
  await page.addInitScript(() => {
    const hints = { saveData: true, effectiveType: "4g" };
    (window as unknown as { connectionHints: typeof hints }).connectionHints = hints;
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => hints });
  });
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("_rsc=")) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto("/legal-notice");
  await resourcesBeforeLoad(page);
  const contact = page.locator('a[href="/nous-contacter"]:visible').first();
  await contact.hover();
  await page.evaluate(() => Object.assign((window as unknown as { connectionHints: object }).connectionHints, { saveData: false, effectiveType: "slow-2g" }));
  await page.locator('a[href="/coach-de-vie"]:visible').first().hover();
  // A fast connection again: the next intent prefetches — and is the first prefetch the page sent
  // (a prefetch starts on the intent itself: those of the hovers before would have come first).
  await page.evaluate(() => Object.assign((window as unknown as { connectionHints: object }).connectionHints, { effectiveType: "4g" }));
  const prefetched = page.waitForRequest((request) => request.url().includes("_rsc=") && new URL(request.url()).pathname.startsWith("/privacy-policy"));
  await page.locator('a[href="/privacy-policy"]:visible').first().hover();
  await prefetched;
  expect(prefetches).toEqual(["/privacy-policy"]);
  await contact.click();
  await expect(page).toHaveURL(/\/nous-contacter$/);
});

/**
 * Next's scripts come after the first contentful paint (server/deferred-scripts.ts): the HTML has
 * no `<script src>` of its chunks for the preload scanner, one loader appends them once the browser
 * reports the paint, and the page then hydrates as before (a click on a client control works).
 */
for (const path of ["/", "/auth"]) {
  test(`${path}: Next's scripts are requested after the first contentful paint, then the page hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script[^>]+src="\/_next\/static\/chunks\/[^"]+"[^>]*async/);
    expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="script"/);
    expect(html).toContain('id="__deferred_scripts"');
    // goto waits for the page to hydrate (support/test.ts): every chunk has been requested by then.
    await page.goto(path);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      chunks: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => r.name.includes("/_next/static/chunks/") && r.name.endsWith(".js"))
        .map((r) => r.startTime),
    }));
    expect(timings.paint).not.toBeNull();
    expect(timings.chunks.length).toBeGreaterThan(3);
    expect(Math.min(...timings.chunks)).toBeGreaterThanOrEqual(timings.paint!);
    // Hydrated: a React handler answers.
    if (path === "/") {
      await page.getByRole("button", { name: "Mettre le diaporama en pause" }).click();
      await expect(page.getByRole("button", { name: "Lancer le diaporama" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByText("L'adresse e-mail est obligatoire.").first()).toBeVisible();
    }
  });
}
