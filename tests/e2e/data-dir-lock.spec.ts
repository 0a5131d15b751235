import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Two servers on one PGlite data dir: the second must be refused at once with a clear
 * message, the first keeps serving, and the data is intact after a restart.
 */
const root = process.cwd();
const dataDir = path.join(root, ".tmp", "lock-e2e-data");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number): Server {
  let output = "";
  // Own process group, so the whole tree is stopped by its group id.
  const child = spawn(process.execPath, [nextBin, "start", "--port", String(port)], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
  try {
    process.kill(-server.child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

async function waitForApi(port: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/site/info`, { headers: { "X-Site-Id": "69" } });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not become ready`);
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
    const first = startServer(3221);
    const servers: Server[] = [first];
    try {
      await waitForApi(3221);
      const before = await snapshot(3221);
      expect(before.parameters.length).toBeGreaterThan(100);

      const second = startServer(3222);
      servers.push(second);
      const code = await Promise.race([second.exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 60_000))]);
      expect(code).not.toBe("timeout");
      expect(code).not.toBe(0);
      expect(second.output()).toContain("est déjà utilisée par un autre processus");

      // The first server still serves the same data.
      expect(await snapshot(3221)).toEqual(before);

      // After a clean stop, a new process opens the same dir and finds everything.
      await stopServer(first);
      expect(fs.existsSync(path.join(dataDir, "evolusite.lock"))).toBe(false);
      const third = startServer(3223);
      servers.push(third);
      await waitForApi(3223);
      expect(await snapshot(3223)).toEqual(before);
      expect(third.output()).not.toContain("sample site seeded");
    } finally {
      for (const server of servers) await stopServer(server);
    }
  });
});
