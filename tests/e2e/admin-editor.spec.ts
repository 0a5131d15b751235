import AxeBuilder from "@axe-core/playwright";
import { axeViolations, nuErrors, nuErrorsOf } from "./support/checks";
import { expect, test, waitForHydration, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Route } from "./support/test";
import { pressDuringDrag } from "./support/keyboard-drag";
import sharp from "sharp";
import { adminContextThroughLogin } from "./support/admin-login";
import { adminToken, refuseTrackersBeforehand, SITE_HEADERS, adminCookies } from "./support/site";

/**
 * Issue 9, the in-page editor end to end: an admin logged in through /auth edits on the real page,
 * previews, publishes; an anonymous visitor gets it within 1 s; reordering with the keyboard only
 * and with the mouse; the draft surviving a reload; two admins publishing from the same version;
 * one account in two tabs (the draft's version); a gallery image uploaded through the panel;
 * revisions restored; new blocks (search, album list, album by name) placed from the palette. Every test leaves its page as seeded (the seeded version is restored). The
 * other tests use the prepared admin session (a cookie) to save time.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const auth = () => ({ ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` });

async function adminContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await refuseTrackersBeforehand(context, baseURL);
  await context.addCookies(adminCookies(baseURL));
  return context;
}

async function visitorContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await refuseTrackersBeforehand(context, baseURL);
  return context;
}

/** The page's id, from the marker the server renders for admins. */
async function pageIdOf(page: Page): Promise<number> {
  return Number(await page.locator("#ea-page").getAttribute("data-page-id"));
}

/** Back to the seeded version (the oldest revision) and no draft left. */
async function restoreSeeded(request: APIRequestContext, pageId: number) {
  await request.delete(`/api/admin/page/${pageId}/draft`, { headers: auth() });
  const list = await request.get(`/api/admin/page/${pageId}/layouts`, { headers: auth() });
  const revisions = (await list.json()).data as Array<{ id: number; current: boolean }>;
  const seeded = revisions.at(-1)!;
  const current = revisions.find((revision) => revision.current)!;
  if (seeded.current) return;
  const restored = await request.post(`/api/admin/page/${pageId}/layout/${seeded.id}/restore`, { headers: auth(), data: { baseLayoutId: current.id } });
  expect(restored.status()).toBe(201);
}

/**
 * Deletes the copies of page `pageId` (« <title> (copie) ») a test left: CI runs a failed test
 * again on the same server, and a leftover copy would move the next copy's url to « -copie-2 ».
 */
async function deleteCopies(request: APIRequestContext, title: string) {
  interface TreeNode {
    id: number;
    title: string;
    children: TreeNode[];
  }
  const tree = (await (await request.get("/api/admin/pages", { headers: auth() })).json()).data as TreeNode[];
  const all = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
  for (const copy of all(tree).filter((node) => node.title === `${title} (copie)`)) {
    expect((await request.delete(`/api/admin/page/${copy.id}`, { headers: auth() })).status()).toBe(200);
  }
}

