import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../../playwright.config";
import { startServer, stopServer, waitForApi, type Server } from "./support/server";

/**
 * Two servers on one PGlite data dir: the second must be refused at once with a clear
 * message, the first keeps serving, and the data is intact after a restart.
 */
const root = process.cwd();
const dataDir = path.join(root, ".tmp", "lock-e2e-data");

// Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
const LOCK_PORT = E2E_PORT + 11;

function startLockServer(port: number): Server {
  return startServer(port, { DATA_DIR: dataDir });
}

async function snapshot(port: number) {
  const headers = { "X-Site-Id": "69" };
  const parameters = await (await fetch(`http://127.0.0.1:${port}/api/parameter`, { headers })).json();
  const pages = await (await fetch(`http://127.0.0.1:${port}/api/page`, { headers })).json();
  return { parameters: parameters.data, pages: pages.data };
}

test.describe("embedded database lock", () => {
  test.setTimeout(300_000);

  test("a second process on the same data dir is refused and the data stays intact", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const first = startLockServer(LOCK_PORT);
    const servers: Server[] = [first];
    try {
      await waitForApi(LOCK_PORT);
      const before = await snapshot(LOCK_PORT);
      expect(before.parameters.length).toBeGreaterThan(100);

      const second = startLockServer(LOCK_PORT + 1);
      servers.push(second);
      const code = await Promise.race([second.exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 60_000))]);
      expect(code).not.toBe("timeout");
      expect(code).not.toBe(0);
      expect(second.output()).toContain("est déjà utilisée par un autre processus");

      // The first server still serves the same data.
      expect(await snapshot(LOCK_PORT)).toEqual(before);

      // After a clean stop, a new process opens the same dir and finds everything.
      await stopServer(first);
      expect(fs.existsSync(path.join(dataDir, "evolusite.lock"))).toBe(false);
      const third = startLockServer(LOCK_PORT + 2);
      servers.push(third);
      await waitForApi(LOCK_PORT + 2);
      expect(await snapshot(LOCK_PORT + 2)).toEqual(before);
      expect(third.output()).not.toContain("sample site seeded");
    } finally {
      for (const server of servers) await stopServer(server);
    }
  });
});
