import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../../playwright.config";
import { startServer, stopServer, waitForApi, type Server } from "./support/server";
import { crawlablePath, linkedPaths, sitemapPaths, watchPageProblems } from "./support/template-crawl";
import { MISSING_PAGE_PATH, readFixtures, readRecordingInfo, SAMPLE_SEARCH } from "../../scripts/mock-platform/fixtures";
import { describeRequest, startMockPlatform, type MockPlatform } from "../../scripts/mock-platform/server";

/**
 * `npm run dev:mock` (README): the storefront without a database, reading the mock platform's
 * recordings (tests/fixtures/platform). Here the production build is pointed (PLATFORM_API_URL) at
 * the mock, and every public template of site 69 is opened in the browser — the pages of the tree,
 * every page they link to (services, workshops, blog, news, albums…), the sitemap's entries and
 * the pages nothing links to (search, account forms, token links, the 404 page). Any error fails:
 * a status of 500 or more, a console error, an uncaught error — and any read the mock could not
 * answer from its own recording, which a page may survive (a block left out) but is a stale
 * recording: run `npm run mock:record`. tests/api/mock-platform-fixtures.test.ts checks that the
 * recordings are what the platform answers today.
 */

// Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
const STOREFRONT_PORT = E2E_PORT + 51;
const ORIGIN = `http://127.0.0.1:${STOREFRONT_PORT}`;
const dataDir = path.resolve(".tmp", "e2e-mock-platform-data");

/** The templates nothing links to, and the status each answers. */
const UNLINKED_TEMPLATES: readonly { path: string; status: number }[] = [
  { path: "/recherche", status: 200 },
  { path: `/recherche?q=${SAMPLE_SEARCH}`, status: 200 },
  { path: "/auth", status: 200 },
  { path: "/mon-compte", status: 200 }, // → /auth?retour=/mon-compte
  { path: "/password/reset/ask", status: 200 },
  { path: "/password/reset", status: 200 },
  { path: "/ateliers/annulation", status: 200 },
  { path: "/rendez-vous", status: 200 },
  { path: "/donner-mon-avis", status: 200 },
  { path: "/email/verification", status: 200 },
  { path: "/newsletter/confirmation", status: 200 },
  { path: MISSING_PAGE_PATH, status: 404 },
];

/** One page at least of each family of templates must have been opened (else the crawl found nothing). */
const TEMPLATE_FAMILIES = [/^\/$/, /^\/prestations\//, /^\/prestation\/\d+\//, /^\/ateliers$/, /^\/ateliers\/[^/]+\/\d+$/, /^\/blog$/, /^\/blog\/\d+\//, /^\/blog\/dossier\/\d+\//, /^\/actualites$/, /^\/actualites\/\d+\//, /^\/albums$/, /^\/albums\/\d+\//, /^\/legal-notice$/, /^\/prendre-un-rendez$/];

let mock: MockPlatform;
let storefront: Server;

test.describe("the storefront on the mock platform (npm run dev:mock)", () => {
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one viewport is enough: the reads do not depend on it");
    test.setTimeout(240_000);
    mock = await startMockPlatform(readFixtures(), 0, { log: () => undefined });
    fs.rmSync(dataDir, { recursive: true, force: true });
    storefront = startServer(STOREFRONT_PORT, { DATA_DIR: dataDir, PLATFORM_API_URL: mock.url, SITE_ID: "69", LOG_LEVEL: "warn", PAGE_CACHE_TTL_MS: "0" });
    await waitForApi(STOREFRONT_PORT);
  });

  test.afterAll(async () => {
    if (storefront) await stopServer(storefront);
    await mock?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("every public template of site 69 renders with no error and no read the recordings miss", async ({ page, request }) => {
    test.setTimeout(420_000);
    // The browser's clock on the recording day: what it asks by date (the appointment calendar's
    // month) is what was recorded. The recordings' dates are that day's (README « dev:mock »).
    await page.clock.setFixedTime(new Date(readRecordingInfo().recordedAt));
    const { problems, expectDocumentStatus } = watchPageProblems(page);

    for (const file of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"]) {
      const response = await request.get(`${ORIGIN}${file}`);
      expect(response.status(), file).toBe(200);
    }
    const sitemap = await (await request.get(`${ORIGIN}/sitemap.xml`)).text();
    const expected = new Map<string, number>([["/", 200], ...sitemapPaths(sitemap).map((entry) => [entry, 200] as const)]);
    for (const { path: template, status } of UNLINKED_TEMPLATES) expected.set(template, status);
    const queue = [...expected.keys()];
    const opened = new Set<string>();
    while (queue.length > 0) {
      const target = queue.shift()!;
      if (opened.has(target)) continue;
      opened.add(target);
      const status = expected.get(target) ?? 200;
      expectDocumentStatus(`${ORIGIN}${target}`, status);
      const response = await page.goto(`${ORIGIN}${target}`);
      expect.soft(response?.status(), target).toBe(status);
      for (const linked of await linkedPaths(page, ORIGIN)) if (!opened.has(linked)) queue.push(linked);
    }

    expect(problems).toEqual([]);
    expect(mock.unanswered().map((request) => `${describeRequest(request)} — ${request.reason}`)).toEqual([]);
    const paths = [...opened].map((opened) => crawlablePath(opened, ORIGIN)!.split("?")[0]!);
    for (const family of TEMPLATE_FAMILIES) expect(paths.some((opened) => family.test(opened)), String(family)).toBe(true);
  });
});