async function expectNoAxeViolation(page: Page, include: string, label: string) {
  const result = await new AxeBuilder({ page }).include(include).withTags(AXE_TAGS).analyze();
  const report = result.violations.map((v) => `${label}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(report, report.join("\n")).toEqual([]);
}

/** The Nu HTML checker (errors only) on one editor screen's markup, in a minimal document. */
async function expectValidHtml(screen: Locator, label: string) {
  const errors = await nuErrorsOf(screen, label);
  expect(errors, `${label}:
${errors}`).toBe("");
}

async function openEditor(page: Page, path: string) {
  await page.goto(path);
  const toolbar = page.getByRole("toolbar", { name: "Administration du site" });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole("button", { name: "Modifier la page" }).click();
  await expect(page).toHaveURL(/apercu=1/);
  const panel = page.getByTestId("ea-edit-panel");
  await expect(panel.getByRole("status").first()).not.toHaveText("Chargement de la page…");
  return panel;
}

/**
 * Clicks « Publier » and measures, from the publish answer (201), how long a fresh anonymous
 * browser context takes to get `text` in the HTML of `path` (polled every 50 ms, at most 5 s). That
 * context has the published page in the page cache beforehand, so the publish must drop it: the
 * first HTML asked after the publish answer must already be the new one (no stale window).
 */
async function publishAndTimeFreshHtml(browser: Browser, baseURL: string, page: Page, panel: Locator, path: string, text: string): Promise<number> {
  const visitor = await visitorContext(browser, baseURL);
  try {
    const get = () => visitor.request.get(path, { headers: { Accept: "text/html" } });
    expect(await (await get()).text()).not.toContain(text);
    // In the page cache before the publish. An entry stored by an earlier request can reach its TTL
    // (PAGE_CACHE_TTL_MS, 2 s) between two requests on a loaded machine: ask until one is served from it.
    await expect.poll(async () => (await get()).headers()["x-page-cache"], { timeout: 5_000 }).toBe("hit");
    const published = page.waitForResponse((answer) => answer.request().method() === "POST" && /\/api\/admin\/page\/\d+\/layout\/\d+\/publish$/.test(answer.url()));
    await panel.getByRole("button", { name: "Publier" }).click();
    expect((await published).status()).toBe(201);
    const answeredAt = Date.now();
    const polls: boolean[] = [];
    while (!polls.at(-1) && Date.now() - answeredAt < 5_000) {
      if (polls.length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      polls.push((await (await get()).text()).includes(text));
    }
    const freshAfter = Date.now() - answeredAt;
    expect(polls.at(-1), `the anonymous visitor's HTML of ${path} with « ${text} » within 5 s of the publish answer`).toBe(true);
    expect(polls, "the first HTML asked after the publish answer is already the new one").toEqual([true]);
    await expect(page.getByText("Page publiée").first()).toBeVisible();
    return freshAfter;
  } finally {
    await visitor.close();
  }
}

test.describe.configure({ mode: "serial" });

