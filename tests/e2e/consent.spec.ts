import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Locator, type Page } from "./support/test";
import { CONSENT_COOKIE_NAME, CONSENT_MAX_DAYS, isTrackerUrl, TRACKER_SERVICES, TRACKER_URL_MARKERS } from "../../lib/domain/trackers";
import { SAMPLE_AFTER_BODY_MARKER, SAMPLE_PIXEL_HOST, trackerApps } from "../../lib/platform/seed/site-69/trackers";
import { startServer, stopServer, waitForApi, type Server } from "./support/server";
import { SITE_HEADERS } from "./support/site";

/**
 * Cookie consent (SPEC §1, §2, §9) and the hard rule of ARCHITECTURE "Security defaults": trackers
 * never reach the page before consent. Every tracker host (and the sample owner pixel's host) is
 * intercepted, counted and aborted: nothing reaches the network.
 */

const GA_ID = "G-ELAN0000";
/** Ids of the sample trackers: tracker configuration, never in the server HTML. */
const TRACKER_IDS = [GA_ID, ...trackerApps.flatMap((app) => Object.values(app.publicConfig).map(String))];
/** Everything the server HTML (RSC payload included) must not contain. */
const FORBIDDEN_IN_HTML = [...TRACKER_URL_MARKERS, SAMPLE_PIXEL_HOST, SAMPLE_AFTER_BODY_MARKER, "fbevents.js", "gtag/js", ...TRACKER_IDS];

interface Traffic {
  /** Tracker requests (blocked). */
  trackers: string[];
  /** Tracker configuration read from the platform API (path + `type` filter). */
  configCalls: string[];
  /** Every tarteaucitron file the page asked for. */
  tarteaucitronFiles: string[];
}

async function watchTraffic(context: BrowserContext): Promise<Traffic> {
  const traffic: Traffic = { trackers: [], configCalls: [], tarteaucitronFiles: [] };
  await context.route(
    (url) => isTrackerUrl(url) || url.hostname === SAMPLE_PIXEL_HOST,
    async (route) => {
      traffic.trackers.push(route.request().url());
      await route.abort("blockedbyclient");
    },
  );
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/external-app/")) traffic.configCalls.push(url.pathname);
    if (url.pathname === "/api/parameter" && url.searchParams.has("type")) {
      traffic.configCalls.push(`${url.pathname}?type=${url.searchParams.get("type")}`);
    }
    if (/tarteaucitron/i.test(url.pathname) || /tarteaucitron/i.test(url.hostname)) traffic.tarteaucitronFiles.push(url.href);
  });
  return traffic;
}

/**
 * A visitor who does nothing gets the banner a few seconds after load and idle
 * (components/consent/start-trigger.ts, CONSENT_IDLE_DELAY_MS): its first appearance may take longer
 * than expect's default 5 s.
 */
const BANNER_START = { timeout: 20_000 };

function banner(page: Page): Locator {
  return page.locator("#tarteaucitronAlertBig");
}

