import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page, type Response } from "./support/test";
import { E2E_DATA_DIR, E2E_PORT } from "../../playwright.config";
import { startServer, stopServer, waitForApi, type Server } from "./support/server";
import { adminToken, refuseTrackersBeforehand, sessionCookies } from "./support/site";

/**
 * ARCHITECTURE.md « Many sites, one deployment » (issue 11): ONE production server shows each
 * site on its own hosts — http://localhost:<port> the coaching site (69), http://vins.localhost:<port>
 * the wine shop (70; Chromium resolves *.localhost to this machine) — and SITE_ID (69) on a host
 * no site has (http://127.0.0.1:<port>, what the rest of the suite opens). Its own server (a copy of
 * the suite's prepared data dir), with a page cache that keeps pages for a minute, so that a page
 * stored for one host would be seen if it were ever replayed on the other.
 */

// Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
const PORT = E2E_PORT + 31;
const COACHING = `http://localhost:${PORT}`;
const WINE = `http://vins.localhost:${PORT}`;
const UNKNOWN_HOST = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve(".tmp", "e2e-multi-site-data");

interface SampleSite {
  origin: string;
  id: string;
  name: string;
  /** --color-primary (HEADING_COLOR). */
  primary: string;
  /** A menu entry only this site has. */
  menuEntry: string;
  /** Text only the other site shows. */
  other: string;
}
const COACHING_SITE: SampleSite = { origin: COACHING, id: "69", name: "Élan Coaching", primary: "#00566f", menuEntry: "Coach de vie", other: "Trois Collines" };
const WINE_SITE: SampleSite = { origin: WINE, id: "70", name: "Domaine des Trois Collines", primary: "#7b1e3a", menuEntry: "Le domaine", other: "Élan Coaching" };
const otherThan = (site: SampleSite) => (site === COACHING_SITE ? WINE_SITE : COACHING_SITE);

let server: Server;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(path.join(E2E_DATA_DIR, "prepared"), dataDir, { recursive: true });
  server = startServer(PORT, { DATA_DIR: dataDir, SITE_ID: "69", LOG_LEVEL: "warn", PAGE_CACHE_TTL_MS: "60000" });
  await waitForApi(PORT);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  for (const origin of [COACHING, WINE, UNKNOWN_HOST]) await refuseTrackersBeforehand(context, origin);
});

