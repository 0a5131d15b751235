import AxeBuilder from "@axe-core/playwright";
import { nuErrorsOf } from "./support/checks";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "./support/test";
import sharp from "sharp";
import { adminToken, refuseTrackersBeforehand, SITE_HEADERS, adminCookies } from "./support/site";

const admin = () => ({ ...SITE_HEADERS, Authorization: `Bearer ${adminToken()}` });
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const ALT_REQUIRED = "Le texte alternatif est obligatoire : décrivez l'image pour les personnes qui ne la voient pas.";

interface Uploaded {
  id: number;
  path: string;
  alt: string;
  width: number;
  height: number;
  variants: { format: string; width: number; path: string }[];
}

interface Block {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

async function upload(request: APIRequestContext, name: string, alt = "Séance en atelier (test e2e)"): Promise<Uploaded> {
  const buffer = await sharp({ create: { width: 1100, height: 700, channels: 3, background: { r: 40, g: 110, b: 160 } } }).png().toBuffer();
  const response = await request.post("/api/admin/image", {
    headers: admin(),
    multipart: { file: { name, mimeType: "image/png", buffer }, alt },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Uploaded }).data;
}

async function pageId(request: APIRequestContext, url: string): Promise<number> {
  const tree = ((await (await request.get("/api/page", { headers: SITE_HEADERS })).json()) as { data: { id: number; url: string; children: unknown[] }[] }).data;
  const flat = (list: { id: number; url: string; children: unknown[] }[]): { id: number; url: string }[] =>
    list.flatMap((p) => [p, ...flat(p.children as typeof list)]);
  return flat(tree).find((p) => p.url === url)!.id;
}

async function publishedLayout(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/admin/page/${id}/layout`, { headers: admin() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { layout: { id: number; cms: { blocks: Block[] } } } }).data.layout;
}

async function publish(request: APIRequestContext, id: number, layoutId: number, cms: unknown) {
  const response = await request.post(`/api/admin/page/${id}/layout/${layoutId}/publish`, { headers: admin(), data: { cms } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("media library", () => {
  test("an uploaded image is listed, and its variants are served as WebP and AVIF with long cache", async ({ request }) => {
    const image = await upload(request, "atelier-e2e.png");
    try {
      const list = (await (await request.get("/api/admin/images?nbItem=100", { headers: admin() })).json()) as { data: { list: { id: number }[] } };
      expect(list.data.list.some((i) => i.id === image.id)).toBe(true);
      expect(image.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
        ["avif-320", "avif-640", "avif-960", "avif-1100", "webp-320", "webp-640", "webp-960", "webp-1100"].sort(),
      );
      for (const variant of image.variants) {
        const response = await request.get(variant.path);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(`image/${variant.format}`);
        expect(response.headers()["cache-control"]).toContain("max-age=31536000");
      }
      const original = await request.get(image.path);
      expect(original.headers()["content-type"]).toBe("image/png");
      // Anonymous visitors cannot list or upload.
      expect((await request.get("/api/admin/images", { headers: SITE_HEADERS })).status()).toBe(401);
    } finally {
      await request.delete(`/api/admin/image/${image.id}?force=true`, { headers: admin() });
    }
  });

  test("a gallery block with an uploaded image renders a srcset of WebP variants that answer 200 image/webp", async ({ page, request }) => {
    const image = await upload(request, "galerie-e2e.png");
    const id = await pageId(request, "coach-de-vie");
    const original = await publishedLayout(request, id);
    try {
      const blocks = structuredClone(original.cms.blocks);
      const gallery = blocks.find((b) => b.type === "gallery")!;
      const images = gallery.props.images as Record<string, unknown>[];
      images[0] = { src: image.path, alt: image.alt, imageId: image.id, width: image.width, height: image.height };
      await publish(request, id, original.id, { ...original.cms, blocks });

      await page.goto("/coach-de-vie");
      const source = page.locator(`picture source[type="image/webp"][srcset*="/images/${image.id}/"]`).first();
      await expect(source).toBeAttached();
      const srcset = (await source.getAttribute("srcset"))!;
      expect(await source.getAttribute("sizes")).toContain("25vw");
      const urls = srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]!);
      expect(urls.length).toBe(4);
      for (const url of urls) {
        expect(url).toMatch(/\.webp$/);
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/webp");
      }
      await expect(page.locator(`picture source[type="image/avif"][srcset*="/images/${image.id}/"]`).first()).toBeAttached();
      // The image in use cannot be deleted without force: 409 with the page listed.
      const refused = await request.delete(`/api/admin/image/${image.id}`, { headers: admin() });
      expect(refused.status()).toBe(409);
      expect(JSON.stringify(await refused.json())).toContain("/coach-de-vie");
    } finally {
      const current = await publishedLayout(request, id);
      await publish(request, id, current.id, original.cms);
      await request.delete(`/api/admin/image/${image.id}?force=true`, { headers: admin() });
    }
  });
});

async function adminContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await refuseTrackersBeforehand(context, baseURL);
  await context.addCookies(adminCookies(baseURL));
  return context;
}

async function expectNoAxeViolation(page: Page, include: string, label: string) {
  const result = await new AxeBuilder({ page }).include(include).withTags(AXE_TAGS).analyze();
  const report = result.violations.map((v) => `${label}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(report, report.join("\n")).toEqual([]);
}

/** The Nu HTML checker on an open dialog's markup, in a minimal document. */
async function expectValidHtml(dialog: Locator, label = "Panneau") {
  const errors = await nuErrorsOf(dialog, label);
  expect(errors, errors).toBe("");
}

/** The ids of the images whose alt is `alt` (cleanup when a test stops half-way). */
async function imagesWithAlt(request: APIRequestContext, alt: string): Promise<number[]> {
  const list = (await (await request.get("/api/admin/images?nbItem=100", { headers: admin() })).json()) as { data: { list: { id: number; alt: string }[] } };
  return list.data.list.filter((i) => i.alt === alt).map((i) => i.id);
}

test.describe("« Médias » panel and image picker", () => {
  test.describe.configure({ mode: "serial" });

  test("from the toolbar: a PNG sent with its text alternative (required, in French) is listed, axe and Nu clean, then deleted", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const alt = `Atelier du panneau ${Date.now().toString(36)}`;
    const context = await adminContext(browser, baseURL!);
    try {
      const page = await context.newPage();
      await page.goto("/legal-notice");
      const toolbar = page.getByRole("toolbar", { name: "Administration du site" });
      await expect(toolbar).toBeVisible();
      await toolbar.getByRole("button", { name: "Médias" }).click();
      const panel = page.getByRole("dialog", { name: "Médias" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("tab", { name: "Bibliothèque" })).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByRole("list", { name: "Bibliothèque d'images" })).toBeVisible();

      // A generated PNG through the panel's real file input.
      const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 160, g: 60, b: 40 } } }).png().toBuffer();
      await panel.getByLabel("Choisir des fichiers").setInputFiles({ name: "atelier-panneau-e2e.png", mimeType: "image/png", buffer });
      const pending = panel.getByRole("list", { name: "Images à envoyer" });
      await expect(pending.getByText("atelier-panneau-e2e.png")).toBeVisible();

