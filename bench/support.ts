import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { serveCommandArgs } from "../server/serve-command";
import { trackProcessGroup, untrackProcessGroup } from "./process-groups";

export const root = path.resolve(__dirname, "..");

export interface RunningServer {
  port: number;
  /** Process id of the server, also its process group's id (CPU time: bench/site.ts). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** The production server (server/serve.ts) in its own process group; stopped by that group's id. */
export function startNext(port: number, env: Record<string, string>): RunningServer {
  const child: ChildProcess = spawn(process.execPath, serveCommandArgs(root, port), {
    cwd: root,
    detached: true,
    // The server's own messages, to explain a failed run.
    stdio: ["ignore", fs.openSync(path.join(root, ".tmp", `bench-server-${port}.log`), "w"), fs.openSync(path.join(root, ".tmp", `bench-server-${port}.log`), "a")],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
  });
  trackProcessGroup(child.pid);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    port,
    pid: child.pid,
    stop: async () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone
      }
      untrackProcessGroup(child.pid);
    },
  };
}

export async function waitFor(url: string, headers: Record<string, string>, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { headers })).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} not ready`);
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered during the run. */
  total: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** fetch, tried again once: after a long pause (Lighthouse) the pooled socket may be stale (EPIPE). */
export async function fetchOnceMore(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/**
 * How long a server is loaded with renders before its warm figures: V8 keeps optimising the render
 * code for about a minute of load (the home, measured: 23.7 ms of CPU per render in the first 10 s,
 * 19.1 in the next, 14–15 ms from 40 s on). Cold figures are a server just started, warm ones what a
 * running server costs; both are printed, for the product and for the reference alike.
 */
export const RENDER_WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 40);
