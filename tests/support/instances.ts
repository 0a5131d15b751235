import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { serveCommandArgs } from "../../server/serve-command";

/**
 * Two production-like instances of the site (server/serve.ts on the production build, two
 * processes) on one PostgreSQL database made for the occasion and one Redis, with a channel of
 * their own — as a deployment behind a load balancer. Used by tests/e2e/instances.spec.ts and
 * bench/instances.ts. Each server runs in its own process group, stopped by that group's id.
 */
const root = path.resolve(__dirname, "../..");

export interface InstancesOptions {
  ports: [number, number];
  /** A PostgreSQL server where a database can be created (and dropped at the end). */
  postgresServerUrl: string;
  redisUrl: string;
  /** Read and page cache TTL of both instances (long: a change then only shows through Redis). */
  cacheTtlMs: number;
  /** Told each server's process (group) id as it starts (the bench kills them if it is interrupted). */
  onServerStarted?: (pid: number | undefined) => void;
}

export interface RunningInstances {
  origins: [string, string];
  adminToken: string;
  /** What each server printed, to explain a failure. */
  output: () => string;
  stop: () => Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(port: number, env: Record<string, string>, log: string[]): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn(process.execPath, serveCommandArgs(root, port), {
    cwd: root,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => log.push(`[${port}] ${String(d)}`));
  child.stderr?.on("data", (d) => log.push(`[${port}] ${String(d)}`));
  return { child, exited: new Promise((resolve) => child.on("exit", () => resolve())) };
}

async function stopServer({ child, exited }: { child: ChildProcess; exited: Promise<void> }) {
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
}

async function waitReady(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/site/info`, { headers: { "X-Site-Id": "69" } })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${origin} did not become ready`);
}

export async function startTwoInstances(options: InstancesOptions): Promise<RunningInstances> {
  const id = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const database = `evolusite_instances_${id}`;
  const url = new URL(options.postgresServerUrl);
  url.pathname = `/${database}`;
  const work = path.join(root, ".tmp", `instances-${id}`);
  const tokenFile = path.join(work, "admin-token");
  const log: string[] = [];
  const servers: { child: ChildProcess; exited: Promise<void> }[] = [];

  await adminQuery(options.postgresServerUrl, `create database ${database}`);
  const stop = async () => {
    for (const server of servers) await stopServer(server);
    await adminQuery(options.postgresServerUrl, `drop database if exists ${database} with (force)`);
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    // Migrations, sample sites and an ADMIN session, before either server starts.
    const prepared = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", path.join(root, "scripts/e2e-prepare-data.ts"), url.toString(), tokenFile],
      { cwd: root, encoding: "utf8", env: { ...process.env, LOG_LEVEL: "warn" } },
    );
    if (prepared.status !== 0) throw new Error(`database not prepared: ${prepared.stderr}`);
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: options.redisUrl,
      CACHE_INVALIDATION_CHANNEL: `evolusite-test:${id}:cache-invalidation`,
      READ_CACHE_TTL_MS: String(options.cacheTtlMs),
      PAGE_CACHE_TTL_MS: String(options.cacheTtlMs),
      SITE_ID: "69",
      SEED_DEMO_DATA: "false",
    };
    for (const port of options.ports) {
      const server = startServer(port, { ...env, DATA_DIR: path.join(work, `uploads-${port}`) }, log);
      servers.push(server);
      options.onServerStarted?.(server.child.pid);
    }
    const origins = options.ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    await Promise.all(origins.map((origin) => waitReady(origin, 180_000)));
    return { origins, adminToken: fs.readFileSync(tokenFile, "utf8").trim(), output: () => log.join(""), stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log.join("")}`);
  }
}

/** PUT /api/admin/parameter on one instance, as the admin panel does. */
export async function setParameterOn(origin: string, token: string, type: string, value: string | null): Promise<void> {
  const response = await fetch(`${origin}/api/admin/parameter/${type}`, {
    method: "PUT",
    headers: { "X-Site-Id": "69", "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value }),
  });
  if (response.status !== 200) throw new Error(`PUT ${type} on ${origin} → ${response.status} ${await response.text()}`);
}

/** A page's HTML as an anonymous visitor gets it (page cache included) and its cache status. */
export async function pageHtml(origin: string, pagePath: string): Promise<{ html: string; pageCache: string | null }> {
  const response = await fetch(`${origin}${pagePath}`, { headers: { Accept: "text/html" } });
  return { html: await response.text(), pageCache: response.headers.get("x-page-cache") };
}

/** The home page's HTML as an anonymous visitor gets it and its cache status. */
export function homeHtml(origin: string): Promise<{ html: string; pageCache: string | null }> {
  return pageHtml(origin, "/");
}

/** The value of one parameter as GET /api/parameter answers it. */
export async function parameterValue(origin: string, type: string): Promise<string | null | undefined> {
  const response = await fetch(`${origin}/api/parameter`, { headers: { "X-Site-Id": "69" } });
  const body = (await response.json()) as { data: { type: string; value: string | null }[] };
  return body.data.find((p) => p.type === type)?.value;
}