      // Sent without its text alternative: refused before sending, in French, the field flagged and focused.
      await pending.getByRole("button", { name: "Envoyer" }).click();
      await expect(pending.getByRole("alert")).toHaveText(ALT_REQUIRED);
      const altField = pending.getByLabel("Texte alternatif (obligatoire)");
      await expect(altField).toHaveAttribute("aria-invalid", "true");
      await expect(altField).toBeFocused();
      await expectNoAxeViolation(page, '[role="dialog"]', "médias, texte alternatif manquant");
      await expectValidHtml(panel);

      // With it: a progress bar shows the sending, the file leaves the queue and joins the library.
      // Values are read from the mutated bars themselves, so a bar removed right after its last update
      // still counts. Reaching 1 is not asserted: Chromium may report the end of a small upload together
      // with the answer, and React then renders both in one pass.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { eaProgress: number[] }).eaProgress = seen;
        const record = (records: MutationRecord[]) => {
          for (const entry of records) {
            const bars = entry.target instanceof HTMLProgressElement ? [entry.target] : [...(entry.target as Element).querySelectorAll?.("progress") ?? []];
            for (const bar of bars) seen.push((bar as HTMLProgressElement).value);
          }
        };
        new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
      });
      await altField.fill(alt);
      await pending.getByRole("button", { name: "Envoyer" }).click();
      await expect(panel.getByRole("status").first()).toHaveText(`Image « ${alt} » ajoutée.`, { timeout: 120_000 });
      await expect(pending).toHaveCount(0);
      const progress = await page.evaluate(() => (window as unknown as { eaProgress: number[] }).eaProgress);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((value, index) => value >= 0 && value <= 1 && (index === 0 || value >= progress[index - 1]!))).toBe(true);

      const library = panel.getByRole("list", { name: "Bibliothèque d'images" });
      const tile = library.getByRole("button", { name: new RegExp(`^${alt}`) });
      await expect(tile).toHaveAttribute("aria-pressed", "true");
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.locator("img")).toHaveJSProperty("complete", true);
      expect(await tile.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
      const details = panel.getByRole("region", { name: "Détails de l'image" });
      await expect(details.getByText("800 × 500 px", { exact: false })).toBeVisible();
      await expect(details.getByText("Cette image n'est utilisée nulle part.")).toBeVisible();
      const src = (await details.locator("img").first().getAttribute("src"))!;
      expect(src).toMatch(/^\/images\/\d+\/atelier-panneau-e2e\.png$/);
      await expectNoAxeViolation(page, '[role="dialog"]', "médias, image ajoutée");
      await expectValidHtml(panel);

      // Deleted from the panel, after confirmation: gone from the list and from the site.
      await details.getByRole("button", { name: "Supprimer", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Supprimer cette image ?" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
      await expect(panel.getByRole("status").first()).toHaveText("Image supprimée.");
      await expect(tile).toHaveCount(0);
      expect((await request.get(src)).status()).toBe(404);
    } finally {
      for (const id of await imagesWithAlt(request, alt)) await request.delete(`/api/admin/image/${id}?force=true`, { headers: admin() });
      await context.close();
    }
  });

  test("the editor's image picker puts a library image in the « Image et texte » block (draft only)", async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const alt = `Choix dans l'éditeur ${Date.now().toString(36)}`;
    const image = await upload(request, "choix-editeur-e2e.png", alt);
    const context = await adminContext(browser, baseURL!);
    let pageId: number | null = null;
    try {
      const page = await context.newPage();
      await page.goto("/");
      pageId = Number(await page.locator("#ea-page").getAttribute("data-page-id"));
      await page.getByRole("toolbar", { name: "Administration du site" }).getByRole("button", { name: "Modifier la page" }).click();
      await expect(page).toHaveURL(/apercu=1/);
      const panel = page.getByTestId("ea-edit-panel");
      await expect(panel.getByRole("status").first()).not.toHaveText("Chargement de la page…");
      await panel.getByRole("button", { name: /^Image et texte/ }).click();

      const field = panel.getByRole("group", { name: "Image", exact: true });
      await field.getByRole("button", { name: /^(Changer d'image|Choisir une image)$/ }).click();
      const picker = page.getByRole("dialog", { name: "Choisir une image — Image" });
      await expect(picker).toBeVisible();
      const tile = picker.getByRole("list", { name: "Bibliothèque d'images" }).getByRole("button", { name: new RegExp(`^${alt}`) });
      await tile.click();
      await expect(tile).toHaveAttribute("aria-pressed", "true");
      await expectNoAxeViolation(page, "dialog[open]", "sélecteur d'image");
      await expectValidHtml(picker, "Sélecteur d'image");
      await picker.getByRole("button", { name: "Choisir cette image" }).click();
      await expect(picker).toBeHidden();

      // The field shows it, with the library's text alternative; the draft is saved with its id.
      await expect(field.locator("img")).toHaveAttribute("src", image.path);
      await expect(field.getByLabel("Texte alternatif", { exact: true })).toHaveValue(alt);
      const savedDraft = async () => JSON.stringify((await (await request.get(`/api/admin/page/${pageId}/draft`, { headers: admin() })).json()).data);
      await expect.poll(savedDraft, { timeout: 15_000 }).toContain(`"imageId":${image.id}`);
      expect(await savedDraft()).toContain(image.path);
      await expect(panel.getByRole("status").first()).toHaveText("Enregistré", { timeout: 15_000 });
    } finally {
      if (pageId) await request.delete(`/api/admin/page/${pageId}/draft`, { headers: admin() });
      await request.delete(`/api/admin/image/${image.id}?force=true`, { headers: admin() });
      await context.close();
    }
  });
});
