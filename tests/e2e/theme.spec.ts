import { expect, test } from "./support/test";
import { setParameter } from "./support/site";

test.describe("theme from the site parameters", () => {
  test.afterEach(async ({ request }) => {
    await setParameter(request, "BACKGROUND_FOOTER_COLOR", "#00566FFF");
    await setParameter(request, "TOP_MENU_INFO_BAR", null);
    await setParameter(request, "DARK_THEME", "false");
    await setParameter(request, "GLOBAL_CSS", null);
    await setParameter(request, "LOCK_RIGHT_CLICK", "false");
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

  test("DARK_THEME switches the palette and the logo", async ({ page, request }) => {
    await page.goto("/nous-contacter");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await setParameter(request, "DARK_THEME", "true");
    await page.reload();
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(18, 23, 28)");
    await expect(page.locator('header img[src*="logo-dark"]').first()).toBeAttached();
  });

  test("GLOBAL_CSS applies as CSS, and cannot inject markup", async ({ page, request }) => {
    await setParameter(request, "GLOBAL_CSS", "main h1 { letter-spacing: 7px }</style><script>window.__injected = true</script>");
    await page.goto("/coach-de-vie");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("letter-spacing", "7px");
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected ?? false)).toBe(false);
  });

  test("LOCK_RIGHT_CLICK blocks the context menu", async ({ page, request }) => {
    const blocked = () =>
      page.evaluate(() => {
        const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
        document.querySelector("main p")!.dispatchEvent(event);
        return event.defaultPrevented;
      });
    await page.goto("/coach-de-vie");
    expect(await blocked()).toBe(false);
    await setParameter(request, "LOCK_RIGHT_CLICK", "true");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await blocked()).toBe(true);
  });

  test("two layouts: the home bars sit over its banner, other pages use the default bars", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header[data-layout]").first()).toHaveAttribute("data-layout", "overlay");
    await page.goto("/coach-de-vie");
    await expect(page.locator("header[data-layout]").first()).toHaveAttribute("data-layout", "default");
  });
});
