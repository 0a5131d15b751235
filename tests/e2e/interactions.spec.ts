import { expect, test, waitForHydration, type Page } from "./support/test";
import { listWorkshops, refuseTrackersBeforehand, SERVICE_PATHS } from "./support/site";

test.beforeEach(async ({ context, baseURL }) => {
  await refuseTrackersBeforehand(context, baseURL!);
});

const isPhone = (name: string) => name === "phone";

async function bodyScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const html = getComputedStyle(document.documentElement).overflow;
    const body = getComputedStyle(document.body).overflow;
    return html === "hidden" || body === "hidden" || document.body.style.position === "fixed";
  });
}

test.describe("menu", () => {
  test("desktop: the submenu opens on hover and with the keyboard, its links navigate", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), "desktop top bar");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    const child = nav.locator(`a[href="${SERVICE_PATHS[1]}"]`);
    await expect(child).toBeHidden();
    await nav.getByRole("link", { name: "Prestations", exact: true }).hover();
    await expect(child).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(child).toBeHidden();

    const toggle = nav.getByRole("button", { name: /Sous-menu « Prestations »/ });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(child).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await child.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${SERVICE_PATHS[1]}$`));
    await expect(nav.locator(`a[href="${SERVICE_PATHS[1]}"]`)).toHaveAttribute("aria-current", "page");
  });

  test("desktop: top-level entries navigate and mark the current page", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), "desktop top bar");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByRole("link", { name: "Coach de vie" }).click();
    await expect(page).toHaveURL(/\/coach-de-vie$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coach de vie");
    await expect(nav.getByRole("link", { name: "Coach de vie" })).toHaveAttribute("aria-current", "page");
  });

  test("phone: the menu button opens the whole tree, Escape closes it, a link navigates and closes it", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), "small-screen bars");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    const button = page.getByRole("button", { name: /Menu/ }).and(page.locator("[aria-controls]")).first();
    await button.click();
    const panel = page.getByRole("navigation", { name: "Menu mobile" });
    await expect(panel).toBeVisible();
    expect(await bodyScrollLocked(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await panel.locator(`a[href="${SERVICE_PATHS[0]}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${SERVICE_PATHS[0]}$`));
    await expect(panel).toBeHidden();
    expect(await bodyScrollLocked(page)).toBe(false);
  });

  test("phone: the bottom bar stays on screen and is not covered", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), "small-screen bars");
    await page.goto("/coach-de-vie");
    const bottom = page.getByRole("navigation", { name: "Accès rapide" });
    await expect(bottom).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(bottom).toBeInViewport();
    await bottom.getByRole("link", { name: /Accueil/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("gallery", () => {
  test("full-screen gallery: index / total, keys, wrap at both ends, Escape, focus back", async ({ page }, testInfo) => {
    await page.goto("/coach-de-vie");
    const thumbnails = page.getByRole("button", { name: /^Agrandir l'image/ });
    const total = await thumbnails.count();
    expect(total).toBe(6);
    const first = thumbnails.first();
    await first.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const counter = page.getByTestId("lightbox-counter");
    await expect(counter).toHaveText(`1 / ${total}`);
    expect(await bodyScrollLocked(page)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`1 / ${total}`);
    if (isPhone(testInfo.project.name)) {
      await expect(page.getByTestId("lightbox-next")).toBeHidden();
    } else {
      await page.getByTestId("lightbox-next").click();
      await expect(counter).toHaveText(`2 / ${total}`);
      await page.getByTestId("lightbox-prev").click();
      await expect(counter).toHaveText(`1 / ${total}`);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    expect(await bodyScrollLocked(page)).toBe(false);
  });

  test("swipe on touch goes to the next and previous image", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), "touch screen");
    await page.goto("/coach-de-vie");
    await page.getByRole("button", { name: /^Agrandir l'image/ }).nth(1).click();
    const counter = page.getByTestId("lightbox-counter");
    await expect(counter).toHaveText("2 / 6");
    const stage = page.getByTestId("lightbox-stage");
    const box = (await stage.boundingBox())!;
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2;
      const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
      await stage.dispatchEvent("touchstart", { touches: touch(fromX), changedTouches: touch(fromX) });
      await stage.dispatchEvent("touchmove", { touches: touch(toX), changedTouches: touch(toX) });
      await stage.dispatchEvent("touchend", { touches: [], changedTouches: touch(toX) });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(counter).toHaveText("3 / 6");
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect(counter).toHaveText("2 / 6");
  });
});

test.describe("modal", () => {
  test("opens from a workshop page; Escape and backdrop close it; scroll locked while open", async ({ page, request }) => {
    const [workshop] = await listWorkshops(request);
    await page.goto(`/ateliers/${workshop!.slug}/${workshop!.id}`);
    // « M'inscrire sur la liste d'attente » once the workshops spec has filled it (same server).
    const opener = page.getByRole("button", { name: /^(Réserver ma place|M'inscrire sur la liste d'attente)$/ });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: `Réserver : ${workshop!.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nom et prénom")).toBeVisible();
    expect(await bodyScrollLocked(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await bodyScrollLocked(page)).toBe(false);
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.getByTestId("modal-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
  });
});

test.describe("connection and toasts", () => {
  test("a toast at the top right when the connection drops and when it returns", async ({ page, context }) => {
    await page.goto("/nous-contacter");
    // The connection watcher starts with hydration, which waits for the first paint: going offline
    // before it would be an event nobody hears (CI, once).
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    const offline = page.getByText("Vous êtes hors ligne : certaines fonctions ne sont pas disponibles.");
    await expect(offline).toBeVisible();
    const box = (await offline.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 2);
    expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
    await context.setOffline(false);
    await expect(page.getByText("Connexion rétablie.")).toBeVisible();
  });

  test("the loading bar shows during a slow navigation", async ({ page }) => {
    await page.goto("/");
    await page.route("**/coach-de-vie**", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
    await page.locator('main a[href="/coach-de-vie"]:visible').first().click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/coach-de-vie$/);
    await expect(bar).toBeHidden({ timeout: 3000 });
  });
});
