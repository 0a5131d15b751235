import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { setParameter, SITE_HEADERS } from "./support/site";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const STRESS_TITLE = "5 techniques pour apprivoiser son stress au travail";
const STRESS_SLUG = "5-techniques-pour-apprivoiser-son-stress-au-travail";

interface Summary {
  id: number;
  title: string;
  slug: string;
}

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(`/api${url}`, { headers: SITE_HEADERS });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
}

async function stressArticle(request: APIRequestContext): Promise<Summary> {
  const root = await apiData<{ blogs: Summary[] }>(request, "/blog/folder?nbItem=100");
  return root.blogs.find((b) => b.title === STRESS_TITLE)!;
}

async function newPages(request: APIRequestContext): Promise<string[]> {
  const article = await stressArticle(request);
  const folders = await apiData<{ list: (Summary & { idParent: number | null })[] }>(request, "/blog/folder/list");
  const folder = folders.list.find((f) => f.title === "Gestion du stress")!;
  const news = await apiData<{ list: Summary[] }>(request, "/news?nbItem=1");
  return ["/blog", `/blog/dossier/${folder.id}/${folder.slug}`, `/blog/${article.id}/${article.slug}`, "/actualites", `/actualites/${news.list[0]!.id}/${news.list[0]!.slug}`];
}

async function expectNoAxeViolation(page: Page, route: string) {
  await page.waitForLoadState("networkidle");
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const report = result.violations.map((v) => `${route}: ${v.id} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(report, report.join("\n")).toEqual([]);
}

/** Clicks a link and waits for the new page (client navigation or full load alike). */
async function follow(page: Page, link: ReturnType<Page["getByRole"]>, expectedPath: string | RegExp) {
  await link.click();
  await expect(page).toHaveURL(typeof expectedPath === "string" ? new RegExp(`${expectedPath.replace(/[?]/g, "\\?")}$`) : expectedPath);
}

// The seeded parameters this file's tests change, set back before each test: a test that timed
// out may not have run its `finally` (and CI runs it again on the same server).
test.beforeEach(async ({ request }) => {
  await setParameter(request, "IS_BLOG_ACTIVATED", "true");
  await setParameter(request, "SHOW_PROMOTE_NEWS", "false");
  await setParameter(request, "SHOW_PROMOTE_MESSAGE", "false");
  await setParameter(request, "PROMOTED_NEWS_STYLE", "BANNER");
});

test.describe("blog", () => {
  test("reads an article through its folder, then goes back up by the breadcrumb", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.locator("main article")).toHaveCount(8);
    await follow(page, page.getByRole("navigation", { name: "Dossiers du blog" }).getByRole("link", { name: /Gestion du stress/ }), /\/blog\/dossier\/\d+\/gestion-du-stress$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gestion du stress");
    await expect(page.locator("main article")).toHaveCount(3);
    await follow(page, page.getByRole("link", { name: STRESS_TITLE }), new RegExp(`/blog/\\d+/${STRESS_SLUG}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STRESS_TITLE);
    await expect(page.getByRole("heading", { level: 2, name: "1. La respiration carrée" })).toBeVisible();
    await expect(page.getByText("par Claire Morel")).toBeVisible();

    const breadcrumb = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Accueil ›", "Blog ›", "Gestion du stress ›", STRESS_TITLE]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(STRESS_TITLE);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    const posting = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({ headline: STRESS_TITLE, author: { name: "Claire Morel" } });
    // The article's own canonical is in the head. (After client-side navigations the first page's
    // server-rendered head tags sometimes stay beside the new ones: a known defect, see the note of
    // this stop; crawlers read the server HTML: one of each, next test.)
    await expect(page.locator(`link[rel="canonical"][href$="/${STRESS_SLUG}"]`)).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute("href", new RegExp(`/blog/\\d+/${STRESS_SLUG}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    await follow(page, breadcrumb.getByRole("link", { name: "Gestion du stress" }), /\/blog\/dossier\/\d+\/gestion-du-stress$/);
    await follow(page, page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Blog" }), /\/blog$/);
  });

  test("a wrong or missing slug redirects (308) to the right address; unknown ids are 404", async ({ page, request }) => {
    const article = await stressArticle(request);
    const wrong = await request.get(`/blog/${article.id}/mauvais-titre`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(new URL(wrong.headers().location!, "http://x").pathname).toBe(`/blog/${article.id}/${STRESS_SLUG}`);
    await page.goto(`/blog/${article.id}`);
    expect(new URL(page.url()).pathname).toBe(`/blog/${article.id}/${STRESS_SLUG}`);
    const folder = (await apiData<{ list: Summary[] }>(request, "/blog/folder/list?title=Reconversion")).list[0]!;
    const folderRedirect = await request.get(`/blog/dossier/${folder.id}/x`, { maxRedirects: 0 });
    expect(folderRedirect.status()).toBe(308);
    expect(new URL(folderRedirect.headers().location!, "http://x").pathname).toBe(`/blog/dossier/${folder.id}/reconversion`);
    for (const missing of ["/blog/999999/x", "/blog/pas-un-nombre", "/blog/dossier/999999/x", "/blog?page=9", "/blog?page=abc", "/actualites/999999/x"]) {
      expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
    }
  });

  test("the server HTML of the blog, an article and the news page has one canonical and one description", async ({ request }) => {
    const article = (await request.get(`/blog/1/${STRESS_SLUG}`, { maxRedirects: 0 })).status() === 200 ? `/blog/1/${STRESS_SLUG}` : null;
    for (const path of ["/blog", "/actualites", ...(article ? [article] : [])]) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<link rel="canonical"/g), path).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
    }
  });

  test("the RSS feed is valid XML listing the articles", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    await page.goto("/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        titles: [...doc.querySelectorAll("item > title")].map((t) => t.textContent),
        links: [...doc.querySelectorAll("item > link")].map((t) => t.textContent),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.version).toBe("2.0");
    expect(feed.titles).toHaveLength(8);
    expect(feed.titles[0]).toBe(STRESS_TITLE);
    expect(feed.titles).toContain("Cohérence cardiaque : mode d'emploi");
    expect(feed.links[0]).toMatch(new RegExp(`^https?://[^/]+/blog/\\d+/${STRESS_SLUG}$`));
  });

  test("the sitemap lists the blog and the news", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(new RegExp(`/blog/\\d+/${STRESS_SLUG}</loc>`));
    expect(sitemap).toMatch(/\/blog\/dossier\/\d+\/gestion-du-stress<\/loc>/);
    expect(sitemap).toMatch(/\/actualites\/\d+\/rentree-2026-ateliers-collectifs-apprivoiser-son-stress<\/loc>/);
  });
});