/** tarteaucitron wires its buttons 500 ms after showing the banner: retry until the choice is taken. */
async function choose(page: Page, label: "Tout accepter" | "Tout refuser") {
  await expect(banner(page)).toBeVisible(BANNER_START);
  await expect(async () => {
    await banner(page).getByRole("button", { name: label }).click({ timeout: 2_000 });
    await expect(banner(page)).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Waits until tarteaucitron has run on this page (its root exists once the services are read). */
async function waitForConsentManager(page: Page) {
  await expect(page.locator("#tarteaucitronRoot")).toBeAttached(BANNER_START);
  await page.waitForLoadState("networkidle");
}

/** The footer's « Gestion des cookies » button (reopens the preferences panel). */
function cookieSettings(page: Page): Locator {
  return page.locator("footer").getByRole("button", { name: "Gestion des cookies" });
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/** `page_view` events queued for gtag (gtag.js itself is blocked, so its queue is what was sent to it). */
async function gaPageViews(page: Page): Promise<string[]> {
  return page.evaluate((gaId) => {
    const entries = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    return entries
      .filter((e) => e[0] === "event" && e[1] === "page_view" && (e[2] as { send_to?: string }).send_to === gaId)
      .map((e) => new URL((e[2] as { page_location: string }).page_location).pathname);
  }, GA_ID);
}

test.describe("cookie consent and trackers", () => {
  test("the server HTML of the pages carries no tracker, tracker id nor owner code", async ({ request }) => {
    for (const path of ["/", "/nous-contacter", "/legal-notice"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = (await response.text()).toLowerCase();
      for (const marker of FORBIDDEN_IN_HTML) {
        expect(html.includes(marker.toLowerCase()), `${path} must not contain « ${marker} »`).toBe(false);
      }
    }
  });

  test("before any choice: a French banner at the bottom, a choice is required, no tracker", async ({ page, context, baseURL }) => {
    const traffic = await watchTraffic(context);
    await page.goto("/");
    const alert = banner(page);
    await expect(alert).toBeVisible(BANNER_START);
    await expect(page.locator("#tarteaucitronRoot")).toHaveAttribute("lang", "fr");
    await expect(alert).toContainText("Ce site utilise des cookies");
    await expect(alert.getByRole("button", { name: "Tout accepter" })).toHaveText("Tout accepter");
    await expect(alert.getByRole("button", { name: "Tout refuser" })).toHaveText("Tout refuser");

    // At the bottom of the viewport, not covering the page.
    const box = (await alert.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 2);
    expect(box.y).toBeGreaterThan(0);

    // No way to dismiss it without choosing: no "X", Escape and the preferences panel's « Fermer » keep it.
    await expect(page.locator("#tarteaucitronCloseCross")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(alert).toBeVisible();
    const panel = page.locator("#tarteaucitron");
    await expect(async () => {
      await alert.getByRole("button", { name: "Personnaliser" }).click({ timeout: 2_000 });
      await expect(panel).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await panel.locator("#tarteaucitronClosePanel").click();
    await expect(panel).toBeHidden();
    await expect(alert).toBeVisible();

    // Still asked on the next page: nothing was implied by browsing.
    await page.goto("/legal-notice");
    await expect(banner(page)).toBeVisible(BANNER_START);
    await page.waitForLoadState("networkidle");

    expect(traffic.trackers).toEqual([]);
    expect(traffic.configCalls).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    await expect(page.locator(`[${SAMPLE_AFTER_BODY_MARKER}]`)).toHaveCount(0);
    // tarteaucitron and its files come from this site, never from a CDN.
    const origin = new URL(baseURL!).origin;
    expect(traffic.tarteaucitronFiles.length).toBeGreaterThanOrEqual(3);
    for (const url of traffic.tarteaucitronFiles) expect(new URL(url).origin, url).toBe(origin);
    for (const file of ["/vendor/tarteaucitron/tarteaucitron.min.js", "/vendor/tarteaucitron/lang/tarteaucitron.fr.min.js", "/vendor/tarteaucitron/css/tarteaucitron.min.css"]) {
      expect(traffic.tarteaucitronFiles.some((url) => new URL(url).pathname === file), file).toBe(true);
    }
  });

  test("deny-all: no tracker on this page nor the next ones, choice kept at most 13 months", async ({ page, context }) => {
    const traffic = await watchTraffic(context);
    await page.goto("/");
    await choose(page, "Tout refuser");

    for (const path of ["/nous-contacter", "/legal-notice"]) {
      await page.goto(path);
      await waitForConsentManager(page);
      await expect(banner(page)).toBeHidden();
      // « Gestion des cookies » in the footer stays, to change one's mind later (no floating icon).
      await expect(cookieSettings(page)).toBeVisible();
      await expect(page.locator("#tarteaucitronManager")).toHaveCount(0);
    }
    await cookieSettings(page).click();
    await expect(page.locator("#tarteaucitron")).toBeVisible();
    await page.locator("#tarteaucitronClosePanel").click();

    expect(traffic.trackers).toEqual([]);
    expect(traffic.configCalls).toEqual([]);
    expect(await page.evaluate(() => [typeof window.gtag, typeof window.fbq])).toEqual(["undefined", "undefined"]);
    await expect(page.locator(`[${SAMPLE_AFTER_BODY_MARKER}]`)).toHaveCount(0);

    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE_NAME);
    expect(cookie, "the tarteaucitron cookie").toBeDefined();
    for (const { key } of TRACKER_SERVICES) expect(cookie!.value).toContain(`!${key}=false`);
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThanOrEqual(CONSENT_MAX_DAYS);
  });

  test("accept-all: GA4, the Meta pixel and the owner's code load; client-side navigations send GA page views", async ({ page, context }) => {
    const traffic = await watchTraffic(context);
    await page.goto("/");
    await expect(banner(page)).toBeVisible(BANNER_START);
    await page.waitForLoadState("networkidle");
    expect(traffic.trackers).toEqual([]);
    expect(traffic.configCalls).toEqual([]);

    await choose(page, "Tout accepter");

    // gtag.js (GA4 and Google Ads), Meta's fbevents.js, the owner script's pixel.
    await expect
      .poll(() => traffic.trackers.some((url) => hostOf(url) === "www.googletagmanager.com" && new URL(url).pathname === "/gtag/js"))
      .toBe(true);
    await expect.poll(() => traffic.trackers.some((url) => hostOf(url) === "connect.facebook.net" && url.endsWith("/fbevents.js"))).toBe(true);
    await expect.poll(() => traffic.trackers.some((url) => hostOf(url) === SAMPLE_PIXEL_HOST && url.includes("/p.gif?site=69"))).toBe(true);
    // AFTER_BODY_HTML_TO_LOAD, appended at the end of <body>.
    await expect(page.locator(`body > [${SAMPLE_AFTER_BODY_MARKER}]`)).toHaveCount(1);

    // The configuration was read only now, from the platform API.
    expect([...new Set(traffic.configCalls)].sort()).toEqual([
      "/api/external-app/GOOGLE_ADS/config/public",
      "/api/external-app/GOOGLE_ANALYTICS/config/public",
      "/api/external-app/META_PIXEL/config/public",
      "/api/parameter?type=SCRIPT_TO_LOAD,AFTER_BODY_HTML_TO_LOAD",
    ]);
    const configured = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((e) => e[0] === "config").map((e) => String(e[1])),
    );
    expect(configured).toEqual(expect.arrayContaining([GA_ID, "AW-123456789"]));
    await expect.poll(() => gaPageViews(page)).toEqual(["/"]);

    // A client-side navigation (same document) sends a GA page view for the new route.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const link = page.locator('a[href="/nous-contacter"]').filter({ visible: true }).first();
    if ((await link.count()) > 0) await link.click();
    // Phone layouts may hide the menu: Next routes native history calls too (usePathname follows).
    else await page.evaluate(() => window.history.pushState(null, "", "/nous-contacter"));
    await page.waitForURL("**/nous-contacter");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => gaPageViews(page)).toEqual(["/", "/nous-contacter"]);

    // The stored consent loads the trackers on the next visit, without asking again.
    const before = traffic.trackers.length;
    await page.goto("/legal-notice");
    await waitForConsentManager(page);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => traffic.trackers.length).toBeGreaterThan(before);
    await expect.poll(() => gaPageViews(page)).toEqual(["/legal-notice"]);
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE_NAME);
    for (const { key } of TRACKER_SERVICES) expect(cookie!.value).toContain(`!${key}=true`);
  });
});

test.describe("what the banner lists, and where its button sits", () => {
  test("the banner lists the site's trackers, named as GET /consent/services names them, and nothing else", async ({ page, request }) => {
    const response = await request.get("/api/consent/services", { headers: SITE_HEADERS });
    const services = (await response.json()).data as { key: string; name: string }[];
    expect(services.length).toBeGreaterThan(0);
    await page.goto("/");
    await expect(async () => {
      await banner(page).getByRole("button", { name: "Personnaliser" }).click({ timeout: 2_000 });
      await expect(page.locator("#tarteaucitron")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const lines = page.locator("#tarteaucitronServices li.tarteaucitronLine[id$='Line']");
    await expect(lines).toHaveCount(services.length);
    // tarteaucitron groups the lines by category: compare as sets.
    expect((await lines.evaluateAll((items) => items.map((item) => item.id))).sort()).toEqual(services.map((s) => `${s.key}Line`).sort());
    for (const { name } of services) await expect(page.locator("#tarteaucitronServices")).toContainText(name);
  });

  test("react-query comes with the trackers' configuration, after consent, never with the page", async ({ page, context }) => {
    await watchTraffic(context);
    // A method name of react-query's QueryClient, kept by minification.
    const scripts: { url: string; hasReactQuery: Promise<boolean> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({ url: response.url(), hasReactQuery: response.text().then((body) => body.includes("isStaleByTime"), () => false) });
    });
    const withReactQuery = async () => (await Promise.all(scripts.map(async (s) => ((await s.hasReactQuery) ? s.url : null)))).filter(Boolean);

    await page.goto("/");
    // The page's own scripts (first load, then hydration) are in: none of them is react-query.
    // Modules that read data later (the site's popups, after load + idle + 1.5 s) may bring it.
    expect(scripts.length).toBeGreaterThan(0);
    expect(await withReactQuery()).toEqual([]);
    await expect(banner(page)).toBeVisible(BANNER_START);

    await choose(page, "Tout accepter");
    await expect.poll(async () => (await withReactQuery()).length).toBeGreaterThan(0);
  });

  test("on phones, after the choice, nothing covers the bottom bar's items", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the bottom bar is a phone layout");
    await page.goto("/");
    await choose(page, "Tout refuser");
    await waitForConsentManager(page);
    const items = page.getByRole("navigation", { name: "Accès rapide" }).locator("li > *").filter({ visible: true });
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const item = items.nth(index);
      const box = (await item.boundingBox())!;
      const hit = await item.evaluate((element, point) => {
        const top = document.elementFromPoint(point.x, point.y);
        return top !== null && (top === element || element.contains(top));
      }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(hit, `bottom-bar item ${index + 1} is reachable`).toBe(true);
    }
  });
});

test.describe("a site without trackers (site 70)", () => {
  // Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
  const PORT = Number(process.env.E2E_PORT ?? 3210) + 41;
  const dataDir = path.resolve(".tmp", `consent-site70-${PORT}`);
  let server: Server;

  test.setTimeout(240_000);
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one viewport is enough");
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = startServer(PORT, { DATA_DIR: dataDir, SITE_ID: "70", LOG_LEVEL: "warn" });
    await waitForApi(PORT);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("no banner, no tarteaucitron, no « Gestion des cookies »: nothing to consent to", async ({ page, context }) => {
    const traffic = await watchTraffic(context);
    const services = await (await page.request.get(`http://127.0.0.1:${PORT}/api/consent/services`, { headers: { "X-Site-Id": "70" } })).json();
    expect(services.data).toEqual([]);
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("footer").first()).toBeVisible();
    await expect(cookieSettings(page)).toHaveCount(0);
    await expect(page.locator("#tarteaucitronRoot")).toHaveCount(0);
    expect(traffic.tarteaucitronFiles).toEqual([]);
    expect(traffic.trackers).toEqual([]);
    expect(traffic.configCalls).toEqual([]);
  });
});
