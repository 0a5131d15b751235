import { expect, test } from "./support/test";
import { Client } from "pg";
import { homeHtml, parameterValue, setParameterOn, startTwoInstances, type RunningInstances } from "../support/instances";
import { redisForTests, TEST_REDIS_URL } from "../support/redis";

/**
 * Two instances on one PostgreSQL database and one Redis (REDIS_URL): a change made through
 * instance A shows in the HTML and the API of instance B at once. Caches live 60 s in this test,
 * so the change can only get there through the Redis invalidation, not by expiry.
 * Needs PostgreSQL and Redis: required with CI=true, skipped with a warning otherwise.
 */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CACHE_TTL_MS = 60_000;
const basePort = Number(process.env.E2E_PORT ?? 3210);

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
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
});
