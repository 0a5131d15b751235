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

/** Playwright's `test` whose `page` waits for hydration after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, provide) => {
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
