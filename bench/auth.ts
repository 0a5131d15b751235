/**
 * Accounts figures (issue 4): argon2id hash/verify time (target ≤ 150 ms) and POST /api/login
 * latency (median, p95) with the demo admin, 4 logins in flight.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./support";

export interface AuthFigures {
  argon2: { hashMs: number; verifyMs: number; runs: number };
  login: { count: number; medianMs: number; p95Ms: number; failures: number };
}

function argon2Times(): AuthFigures["argon2"] {
  const child = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", path.join(root, "bench/argon2-times.ts")],
    { cwd: root, encoding: "utf8" },
  );
  if (child.status !== 0) throw new Error(`argon2 timing failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").pop()!) as AuthFigures["argon2"];
}

async function loginLatencies(origin: string, count: number, concurrency: number) {
  const body = JSON.stringify({ email: "admin@elan-coaching.fr", password: "Elan-Coaching-2026!" });
  const headers = { "X-Site-Id": "69", "Accept-Language": "fr", "Content-Type": "application/json" };
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const start = performance.now();
      const response = await fetch(`${origin}/api/login`, { method: "POST", headers, body });
      await response.arrayBuffer();
      times.push(performance.now() - start);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { count: times.length, medianMs: at(0.5), p95Ms: at(0.95), failures };
}

export async function measureAuth(origin: string): Promise<AuthFigures> {
  await loginLatencies(origin, 10, 2); // warm-up
  return { argon2: argon2Times(), login: await loginLatencies(origin, 200, 4) };
}
