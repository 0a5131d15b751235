import { expect, test } from "@playwright/test";
import { setParameter } from "./support/site";

test.describe("theme from the site parameters", () => {
  test.afterEach(async ({ request }) => {
    await setParameter(request, "BACKGROUND_FOOTER_COLOR", "#00566FFF");
    await setParameter(request, "TOP_MENU_INFO_BAR", null);
  });

  test("a parameter changed in the database restyles the page on the next request", async ({ page, request }) => {
    await page.goto("/coach-de-vie");
    const footer = page.locator("footer").last();
    await expect(footer).toHaveCSS("background-color", "rgb(0, 86, 111)");
    await setParameter(request, "BACKGROUND_FOOTER_COLOR", "#6A1B9AFF");
    await page.reload();
    await expect(footer).toHaveCSS("background-color", "rgb(106, 27, 154)");
  });

  test("the info bar appears when TOP_MENU_INFO_BAR is set", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByText("Ateliers de décembre : inscriptions ouvertes")).toHaveCount(0);
    await setParameter(request, "TOP_MENU_INFO_BAR", "Ateliers de décembre : inscriptions ouvertes");
    await page.reload();
    await expect(page.getByText("Ateliers de décembre : inscriptions ouvertes").first()).toBeVisible();
  });
});
