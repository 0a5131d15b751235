import { expect, test } from "./support/test";
import { Client } from "pg";
import { homeHtml, pageHtml, parameterValue, setParameterOn, startTwoInstances, type RunningInstances } from "../support/instances";
import { findHeroPage, publishHeroTitle, restoreRevision } from "../support/instances-publish";
import { redisForTests, TEST_REDIS_URL } from "../support/redis";

/**
 * Two instances on one PostgreSQL database and one Redis (REDIS_URL): a change made through
 * instance A (a parameter, a builder publish) shows in the HTML and the API of instance B at once. Caches live 60 s in this test,
 * so the change can only get there through the Redis invalidation, not by expiry.
 * Needs PostgreSQL and Redis: required with CI=true, skipped with a warning otherwise.
 */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CACHE_TTL_MS = 60_000;
const basePort = Number(process.env.E2E_PORT ?? 3210);
/** SPEC issue 9: a publish shows on every instance within 1 s (median of a few, the CI machine is loaded). */
const PUBLISH_VISIBLE_MS = 1_000;
const PUBLISH_GIVE_UP_MS = 5_000;
const PUBLISHES = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return true;
  } catch {
    if (process.env.CI === "true") throw new Error(`PostgreSQL ne répond pas sur ${POSTGRES_URL} : obligatoire en CI pour le test à deux instances.`);
    console.warn(`\n⚠ TEST À DEUX INSTANCES IGNORÉ : PostgreSQL ne répond pas sur ${POSTGRES_URL}.\n`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

test.describe("two instances sharing PostgreSQL and Redis", () => {
  test.describe.configure({ mode: "serial" });
  let instances: RunningInstances | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    test.skip(!(await postgresReachable()) || !(await redisForTests()), "PostgreSQL and Redis needed");
    // Ports after the suite's own servers (E2E_PORT + one per worker).
    instances = await startTwoInstances({ ports: [basePort + 8, basePort + 9], postgresServerUrl: POSTGRES_URL, redisUrl: TEST_REDIS_URL, cacheTtlMs: CACHE_TTL_MS });
  });
  test.afterAll(async () => {
    await instances?.stop();
  });

  test("a parameter changed on A shows in B's HTML and API well before the caches expire", async () => {
    const [a, b] = instances!.origins;
    // B has the home page and the parameters in its caches.
    await homeHtml(b);
    const cachedHome = await homeHtml(b);
    expect(cachedHome.pageCache).toBe("hit");
    const previous = await parameterValue(b, "TOP_MENU_INFO_BAR");

    for (const message of ["Fermeture exceptionnelle le 24 décembre", "Nouveaux ateliers en janvier"]) {
      expect(cachedHome.html).not.toContain(message);
      await setParameterOn(a, instances!.adminToken, "TOP_MENU_INFO_BAR", message);
      // Bounded well under the 60 s TTL: only the invalidation can make it in time.
      await expect.poll(async () => (await homeHtml(b)).html, { timeout: 10_000, intervals: [50] }).toContain(message);
      await expect.poll(() => parameterValue(b, "TOP_MENU_INFO_BAR"), { timeout: 10_000, intervals: [50] }).toBe(message);
      // And B caches the fresh page again.
      await expect.poll(async () => (await homeHtml(b)).pageCache, { timeout: 10_000 }).toBe("hit");
    }
    expect(previous).not.toBe("Nouveaux ateliers en janvier");
  });

  test("a builder publish on A shows in B's public HTML within 1 s (median of 3), well before the caches expire", async ({}, testInfo) => {
    const [a, b] = instances!.origins;
    const token = instances!.adminToken;
    const page = await findHeroPage(a, token);
    const delays: number[] = [];
    try {
      let base = page.layout;
      for (let round = 1; round <= PUBLISHES; round++) {
        const title = `Ateliers du printemps, édition ${round} (${Date.now()})`;
        // B serves the page from its page cache: only the invalidation can bring the new title.
        await expect.poll(async () => (await pageHtml(b, page.path)).pageCache, { timeout: 10_000, intervals: [50] }).toBe("hit");
        const cached = await pageHtml(b, page.path);
        expect(cached.html).not.toContain(title);

        const sent = performance.now();
        base = await publishHeroTitle(a, token, page.pageId, base, title);
        const answered = performance.now();
        let seenAt: number | undefined;
        while (performance.now() - sent < PUBLISH_GIVE_UP_MS) {
          if ((await pageHtml(b, page.path)).html.includes(title)) {
            seenAt = performance.now();
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const figures = `publish ${round}: answered by A in ${Math.round(answered - sent)} ms, ` + (seenAt === undefined ? `not on B after ${PUBLISH_GIVE_UP_MS} ms` : `on B ${Math.round(seenAt - sent)} ms after it was sent`);
        console.log(`[instances] ${figures}`);
        testInfo.annotations.push({ type: "publish-to-instance-b", description: figures });
        expect(seenAt, figures).toBeDefined();
        delays.push(seenAt! - sent);
      }
      const middle = median(delays);
      testInfo.annotations.push({ type: "publish-to-instance-b median", description: `${Math.round(middle)} ms (TTL ${CACHE_TTL_MS} ms)` });
      console.log(`[instances] median of ${PUBLISHES} publishes: ${Math.round(middle)} ms`);
      expect(Math.max(...delays)).toBeLessThan(CACHE_TTL_MS / 10);
      expect(middle).toBeLessThanOrEqual(PUBLISH_VISIBLE_MS);
    } finally {
      // The seeded revision back online, on B as well, for whatever runs next on these instances.
      await restoreRevision(a, token, page.pageId, page.layout.id);
      await expect.poll(async () => (await pageHtml(b, page.path)).html, { timeout: 10_000, intervals: [50] }).not.toContain("Ateliers du printemps, édition");
    }
  });
});
