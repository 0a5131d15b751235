import { test as base, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../../components/app-shell/hydration-mark";

export * from "@playwright/test";

/**
 * Waits until the page in `page` has hydrated: pages load Next's scripts after their first paint
 * (server/deferred-scripts.ts), which can come after the `load` event that `goto` waits for. A
 * page without that loader (JSON, a file, an error page of the server) is ready as it is.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById("__deferred_scripts") || document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
    { timeout },
  );
}

const popupIds = new Map<string, Promise<number[]>>();

/** Ids of site 69's popups (GET /api/popup), once per server. */
function sitePopupIds(baseURL: string): Promise<number[]> {
  let ids = popupIds.get(baseURL);
  if (!ids) {
    ids = fetch(new URL("/api/popup", baseURL), { headers: { "X-Site-Id": "69" } })
      .then((response) => response.json() as Promise<{ data: { id: number }[] }>)
      .then((body) => body.data.map((popup) => popup.id));
    popupIds.set(baseURL, ids);
  }
  return ids;
}

/**
 * Playwright's `test` whose `page` waits for hydration after `goto` and `reload`. Its visitor has
 * already seen the site's popups (a returning visitor), so a popup opening after load does not
 * cover the page in tests about other things; `test.use({ popupsSeen: false })` for a first visit.
 */
export const test = base.extend<{ popupsSeen: boolean }>({
  popupsSeen: [true, { option: true }],
  page: async ({ page, popupsSeen, baseURL }, provide) => {
    if (popupsSeen && baseURL) {
      const ids = await sitePopupIds(baseURL);
      await page.addInitScript((seen) => {
        for (const id of seen) window.localStorage.setItem(`evolusite:popup:${id}`, "0");
      }, ids);
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