test.describe("in-page editor", () => {
  test("a visitor gets no admin code or markup; an admin gets the toolbar", async ({ browser, baseURL }) => {
    const visitor = await visitorContext(browser, baseURL!);
    const page = await visitor.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const html = await page.content();
    expect(html).not.toContain("ea-page");
    expect(html).not.toContain("Administration du site");
    await expect(page.getByRole("toolbar", { name: "Administration du site" })).toHaveCount(0);
    await visitor.close();

    const admin = await adminContext(browser, baseURL!);
    const adminPage = await admin.newPage();
    const adminScripts: string[] = [];
    adminPage.on("request", (request) => {
      if (request.resourceType() === "script") adminScripts.push(request.url());
    });
    await adminPage.goto("/");
    const toolbar = adminPage.getByRole("toolbar", { name: "Administration du site" });
    await expect(toolbar).toBeVisible();
    // The admin's extra chunks are never requested by the visitor.
    const adminOnly = adminScripts.filter((url) => !scripts.includes(url));
    expect(adminOnly.length).toBeGreaterThan(0);
    await expectNoAxeViolation(adminPage, ".ea-toolbar", "toolbar");
    await expectValidHtml(toolbar, "toolbar");
    // Keyboard: the toolbar is one tab stop, arrows move inside it.
    await toolbar.getByRole("button", { name: "Modifier la page" }).focus();
    await adminPage.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Pages" })).toBeFocused();
    await adminPage.keyboard.press("Enter");
    const dialog = adminPage.getByRole("dialog", { name: "Pages et menu" });
    await expect(dialog).toBeVisible();
    await adminPage.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(toolbar.getByRole("button", { name: "Pages" })).toBeFocused();
    await admin.close();
  });

  test("logged in through /auth: edit the home slider title and a rich text, preview on a phone width, publish: an anonymous visitor gets it within 1 s", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    // The real login page, as the site's admin does it (the other tests reuse the prepared session).
    const { context: admin, page } = await adminContextThroughLogin(browser, baseURL!, "/");
    const panel = await openEditor(page, "/");
    const pageId = await pageIdOf(page);
    const stamp = `Élan ${Date.now().toString(36)}`;
    try {
      await expectNoAxeViolation(page, ".ea-panel", "edit panel");
      await expectValidHtml(panel, "edit panel");
      // Select the slider on the page itself, with the keyboard (focus + Enter).
      await page.locator('[data-block-id="home-slider"]').focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("heading", { level: 3 }).first()).toBeFocused();
      const slide = panel.getByRole("group", { name: "Diapositive 1" });
      await slide.getByLabel("Titre", { exact: true }).fill(`Titre ${stamp}`);
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await expectValidHtml(panel, "edit panel with the slider form");

      // The rich text of the image + text block, selected from the block list.
      await panel.getByRole("button", { name: /^Image et texte/ }).click();
      const editor = panel.getByRole("textbox", { name: "Texte", exact: true });
      await editor.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(`Texte ${stamp}`);
      await panel.getByRole("button", { name: "Gras" }).click();
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await expectNoAxeViolation(page, ".ea-panel", "edit panel with a form");
      // The selected block's form, with the tiptap rich-text field and its buttons.
      await expect(editor).toHaveAttribute("contenteditable", "true");
      await expectValidHtml(panel, "edit panel with a rich-text form");

      // Preview at the phone width: the server renders the draft.
      await panel.getByRole("button", { name: "Aperçu" }).click();
      const preview = page.getByRole("dialog", { name: "Aperçu du brouillon" });
      await preview.getByRole("button", { name: /Téléphone/ }).click();
      await expect(preview.getByRole("button", { name: /Téléphone/ })).toHaveAttribute("aria-pressed", "true");
      const frame = preview.getByTestId("ea-preview-frame");
      await expect(frame).toHaveAttribute("style", /width: 375px/);
      await expectNoAxeViolation(page, "[role='dialog']", "preview");
      await expectValidHtml(preview, "preview dialog");
      await page.keyboard.press("Escape");

      // Published three times through « Publier » (the slider title changed each time): each time a
      // fresh anonymous browser, with the home in the page cache, gets the new title from its first
      // request after the publish answer, within 1 s. The time is mostly the page's new render: on
      // this shared, noisy machine the median of the three is the figure, as in admin-preview.spec.ts;
      // none may take 5 s.
      // The visitors' render path of the home warmed first (a query string bypasses the page cache).
      for (let i = 0; i < 2; i += 1) expect((await request.get(`/?chauffe=${i}`, { headers: { Accept: "text/html" } })).status()).toBe(200);
      const samples = [await publishAndTimeFreshHtml(browser, baseURL!, page, panel, "/", `Titre ${stamp}`)];
      for (const round of [2, 3]) {
        await page.locator('[data-block-id="home-slider"]').focus();
        await page.keyboard.press("Enter");
        await slide.getByLabel("Titre", { exact: true }).fill(`Titre ${stamp} (${round})`);
        await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
        samples.push(await publishAndTimeFreshHtml(browser, baseURL!, page, panel, "/", `Titre ${stamp} (${round})`));
      }
      const median = [...samples].sort((a, b) => a - b)[1]!;
      test.info().annotations.push({ type: "publish → anonymous fresh HTML", description: `median ${median} ms (${samples.join(", ")})` });
      console.log(`publish → anonymous fresh HTML (${test.info().project.name}): median ${median} ms (${samples.join(", ")} ms after the publish answers)`);
      expect(median, "ms from the publish answer to an anonymous visitor's fresh HTML (median of 3)").toBeLessThan(1_000);

      const visitor = await visitorContext(browser, baseURL!);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto("/");
      await expect(visitorPage.getByText(`Titre ${stamp} (3)`)).toBeVisible();
      await expect(visitorPage.getByText(`Texte ${stamp}`)).toBeVisible();
      await visitor.close();
    } finally {
      await admin.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("blocks reorder with the keyboard only, announced; undo puts them back", async ({ browser, baseURL, request }) => {
    const admin = await adminContext(browser, baseURL!);
    const page = await admin.newPage();
    const panel = await openEditor(page, "/coach-de-vie");
    const pageId = await pageIdOf(page);
    try {
      const items = panel.getByTestId("ea-block-item");
      const first = (await items.nth(0).getByTestId("ea-block-name").textContent())!;
      await items.nth(0).getByRole("button", { name: "Descendre" }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByTestId("ea-announcer")).toContainText("position 2");
      await expect(items.nth(1)).toContainText(first);
      // Drag and drop with the keyboard (dnd-kit sensor): Space, ArrowUp, Space.
      await items.nth(1).getByRole("button", { name: /^Déplacer/ }).focus();
      const dndAnnouncer = page.locator("[id^='DndLiveRegion']");
      await page.keyboard.press("Space");
      // What a screen reader says once the block is picked up and measured: over its own place.
      await expect(dndAnnouncer).toContainText("au-dessus de la position 2");
      await pressDuringDrag(page, "ArrowUp", () => expect(dndAnnouncer).toContainText("au-dessus de la position 1", { timeout: 2_000 }));
      await page.keyboard.press("Space");
      await expect(dndAnnouncer).toContainText("déposé en position 1");
      await expect(items.nth(0)).toContainText(first);
      await page.keyboard.press("ControlOrMeta+z");
      await expect(items.nth(1)).toContainText(first);
      await page.keyboard.press("ControlOrMeta+z");
      await expect(items.nth(0)).toContainText(first);
    } finally {
      await admin.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("blocks reorder with the mouse: drag a block's handle below the next one", async ({ browser, baseURL, request }) => {
    const admin = await adminContext(browser, baseURL!);
    const page = await admin.newPage();
    const panel = await openEditor(page, "/coach-de-vie");
    const pageId = await pageIdOf(page);
    const seeded = ((await (await request.get(`/api/page/${pageId}`, { headers: SITE_HEADERS })).json()).data.cms.blocks as { id: string }[]).map((block) => block.id);
    try {
      const items = panel.getByTestId("ea-block-item");
      const first = (await items.nth(0).getByTestId("ea-block-name").textContent())!;
      const second = (await items.nth(1).getByTestId("ea-block-name").textContent())!;
      await items.nth(1).scrollIntoViewIfNeeded();
      await items.nth(0).scrollIntoViewIfNeeded();
      const handle = (await items.nth(0).getByRole("button", { name: /^Déplacer/ }).boundingBox())!;
      const [from, to] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!];
      const x = handle.x + handle.width / 2;
      const y = handle.y + handle.height / 2;
      // Where the dragged block's centre passes the next block's centre.
      const past = y + (to.y + to.height / 2) - (from.y + from.height / 2) + 8;
      const dndAnnouncer = page.locator("[id^='DndLiveRegion']");
      // dnd-kit's pointer sensor: press, move past its 4 px activation distance, then over the next block, in steps.
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 12, { steps: 4 });
      // Picked up: over its own place.
      await expect(dndAnnouncer).toContainText(`${first} au-dessus de la position 1`);
      let nudge = 0;
      await expect(async () => {
        nudge = nudge === 0 ? 1 : 0;
        await page.mouse.move(x, past + nudge, { steps: 8 });
        await expect(dndAnnouncer).toContainText("au-dessus de la position 2", { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await page.mouse.up();
      await expect(dndAnnouncer).toContainText("déposé en position 2");
      await expect(items.nth(0)).toContainText(second);
      await expect(items.nth(1)).toContainText(first);
      // The new order is autosaved in the draft.
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      const draft = (await (await request.get(`/api/admin/page/${pageId}/draft`, { headers: auth() })).json()).data as { cms: { blocks: { id: string }[] } };
      const [a, b, ...rest] = seeded;
      expect(draft.cms.blocks.map((block) => block.id)).toEqual([b, a, ...rest]);
    } finally {
      await admin.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("an edit autosaves as a draft that survives a reload, also when the save failed (this browser's copy); visitors keep the published page", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const path = "/prestations/developpement-professionnel";
    const admin = await adminContext(browser, baseURL!);
    const page = await admin.newPage();
    const panel = await openEditor(page, path);
    const pageId = await pageIdOf(page);
    const stamp = Date.now().toString(36);
    const openHero = async () => {
      await panel.getByTestId("ea-block-name").filter({ hasText: /^Bannière/ }).click();
      return panel.getByLabel("Titre", { exact: true }).first();
    };
    try {
      // Saved on the server: the reload (same url, still in edit mode) shows the draft.
      await (await openHero()).fill(`Brouillon ${stamp}`);
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await page.reload();
      await waitForHydration(page);
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré");
      await expect(panel.getByTestId("ea-block-name").filter({ hasText: `Bannière : Brouillon ${stamp}` })).toBeVisible();
      await expect(await openHero()).toHaveValue(`Brouillon ${stamp}`);
      // The page behind renders the draft too.
      await expect(page.getByRole("heading", { level: 1, name: `Brouillon ${stamp}` })).toBeVisible();

      // The server does not take the next save: the edit stays in this browser and comes back after a reload.
      const refuse = (route: Route) => (route.request().method() === "PUT" ? route.abort("connectionrefused") : route.fallback());
      await page.route(`**/api/admin/page/${pageId}/draft`, refuse);
      await (await openHero()).fill(`Hors ligne ${stamp}`);
      await expect(panel.getByRole("status").first()).toContainText("Échec de l’enregistrement (copie gardée dans ce navigateur)", { timeout: 10_000 });
      await page.unroute(`**/api/admin/page/${pageId}/draft`, refuse);
      await page.reload();
      await waitForHydration(page);
      await expect(panel.getByTestId("ea-block-name").filter({ hasText: `Bannière : Hors ligne ${stamp}` })).toBeVisible();
      // This browser's copy is saved on the server once the page is back.
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await expect(await openHero()).toHaveValue(`Hors ligne ${stamp}`);
      const draft = (await (await request.get(`/api/admin/page/${pageId}/draft`, { headers: auth() })).json()).data as { cms: unknown };
      expect(JSON.stringify(draft.cms)).toContain(`Hors ligne ${stamp}`);

      // Nothing published: a visitor gets the seeded page.
      const visitor = await visitorContext(browser, baseURL!);
      const html = await (await visitor.request.get(path, { headers: { Accept: "text/html" } })).text();
      expect(html).not.toContain(stamp);
      expect(html).toContain("Donner un nouvel élan à votre carrière");
      await visitor.close();
    } finally {
      await admin.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("two admins publish from the same version: the second is refused and can reload theirs", async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const first = await adminContext(browser, baseURL!);
    const second = await adminContext(browser, baseURL!);
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    const panelA = await openEditor(pageA, "/nous-contacter");
    const panelB = await openEditor(pageB, "/nous-contacter");
    const pageId = await pageIdOf(pageA);
    // The version both editors started from.
    const base = (await (await request.get(`/api/admin/page/${pageId}/layout`, { headers: auth() })).json()).data.layout as { id: number; hash: string };
    try {
      await panelA.getByRole("button", { name: "Ajouter", exact: true }).click();
      await expect(panelA.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await panelA.getByRole("button", { name: "Publier" }).click();
      await expect(pageA.getByText("Page publiée")).toBeVisible();

      // B's editor sends the §7 hash check of its base first; refused, it sends no publish.
      const publishesB: string[] = [];
      pageB.on("request", (sent) => {
        if (sent.method() === "POST" && sent.url().endsWith("/publish")) publishesB.push(sent.url());
      });
      const hashCheck = pageB.waitForRequest((sent) => sent.method() === "POST" && sent.url().endsWith(`/api/admin/page/${pageId}/layout/${base.id}/hash/check`));
      await panelB.getByRole("button", { name: "Publier" }).click();
      const check = await hashCheck;
      expect(check.postDataJSON()).toEqual({ hash: base.hash });
      expect((await check.response())?.status()).toBe(409);
      const conflict = pageB.getByRole("dialog", { name: "La page a été modifiée entre-temps" });
      await expect(conflict).toBeVisible();
      await expect(conflict).toContainText("a publié une autre version le");
      expect(publishesB).toEqual([]);
      await expectNoAxeViolation(pageB, "[role='dialog']", "publish conflict");
      await expectValidHtml(conflict, "publish conflict dialog");
      const countA = await panelA.getByTestId("ea-block-item").count();
      await conflict.getByRole("button", { name: "Recharger leur version" }).click();
      await expect(conflict).toHaveCount(0);
      await expect(panelB.getByTestId("ea-block-item")).toHaveCount(countA);
    } finally {
      await first.close();
      await second.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("the same account in two tabs: the later autosave is refused (409), the tab stops saving and reloads the draft", async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const context = await adminContext(browser, baseURL!);
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    const panelA = await openEditor(tabA, "/nous-contacter");
    const panelB = await openEditor(tabB, "/nous-contacter");
    const pageId = await pageIdOf(tabA);
    const serverDraft = async () => (await (await request.get(`/api/admin/page/${pageId}/draft`, { headers: auth() })).json()).data as { version: number; cms: { blocks: unknown[] } } | null;
    try {
      await panelA.getByRole("button", { name: "Ajouter", exact: true }).click();
      await expect(panelA.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      const saved = (await serverDraft())!;
      expect(saved.version).toBe(1);

      // Tab B loaded before A's save: its save names no draft, the server refuses it.
      const refused = tabB.waitForResponse((answer) => answer.request().method() === "PUT" && answer.url().endsWith(`/api/admin/page/${pageId}/draft`));
      await panelB.getByRole("button", { name: "Ajouter", exact: true }).click();
      expect((await refused).status()).toBe(409);
      const dialog = tabB.getByRole("dialog", { name: "Brouillon modifié ailleurs" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Ce brouillon a été modifié dans un autre onglet ou une autre fenêtre.");
      expect(await serverDraft()).toEqual(saved);
      await expectNoAxeViolation(tabB, "[role='dialog']", "draft conflict");
      await expectValidHtml(dialog, "draft conflict dialog");

      // Keyboard only: the reload loads A's draft in B, and B saves again on top of it.
      const reload = dialog.getByRole("button", { name: "Recharger le brouillon" });
      await reload.focus();
      await tabB.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
      await expect(panelB.getByTestId("ea-block-item")).toHaveCount(saved.cms.blocks.length);
      // The reload dropped this tab's copy at once: reloading the browser page opens the server's draft, no new conflict.
      expect(await tabB.evaluate((id) => window.localStorage.getItem(`evolusite:brouillon:${id}`), pageId)).toBeNull();
      await tabB.reload();
      await waitForHydration(tabB);
      await expect(panelB.getByRole("status").first()).toHaveText("Enregistré");
      await expect(panelB.getByTestId("ea-block-item")).toHaveCount(saved.cms.blocks.length);
      await expect(dialog).toHaveCount(0);
      await panelB.getByRole("button", { name: "Ajouter", exact: true }).click();
      await expect(panelB.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      const after = (await serverDraft())!;
      expect(after.version).toBe(2);
      expect(after.cms.blocks).toHaveLength(saved.cms.blocks.length + 1);
    } finally {
      await context.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("two admins publish from the same version: the second publishes a copy, theirs stays online", async ({ browser, baseURL, request }) => {
    test.setTimeout(150_000);
    const first = await adminContext(browser, baseURL!);
    const second = await adminContext(browser, baseURL!);
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    const panelA = await openEditor(pageA, "/nous-contacter");
    const panelB = await openEditor(pageB, "/nous-contacter");
    const pageId = await pageIdOf(pageA);
    const title = (await pageA.locator("#ea-page").getAttribute("data-page-title"))!;
    await deleteCopies(request, title);
    try {
      await panelA.getByRole("button", { name: "Ajouter", exact: true }).click();
      await expect(panelA.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await panelA.getByRole("button", { name: "Publier" }).click();
      await expect(pageA.getByText("Page publiée")).toBeVisible();
      const theirs = (await (await request.get(`/api/page/${pageId}`, { headers: SITE_HEADERS })).json()).data.cms;

      // My version differs from theirs: two blocks added.
      await panelB.getByRole("button", { name: "Ajouter", exact: true }).click();
      await panelB.getByRole("button", { name: "Ajouter", exact: true }).click();
      await expect(panelB.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      const mine = await panelB.getByTestId("ea-block-item").count();
      await panelB.getByRole("button", { name: "Publier" }).click();
      const conflict = pageB.getByRole("dialog", { name: "La page a été modifiée entre-temps" });
      await expect(conflict.getByRole("button", { name: "Recharger leur version" })).toBeVisible();
      await conflict.getByRole("button", { name: "Publier une copie" }).click();
      await expect(pageB.getByText(`Copie publiée : « ${title} (copie) » (hors menu)`)).toBeVisible();
      // The editor opens the copy: its own url, its own page, my blocks.
      await expect(pageB).toHaveURL(/\/nous-contacter-copie\?apercu=1$/);
      await expect(pageB.locator("#ea-page")).toHaveAttribute("data-page-title", `${title} (copie)`);
      expect(await pageIdOf(pageB)).not.toBe(pageId);
      const panelCopy = pageB.getByTestId("ea-edit-panel");
      await expect(panelCopy.getByRole("status").first()).not.toHaveText("Chargement de la page…");
      await expect(panelCopy.getByTestId("ea-block-item")).toHaveCount(mine);

      // Their version is still the published page; the copy is public at its url, out of the menu.
      expect((await (await request.get(`/api/page/${pageId}`, { headers: SITE_HEADERS })).json()).data.cms).toEqual(theirs);
      const visitor = await visitorContext(browser, baseURL!);
      const visitorPage = await visitor.newPage();
      expect((await visitorPage.goto("/nous-contacter-copie"))!.status()).toBe(200);
      await expect(visitorPage.locator('a[href="/nous-contacter-copie"]')).toHaveCount(0);
      await visitor.close();
      // Audited.
      const audit = await request.get("/api/admin/audit?action=page.copy&orderBy=id:desc", { headers: auth() });
      expect(JSON.stringify((await audit.json()).data)).toContain(`${title} (copie)`);
    } finally {
      await first.close();
      await second.close();
      await deleteCopies(request, title);
      await restoreSeeded(request, pageId);
    }
  });

  test("search, album list and album blocks placed from the palette (the album chosen by name) are published: a visitor searches from the page", async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const path = "/prestations/developpement-professionnel";
    const admin = await adminContext(browser, baseURL!);
    const page = await admin.newPage();
    const panel = await openEditor(page, path);
    const pageId = await pageIdOf(page);
    try {
      const palette = panel.getByLabel("Ajouter un bloc");
      await palette.selectOption({ label: "Recherche" });
      await expect(panel.getByText(/résultats s’affichent sur la page « Recherche »/)).toBeVisible();
      await panel.getByRole("button", { name: "Ajouter", exact: true }).click();
      await panel.getByLabel(/^Titre/).fill("Un sujet précis ?");
      await panel.getByLabel(/^Texte d’exemple dans le champ/).fill("Stress, confiance en soi…");

      await palette.selectOption({ label: "Liste des albums" });
      await panel.getByRole("button", { name: "Ajouter", exact: true }).click();
      await panel.getByLabel("Nombre d’albums").fill("1");

      // The album block's picker lists the site's albums by title (GET /album), not a number to type.
      await palette.selectOption({ label: "Album" });
      await panel.getByRole("button", { name: "Ajouter", exact: true }).click();
      const albumPicker = panel.getByRole("combobox", { name: "Album", exact: true });
      await expect(albumPicker).toBeEnabled();
      await expect(albumPicker.locator("option")).toHaveText(["Le cabinet de Lyon", "Ateliers et interventions"]);
      await albumPicker.selectOption({ label: "Ateliers et interventions" });
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await expectNoAxeViolation(page, ".ea-panel", "edit panel with the album picker");
      await expectValidHtml(panel, "edit panel with the album picker");
      const draft = (await (await request.get(`/api/admin/page/${pageId}/draft`, { headers: auth() })).json()).data as { cms: { blocks: Array<{ type: string; props: Record<string, unknown> }> } };
      const albums = (await (await request.get("/api/album?page=1&nbItem=100", { headers: SITE_HEADERS })).json()).data.list as Array<{ id: number; title: string }>;
      expect(draft.cms.blocks.slice(-3)).toEqual([
        expect.objectContaining({ type: "search", props: { title: "Un sujet précis ?", placeholder: "Stress, confiance en soi…" } }),
        expect.objectContaining({ type: "albumList", props: { title: "Nos albums photo", nbItem: 1, showDescription: true } }),
        expect.objectContaining({ type: "album", props: { albumId: albums.find((a) => a.title === "Ateliers et interventions")!.id, showDescription: true } }),
      ]);

      await panel.getByRole("button", { name: "Publier" }).click();
      await expect(page.getByText("Page publiée")).toBeVisible();

      const visitor = await visitorContext(browser, baseURL!);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(path);
      await expect(visitorPage.getByRole("heading", { level: 2, name: "Ateliers et interventions" })).toBeVisible();
      const list = visitorPage.locator("[data-block='albumList']");
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list.getByRole("link", { name: "Tous les albums" })).toHaveAttribute("href", "/albums");
      await visitorPage.waitForLoadState("networkidle");
      expect(await axeViolations(visitorPage)).toEqual([]);
      expect(nuErrors({ [path]: await (await request.get(path)).text() })).toBe("");
      const search = visitorPage.getByRole("search", { name: "Un sujet précis ?" });
      const field = search.getByRole("searchbox", { name: "Rechercher sur le site" });
      await expect(field).toHaveAttribute("placeholder", "Stress, confiance en soi…");
      await field.fill("stress");
      await field.press("Enter");
      await expect(visitorPage).toHaveURL(/\/recherche\?q=stress$/);
      await expect(visitorPage.getByRole("link", { name: "Apprivoiser son stress au quotidien" })).toBeVisible();
      await visitor.close();
    } finally {
      await admin.close();
      await restoreSeeded(request, pageId);
    }
  });

  test("a gallery with an image uploaded through the panel is published (WebP srcset), then the seeded revision is restored from the history", async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const admin = await adminContext(browser, baseURL!);
    const page = await admin.newPage();
    const panel = await openEditor(page, "/prestations/coach-developpement-personnel");
    const pageId = await pageIdOf(page);
    let uploadedId: number | null = null;
    try {
      await panel.getByLabel("Ajouter un bloc").selectOption({ label: "Galerie" });
      await panel.getByRole("button", { name: "Ajouter", exact: true }).click();
      const image = panel.getByRole("group", { name: "Image 1" });
      // The library's picker: a generated PNG sent through its real file input, with its text alternative.
      await image.getByRole("button", { name: /^(Changer d'image|Choisir une image)$/ }).click();
      const picker = page.getByRole("dialog", { name: /^Choisir une image/ });
      const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 90 } } }).png().toBuffer();
      await picker.getByLabel("Choisir des fichiers").setInputFiles({ name: "galerie-editeur-e2e.png", mimeType: "image/png", buffer });
      const pending = picker.getByRole("list", { name: "Images à envoyer" });
      await pending.getByLabel("Texte alternatif (obligatoire)").fill("Image de la galerie");
      const uploaded = page.waitForResponse((answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname === "/api/admin/image", { timeout: 120_000 });
      await pending.getByRole("button", { name: "Envoyer" }).click();
      const answer = await uploaded;
      expect(answer.status()).toBe(201);
      uploadedId = ((await answer.json()) as { data: { id: number } }).data.id;
      await expect(picker.getByText("Image « Image de la galerie » ajoutée.")).toBeVisible({ timeout: 30_000 });
      // The new image is selected in the library: choose it.
      await expect(picker.getByRole("list", { name: "Bibliothèque d'images" }).getByRole("button", { name: /^Image de la galerie/ })).toHaveAttribute("aria-pressed", "true");
      await picker.getByRole("button", { name: "Choisir cette image" }).click();
      await expect(picker).toBeHidden();
      await expect(image.getByLabel("Texte alternatif", { exact: true })).toHaveValue("Image de la galerie");
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 10_000 });
      await panel.getByRole("button", { name: "Publier" }).click();
      await expect(page.getByText("Page publiée")).toBeVisible();
      const visitor = await visitorContext(browser, baseURL!);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto("/prestations/coach-developpement-personnel");
      await expect(visitorPage.getByRole("button", { name: /Image de la galerie/ })).toBeVisible();
      // Served responsive: WebP variants in a srcset (several widths), each answered as WebP.
      const webp = visitorPage.locator(`source[type='image/webp'][srcset*='/images/${uploadedId}/']`).first();
      await expect(webp).toBeAttached();
      const candidates = (await webp.getAttribute("srcset"))!.split(",").map((candidate) => candidate.trim().split(/\s+/));
      expect(candidates.length).toBeGreaterThan(1);
      for (const [url, width] of candidates) {
        expect(width).toMatch(/^\d+w$/);
        const file = await visitor.request.get(url!);
        expect(file.status(), url).toBe(200);
        expect(file.headers()["content-type"], url).toBe("image/webp");
        const bytes = await file.body();
        expect(bytes.subarray(0, 4).toString("ascii") + bytes.subarray(8, 12).toString("ascii"), url).toBe("RIFFWEBP");
      }

      await panel.getByRole("button", { name: "Historique" }).click();
      const history = page.getByRole("dialog", { name: "Historique des versions" });
      await expect(history.getByTestId("ea-revision").first()).toContainText("Version en ligne");
      await expectNoAxeViolation(page, "[role='dialog']", "revisions");
      await expectValidHtml(history, "revisions dialog");
      await history.getByTestId("ea-revision").last().getByRole("button", { name: /Restaurer/ }).click();
      await expect(page.getByText("Version restaurée et publiée")).toBeVisible();
      await visitorPage.reload();
      await expect(visitorPage.getByRole("button", { name: /Image de la galerie/ })).toHaveCount(0);
      await visitor.close();
    } finally {
      await admin.close();
      await restoreSeeded(request, pageId);
      if (uploadedId !== null) await request.delete(`/api/admin/image/${uploadedId}?force=true`, { headers: auth() });
    }
  });
});
