import { spawn, type ChildProcess } from "node:child_process";
import { serveCommandArgs } from "../../../server/serve-command";

/** Extra production servers (server/serve.ts) some browser tests need (own process group, stopped by its id). */
const root = process.cwd();

export interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(port: number, env: Record<string, string>): Server {
  let output = "";
  const child = spawn(process.execPath, serveCommandArgs(root, port), {
    cwd: root,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function stopServer(server: Server) {
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

export async function waitForApi(port: number, timeoutMs = 120_000) {
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
