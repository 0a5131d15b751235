import { expect, test, type Page } from "./support/test";
import { refuseTrackersBeforehand } from "./support/site";

/**
 * A client-side navigation made right after the page hydrated must leave one title, one
 * description and one canonical link in the head. Next streams a page's metadata in a Suspense
 * boundary that hydrates after the rest of the page; a navigation that comes first discards that
 * boundary and React never removes the tags the server wrote for it (vercel/next.js#97472), so the
 * old page's canonical link stayed beside the new one (components/app-shell/stale-head-tags.ts).
 * The CPU is slowed down so that the navigation wins that race nearly every time.
 */

/** Every wait of this test runs on a CPU slowed 6× (and a CI machine may be loaded): 5 s of default is about 1 s of work. */
const slowExpect = expect.configure({ timeout: 20_000 });

const wineOrigin = (baseURL: string) => baseURL.replace("127.0.0.1", "vins.localhost");

function headTags(page: Page) {
  return {
    title: page.locator("head title"),
    description: page.locator('head meta[name="description"]'),
    canonical: page.locator('head link[rel="canonical"]'),
  };
}

test("a navigation right after hydration leaves one title, description and canonical link", async ({ page, baseURL, context }) => {
  test.setTimeout(180_000);
  const origin = wineOrigin(baseURL!);
  await refuseTrackersBeforehand(context, origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });

  for (let round = 0; round < 3; round++) {
    await page.goto(`${origin}/boutique`);
    // At once: the catalogue's filter navigates on the same route, then a product sheet opens.
    await page.getByLabel("Couleur").selectOption({ label: "Rouge" });
    await slowExpect(page).toHaveURL(/\/boutique\?couleur=RED$/);
    // The filtered list shown (a card of the list before it would be replaced under the click).
    await slowExpect(page.getByTestId("catalogue-count")).toHaveText(/pour votre recherche$/);
    const card = page.locator("main article[data-product-id]").first();
    const productId = await card.getAttribute("data-product-id");
    await card.getByRole("link").click();
    await slowExpect(page).toHaveURL(new RegExp(`/boutique/[^/]+/${productId}$`));
    await slowExpect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const tags = headTags(page);
    await slowExpect(tags.canonical, `round ${round}: one canonical link`).toHaveCount(1);
    await slowExpect(tags.canonical).toHaveAttribute("href", new RegExp(`^${origin}/boutique/[^/]+/${productId}$`));
    await slowExpect(tags.description, `round ${round}: one description`).toHaveCount(1);
    await slowExpect(tags.title, `round ${round}: one title`).toHaveCount(1);
    await slowExpect(page).toHaveTitle(/\| Domaine des Trois Collines$/);
    expect(await page.title()).not.toMatch(/^Nos vins/);
  }
});
