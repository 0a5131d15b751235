/**
 * `npm run bench`:
 * - api: req/s and p99 of GET /api/parameter on the embedded database (PGlite) and on PostgreSQL,
 *   next to a plain Node server answering the same bytes;
 * - site: Lighthouse mobile scores, first-load JS and SSR throughput of the public site (bench/site.ts);
 * - auth: argon2id hash/verify time and POST /api/login latency (bench/auth.ts);
 * - instances: time for a change on one instance to show on a second one (PostgreSQL + Redis,
 *   bench/instances.ts);
 * - builder: time from a publish to fresh public HTML, page cache on (bench/builder.ts); the admin
 *   chunks' size and the visitor's first-load JS without them (bench/admin-chunks.ts).
 * References are measured in the same run (the machine is shared and noisy: the ratio is the
 * figure). Medians of BENCH_RUNS (3) runs. BENCH_PARTS=api or BENCH_PARTS=site runs one part.
 * Servers listen on BENCH_PORT (3801) to BENCH_PORT + 5, so parallel benches can use other ranges (not 3301: 3306 is
 * MariaDB's port on these machines, and the instances part listens on BENCH_PORT + 5).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Client } from "pg";
import { isBuildStale } from "../scripts/next-build-state";
import { measureAuth } from "./auth";
import { measureAdminChunks } from "./admin-chunks";
import { measurePublish } from "./builder";
import { measureInstances } from "./instances";
import { measureHomeThroughput, measurePages } from "./site";
import { load, median, root, startNext, waitFor, type RunningServer } from "./support";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const headers = { "X-Site-Id": "69", "Accept-Language": "fr" };
const PARTS = new Set((process.env.BENCH_PARTS ?? "api,site,auth,instances,builder").split(","));
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3801);
const PORTS = { pglite: BASE_PORT, postgres: BASE_PORT + 1, apiReference: BASE_PORT + 2, staticHtml: BASE_PORT + 3 };
const PGLITE = `http://127.0.0.1:${PORTS.pglite}`;
const POSTGRES = `http://127.0.0.1:${PORTS.postgres}`;

async function measure(label: string, url: string) {
  await load(url, headers, 2); // warm-up
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(url, headers, SECONDS));
  const failures = runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  return { label, rps: median(runs.map((r) => r.requestsPerSecond)), p99: median(runs.map((r) => r.p99)), failures };
}

async function main() {
  if (isBuildStale(root)) {
    const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(1);
  }
  const dataDir = path.join(root, ".tmp", "bench-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const dbName = `evolusite_bench_${process.pid}`;
  const admin = new Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const pgUrl = new URL(PG_SERVER);
  pgUrl.pathname = `/${dbName}`;

  const servers: RunningServer[] = [];
  let reference: http.Server | undefined;
  try {
    fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
    servers.push(startNext(PORTS.pglite, { DATA_DIR: dataDir }));
    await waitFor(`${PGLITE}/api/parameter`, headers);
    if (PARTS.has("api")) {
      servers.push(startNext(PORTS.postgres, { DATA_DIR: path.join(dataDir, "pg-uploads"), DATABASE_URL: pgUrl.toString() }));
      await waitFor(`${POSTGRES}/api/parameter`, headers);
    }

    if (PARTS.has("api")) {
      const body = Buffer.from(await (await fetch(`${PGLITE}/api/parameter`, { headers })).arrayBuffer());
      reference = http.createServer((_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
        res.end(body);
      });
      await new Promise<void>((resolve) => reference!.listen(PORTS.apiReference, "127.0.0.1", resolve));

      const results = [
        await measure("reference: node http, same bytes", `http://127.0.0.1:${PORTS.apiReference}/api/parameter`),
        await measure("GET /api/parameter — PGlite", `${PGLITE}/api/parameter`),
        await measure("GET /api/parameter — PostgreSQL", `${POSTGRES}/api/parameter`),
      ];
      const ref = results[0]!.rps;
      console.log(`\nGET /api/parameter (${body.length} bytes), 10 connections, median of ${RUNS} × ${SECONDS} s\n`);
      console.log("| target | req/s | p99 ms | vs reference | failed requests |");
      console.log("|---|---|---|---|---|");
      for (const r of results) {
        console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p99} | ${((r.rps / ref) * 100).toFixed(1)} % | ${r.failures} |`);
      }
      fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
      fs.writeFileSync(path.join(root, "bench", "results", `parameter-${Date.now()}.json`), JSON.stringify(results, null, 2));
      if (results.some((r) => r.failures > 0)) process.exitCode = 1;
    }
    if (PARTS.has("site")) await benchSite(PGLITE, servers[0]!.pid);
    if (PARTS.has("auth")) await benchAuth(PGLITE);
    if (PARTS.has("instances")) await benchInstances();
    if (PARTS.has("builder")) await benchBuilder(PGLITE);
  } finally {
    reference?.close();
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

async function benchInstances() {
  const result = await measureInstances({ postgresServerUrl: PG_SERVER, redisUrl: REDIS_URL, ports: [BASE_PORT + 4, BASE_PORT + 5] });
  console.log(`\nTwo instances (PostgreSQL + Redis, caches 2 s): PUT /api/admin/parameter on A until B's home HTML shows it, ${result.changes} changes\n`);
  console.log("| measure | value | target |");
  console.log("|---|---|---|");
  console.log(`| median | ${result.medianMs.toFixed(0)} ms | ≤ 1000 ms |`);
  console.log(`| slowest | ${result.maxMs.toFixed(0)} ms | — |`);
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", `instances-${Date.now()}.json`), JSON.stringify(result, null, 2));
}

async function benchBuilder(origin: string) {
  const result = await measurePublish(origin);
  console.log(`\nBuilder: POST …/publish until an anonymous visitor's HTML of /coach-de-vie shows it (page cache on, warm: ${result.pageCacheHitsBefore}/${result.publishes} hits before), ${result.publishes} publishes\n`);
  console.log("| measure | value | target |");
  console.log("|---|---|---|");
  console.log(`| publish → fresh public HTML, median | ${result.medianMs.toFixed(0)} ms | ≤ 1000 ms |`);
  console.log(`| publish → fresh public HTML, slowest | ${result.maxMs.toFixed(0)} ms | — |`);
  console.log(`| publish call alone, median | ${result.publishCallMedianMs.toFixed(0)} ms | — |`);
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  const chunks = await measureAdminChunks(origin);
  console.log(`\nAdmin code (gzip): what an admin downloads on top of a visitor, editor open with a rich text field\n`);
  console.log("| measure | value |");
  console.log("|---|---|");
  console.log(`| visitor first-load JS, home | ${chunks.visitorFirstLoadJs} B |`);
  console.log(`| admin first-load JS, home (the loader only) | ${chunks.adminFirstLoadJs} B |`);
  console.log(`| admin-only chunks (${chunks.adminOnlyScripts} scripts) | ${chunks.adminOnlyGzipBytes} B |`);
  fs.writeFileSync(path.join(root, "bench", "results", `builder-${Date.now()}.json`), JSON.stringify({ ...result, adminChunks: chunks }, null, 2));
  if (result.medianMs > 1000) process.exitCode = 1;
}

async function benchAuth(origin: string) {
  const { argon2, login } = await measureAuth(origin);
  console.log(`\nAccounts: argon2id (m=19 MiB, t=2, p=1), median of ${argon2.runs}; POST /api/login, ${login.count} logins, 4 in flight\n`);
  console.log("| measure | value | target |");
  console.log("|---|---|---|");
  console.log(`| argon2id hash | ${argon2.hashMs.toFixed(1)} ms | — |`);
  console.log(`| argon2id verify | ${argon2.verifyMs.toFixed(1)} ms | ≤ 150 ms |`);
  console.log(`| login median | ${login.medianMs.toFixed(1)} ms | — |`);
  console.log(`| login p95 | ${login.p95Ms.toFixed(1)} ms | — |`);
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", `auth-${Date.now()}.json`), JSON.stringify({ argon2, login }, null, 2));
  if (login.failures > 0) process.exitCode = 1;
}

async function benchSite(origin: string, serverPid: number | undefined) {
  const pages = await measurePages(origin);
  console.log(`\nPublic site, Lighthouse mobile (median of ${process.env.LIGHTHOUSE_RUNS ?? 3}), first-load JS gzip\n`);
  console.log("| page | performance | accessibility | best practices | SEO | first-load JS (HTML scripts) | all JS loaded | LCP ms | TBT ms | CLS |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const p of pages) {
    const s = p.scores;
    console.log(
      `| ${p.label} (${p.path}) | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${p.firstLoadJsKb.toFixed(1)} kB | ${p.loadedJsKb.toFixed(1)} kB | ${p.lcpMs.toFixed(0)} | ${p.tbtMs.toFixed(0)} | ${p.clsScore.toFixed(3)} |`,
    );
  }
  console.log(`\nLighthouse benchmarkIndex of this machine (median): ${median(pages.map((p) => p.benchmarkIndex)).toFixed(0)}`);
  for (const p of pages) if (p.failingAudits.length > 0) console.log(`${p.path}: audits below 1 — ${p.failingAudits.join(", ")}`);
  const throughput = await measureHomeThroughput(origin, PORTS.staticHtml, RUNS, SECONDS, serverPid);
  const ratio = (throughput.ssr.rps / throughput.staticServer.rps) * 100;
  console.log(`\nHome page (${throughput.htmlBytes} bytes of HTML), 10 connections, gzip, median of ${RUNS} × ${SECONDS} s\n`);
  console.log("| target | req/s | p99 ms | vs static |");
  console.log("|---|---|---|---|");
  console.log(`| static server, same saved HTML | ${throughput.staticServer.rps.toFixed(0)} | ${throughput.staticServer.p99} | 100 % |`);
  console.log(`| server-rendered home (PGlite), as visitors get it (page cache) | ${throughput.ssr.rps.toFixed(0)} | ${throughput.ssr.p99} | ${ratio.toFixed(1)} % |`);
  console.log(
    `| server-rendered home, every request rendered (cache bypassed) | ${throughput.render.rps.toFixed(0)} | ${throughput.render.p99} | ${((throughput.render.rps / throughput.staticServer.rps) * 100).toFixed(1)} % |`,
  );
  const cpu = throughput.render.cpuMsPerRender;
  console.log(`\nCPU ms per uncached render (home, server process, median of ${RUNS}): ${cpu === null ? "not measured (needs /proc)" : cpu.toFixed(1)} — target < 15 ms`);
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", `site-${Date.now()}.json`), JSON.stringify({ pages, throughput }, null, 2));
  if (throughput.ssr.failures > 0 || throughput.render.failures > 0 || throughput.staticServer.failures > 0) process.exitCode = 1;
}

void main();