test.describe("news", () => {
  test("a home news card opens its page; the news page lists every news", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("link", { name: "Élan Coaching ouvre un espace d'accompagnement à Grenoble" });
    await follow(page, card, /\/actualites\/\d+\/elan-coaching-ouvre-un-espace-a-grenoble$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Élan Coaching ouvre un espace d'accompagnement à Grenoble");
    await expect(page.getByText("rue Félix-Poulat")).toBeVisible();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    expect(jsonLd.find((d) => d["@type"] === "NewsArticle")).toMatchObject({ headline: "Élan Coaching ouvre un espace d'accompagnement à Grenoble" });

    await follow(page, page.getByRole("link", { name: "Toutes les actualités" }), /\/actualites$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
    await expect(page.locator("main article")).toHaveCount(4);
    // The news page's own description is in the head (see the canonical note in the blog test).
    await expect(page.locator('meta[name="description"][content^="Actualités d\'Élan Coaching"]')).toHaveCount(1);
  });

  test("the home links to the blog", async ({ page }) => {
    await page.goto("/");
    await follow(page, page.getByRole("link", { name: "Tous les articles du blog" }), /\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  });
});

test.describe("parameters", () => {
  test("IS_BLOG_ACTIVATED off: the blog pages and feed are 404 and nothing links to them", async ({ page, request }) => {
    const article = await stressArticle(request);
    await setParameter(request, "IS_BLOG_ACTIVATED", "false");
    try {
      for (const route of ["/blog", `/blog/${article.id}/${STRESS_SLUG}`, "/blog/rss.xml"]) {
        expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(404);
      }
      await page.goto("/");
      await expect(page.locator('a[href^="/blog"]')).toHaveCount(0);
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/blog");
    } finally {
      await setParameter(request, "IS_BLOG_ACTIVATED", "true");
    }
    expect((await request.get("/blog")).status()).toBe(200);
  });

  test("SHOW_PROMOTE_NEWS with the BANNER style and SHOW_PROMOTE_MESSAGE set the promoted news apart", async ({ page }) => {
    const promotedTitle = "Rentrée 2026 : nos ateliers collectifs « Apprivoiser son stress »";
    await page.goto("/actualites");
    await expect(page.getByRole("region", { name: "À la une" })).toHaveCount(0);
    await setParameter(page.request, "SHOW_PROMOTE_NEWS", "true");
    await setParameter(page.request, "SHOW_PROMOTE_MESSAGE", "true");
    try {
      await page.goto("/actualites");
      const banner = page.getByRole("region", { name: "À la une" });
      await expect(banner.getByRole("link", { name: promotedTitle })).toBeVisible();
      await expect(banner.getByText("Dès le 29 septembre")).toBeVisible();
      // Out of the grid: the three other news remain as cards.
      await expect(page.locator("main article")).toHaveCount(3);
      await expectNoAxeViolation(page, "/actualites (à la une)");
    } finally {
      await setParameter(page.request, "SHOW_PROMOTE_NEWS", "false");
      await setParameter(page.request, "SHOW_PROMOTE_MESSAGE", "false");
    }
  });
});

test.describe("promoted news as a popup", () => {
  test("PROMOTED_NEWS_STYLE POPUP opens the promoted news in a dialog once", async ({ page }) => {
    await setParameter(page.request, "SHOW_PROMOTE_NEWS", "true");
    await setParameter(page.request, "PROMOTED_NEWS_STYLE", "POPUP");
    try {
      await page.goto("/actualites");
      const dialog = page.getByRole("dialog", { name: "À la une" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Rentrée 2026 : nos ateliers collectifs « Apprivoiser son stress »")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } finally {
      await setParameter(page.request, "SHOW_PROMOTE_NEWS", "false");
      await setParameter(page.request, "PROMOTED_NEWS_STYLE", "BANNER");
    }
  });
});

test.describe("quality of the new pages", () => {
  test("axe finds no violation", async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const route of await newPages(request)) {
      await page.goto(route);
      await expectNoAxeViolation(page, route);
    }
  });

  test("the Nu HTML checker finds no error", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "server HTML is the same for every viewport");
    test.setTimeout(120_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-blog-"));
    try {
      const files = await Promise.all(
        (await newPages(request)).map(async (route, i) => {
          const file = path.join(dir, `${i}-${route.replace(/[^a-z0-9]+/gi, "_")}.html`);
          fs.writeFileSync(file, await (await request.get(route)).text());
          return file;
        }),
      );
      let output = "";
      try {
        execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "text", ...files], { encoding: "utf8", stdio: "pipe" });
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string };
        output = `${e.stdout ?? ""}${e.stderr ?? ""}`;
      }
      expect(output.trim(), output).toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