async function siteShown(page: Page) {
  return {
    id: await page.locator("html").getAttribute("data-site-id"),
    title: await page.title(),
    primary: (await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary"))).trim().toLowerCase(),
  };
}

/** The page's HTML as the server sent it, and whether the page cache answered. */
async function served(response: Response | null) {
  expect(response?.status()).toBe(200);
  return { cache: response!.headers()["x-page-cache"], html: await response!.text() };
}

function expectPageOf(site: SampleSite, html: string) {
  expect(html).toContain(`data-site-id="${site.id}"`);
  expect(html).toContain(site.name);
  expect(html).not.toContain(site.other);
}

test("each host shows its own site: name, theme colour and menu", async ({ page }) => {
  for (const site of [COACHING_SITE, WINE_SITE]) {
    await page.goto(`${site.origin}/`);
    expect(await siteShown(page)).toEqual({ id: site.id, title: site.name, primary: site.primary });
    await expect(page.locator("header").getByRole("link", { name: site.menuEntry, exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: otherThan(site).menuEntry, exact: true })).toHaveCount(0);
  }
});

test("a host no site has shows SITE_ID's site (69)", async ({ page }) => {
  await page.goto(`${UNKNOWN_HOST}/`);
  expect(await siteShown(page)).toEqual({ id: "69", title: "Élan Coaching", primary: "#00566f" });
});

test("the same path on both hosts, page cache on: each host gets its own page, in both orders, never the other's", async ({ page }) => {
  // /nous-contacter exists on both sites; the coaching site's copy is rendered (and stored) first.
  // /legal-notice too; the wine shop's first.
  for (const [pathname, first, second] of [
    ["/nous-contacter", COACHING_SITE, WINE_SITE],
    ["/legal-notice", WINE_SITE, COACHING_SITE],
  ] as const) {
    const firstMiss = await served(await page.goto(`${first.origin}${pathname}`));
    expect(firstMiss.cache, `${first.origin}${pathname}`).toBe("miss");
    expectPageOf(first, firstMiss.html);
    const secondMiss = await served(await page.goto(`${second.origin}${pathname}`));
    expect(secondMiss.cache, `${second.origin}${pathname}: not the other host's stored page`).toBe("miss");
    expectPageOf(second, secondMiss.html);
    // Both stored now: each host is answered from the cache with its own page.
    for (const [site, stored] of [[first, firstMiss], [second, secondMiss]] as const) {
      const hit = await served(await page.goto(`${site.origin}${pathname}`));
      expect(hit.cache, `${site.origin}${pathname}`).toBe("hit");
      expectPageOf(site, hit.html);
      expect(hit.html).toBe(stored.html);
    }
  }
});

test("a page of one site is a 404 on the other's host; sitemap and canonical URLs follow the host", async ({ page }) => {
  expect((await page.goto(`${COACHING}/coach-de-vie`))?.status()).toBe(200);
  expect((await page.goto(`${WINE}/coach-de-vie`))?.status()).toBe(404);
  expect((await page.goto(`${WINE}/le-domaine`))?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${WINE}/le-domaine`);
  expect((await page.goto(`${COACHING}/le-domaine`))?.status()).toBe(404);

  const sitemap = await (await page.goto(`${WINE}/sitemap.xml`))!.text();
  expect(sitemap).toContain(`<loc>${WINE}/le-domaine</loc>`);
  expect(sitemap).not.toContain("coach-de-vie");
  const robots = await (await page.goto(`${WINE}/robots.txt`))!.text();
  expect(robots).toContain(`Sitemap: ${WINE}/sitemap.xml`);
});

test("a parameter change on the wine shop restyles its pages and leaves the coaching site's HTML as it was", async ({ page, request }) => {
  const themeOf = async (origin: string) => {
    await page.goto(`${origin}/`);
    return page.locator("#site-theme").textContent();
  };
  const coachingBefore = await themeOf(COACHING);
  const wineBefore = await themeOf(WINE);
  const put = (value: string | null) =>
    request.put(`${UNKNOWN_HOST}/api/admin/parameter/HEADING_COLOR`, {
      headers: { "X-Site-Id": "70", "Accept-Language": "fr", Authorization: `Bearer ${adminToken(70)}` },
      data: { value },
    });
  expect((await put("#1E5B3AFF")).status()).toBe(200);
  try {
    await page.goto(`${WINE}/`);
    expect((await siteShown(page)).primary).toBe("#1e5b3a");
    expect(await page.locator("#site-theme").textContent()).not.toBe(wineBefore);
    await page.goto(`${COACHING}/`);
    expect(await siteShown(page)).toEqual({ id: "69", title: "Élan Coaching", primary: "#00566f" });
    expect(await page.locator("#site-theme").textContent()).toBe(coachingBefore);
  } finally {
    expect((await put("#7B1E3AFF")).status()).toBe(200);
  }
});

/** An admin's session cookies (a 69 admin's cookies copied onto the wine host, say). */
async function withToken(context: BrowserContext, origin: string, token: string) {
  await context.addCookies(sessionCookies(token, origin, origin === WINE ? 70 : 69, "staff"));
}

test("an administrator of the coaching site is nothing on the wine shop's host", async ({ page, context }) => {
  const toolbar = page.getByRole("toolbar", { name: "Administration du site" });
  await withToken(context, COACHING, adminToken(69));
  await page.goto(`${COACHING}/`);
  await expect(toolbar).toBeVisible();
  // Cookies belong to their host: localhost's session is not sent to vins.localhost…
  await page.goto(`${WINE}/`);
  await expect(page.locator("html")).toHaveAttribute("data-site-id", "70");
  await expect(toolbar).toHaveCount(0);
  // …and even sent there, a session of site 69 is not a login on site 70.
  await withToken(context, WINE, adminToken(69));
  await page.goto(`${WINE}/`);
  await page.waitForLoadState("networkidle");
  await expect(toolbar).toHaveCount(0);
  expect(await page.content()).not.toContain("Administration du site");
  // The wine shop's own administrator gets the toolbar there; its calls from the browser carry site 70.
  const siteIds = new Set<string>();
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) siteIds.add(r.headers()["x-site-id"] ?? "none");
  });
  await withToken(context, WINE, adminToken(70));
  await page.goto(`${WINE}/`);
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole("button", { name: "Pages", exact: true }).click();
  // The page list the panel reads from the platform is the wine shop's.
  const dialog = page.getByRole("dialog", { name: "Pages et menu" });
  await expect(dialog.getByText("/le-domaine")).toBeVisible();
  await expect(dialog.getByText("/coach-de-vie")).toHaveCount(0);
  expect([...siteIds]).toEqual(["70"]);
});

test("the browser's own API calls carry the site of the host", async ({ page }) => {
  for (const { origin, id } of [WINE_SITE, COACHING_SITE]) {
    await page.goto(`${origin}/auth`);
    const login = page.getByRole("region", { name: "J'ai déjà un compte" });
    await login.getByLabel("Adresse e-mail").fill("inconnu.multi-site@exemple.fr");
    await login.getByLabel("Mot de passe", { exact: true }).fill("Pas-le-bon-mot-de-passe-1");
    const [call] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === "/api/login"),
      login.getByRole("button", { name: "Se connecter" }).click(),
    ]);
    expect(new URL(call.url()).origin, origin).toBe(origin);
    expect(call.headers()["x-site-id"], origin).toBe(id);
  }
});

test("a ?from= visit counts for the site of the host it came to", async ({ page }) => {
  await page.goto(`${WINE}/le-domaine?from=e2e-multi-site-vins`);
  expect(page.url()).toBe(`${WINE}/le-domaine`);
  await page.goto(`${COACHING}/?from=e2e-multi-site-coaching`);
  expect(page.url()).toBe(`${COACHING}/`);
  // The server is stopped to read its embedded database (one process at a time).
  await stopServer(server);
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const visits = await db.query<{ site_id: number; source: string }>(
      "select site_id, source from visits where source like 'e2e-multi-site-%' order by source",
    );
    expect(visits.rows).toEqual([
      { site_id: 69, source: "e2e-multi-site-coaching" },
      { site_id: 70, source: "e2e-multi-site-vins" },
    ]);
  } finally {
    await db.close();
  }
});
