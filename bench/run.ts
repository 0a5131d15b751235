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
 * - shop: Lighthouse mobile and first-load JS of /boutique, a product page and /panier (a cart in
 *   local storage; /commande too once it exists) of the wine shop (site 70), add-to-cart and
 *   cart-refresh latency with 10 customers at once (bench/shop.ts);
 * - orders: POST /order on PostgreSQL at BENCH_ORDER_RATE (20) orders a second, open loop, next to
 *   POST /order/validate of the same carts; the same load on the last units of one wine; stock and
 *   invoice numbers checked in the database afterwards (bench/orders.ts).
 * References are measured in the same run (the machine is shared and noisy: the ratio is the
 * figure); the uncached home's renders in rounds taken in turn with a default Next.js page's.
 * Medians of BENCH_RUNS (3) runs. BENCH_PARTS=api or BENCH_PARTS=site runs one part.
 * Servers listen on BENCH_PORT (3801) to BENCH_PORT + 5, so parallel benches can use other ranges (not 3301: 3306 is
 * MariaDB's port on these machines, and the instances part listens on BENCH_PORT + 5).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { isBuildStale } from "../scripts/next-build-state";
import { measureAuth } from "./auth";
import { measureAdminChunks } from "./admin-chunks";
import { measurePublish } from "./builder";
import { measureInstances } from "./instances";
import { measureOrders, ORDER_RATE, ORDER_SECONDS, ordersToPrepare, prepareOrders, type OrdersFigures } from "./orders";
import type { PreparedOrders } from "./orders-prepare";
import { measureShop } from "./shop";
import { startNextReference } from "./next-reference";
import { measureHomeThroughput, measurePages, type PageFigures, type ReferenceInTurn, sitePages } from "./site";
import { fetchOnceMore, load, median, RENDER_WARM_UP_SECONDS, root, startNext, waitFor, type RunningServer } from "./support";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const headers = { "X-Site-Id": "69", "Accept-Language": "fr" };
const PARTS = new Set((process.env.BENCH_PARTS ?? "api,site,shop,auth,instances,builder,orders").split(","));
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3801);
const PORTS = { pglite: BASE_PORT, postgres: BASE_PORT + 1, apiReference: BASE_PORT + 2, staticHtml: BASE_PORT + 3, nextReference: BASE_PORT + 6 };
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
    if (["api", "site", "shop", "auth", "builder"].some((part) => PARTS.has(part))) {
      servers.push(startNext(PORTS.pglite, { DATA_DIR: dataDir }));
      await waitFor(`${PGLITE}/api/parameter`, headers);
    }
    // The orders' customers, sessions and stock, written before the server starts (not measured).
    const orders = PARTS.has("orders") ? prepareOrders(pgUrl.toString(), ordersToPrepare()) : null;
    if (PARTS.has("api") || orders) {
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
    if (PARTS.has("shop")) await benchShop(PORTS.pglite);
    if (PARTS.has("auth")) await benchAuth(PGLITE);
    if (PARTS.has("instances")) await benchInstances();
    if (PARTS.has("builder")) await benchBuilder(PGLITE);
    if (orders) await benchOrders(servers.find((server) => server.port === PORTS.postgres)!, pgUrl.toString(), orders);
  } finally {
    reference?.close();
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

async function benchOrders(server: RunningServer, databaseUrl: string, prepared: PreparedOrders) {
  const loadBefore = os.loadavg()[0]!;
  const f: OrdersFigures = await measureOrders(server, databaseUrl, prepared);
  const loadAfter = os.loadavg()[0]!;
  const ms = (value: number) => value.toFixed(0);
  console.log(
    `\nOrders (site 70, PostgreSQL): open loop at ${ORDER_RATE} requests/s for ${ORDER_SECONDS} s, each order from its own customer with its own Idempotency-Key, ` +
      `${f.bottlesPerOrder} bottles, home delivery, bank transfer; latency from the time each request was due\n`,
  );
  console.log("| call | requests | as expected | p50 ms | p95 ms | p99 ms | max ms | p95 vs reference | throughput /s | server CPU ms / request |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  const ref = f.reference;
  const row = (label: string, r: OrdersFigures["reference"]) =>
    console.log(
      `| ${label} | ${r.requests} | ${r.ok} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${(r.p95Ms / ref.p95Ms).toFixed(2)} × | ${r.throughput.toFixed(1)} | ${r.cpuMsPerRequest === null ? "—" : r.cpuMsPerRequest.toFixed(1)} |`,
    );
  row("reference: POST /order/validate, same carts (200)", ref);
  row(`POST /order, ${f.orders.wines} wines (201)`, f.orders);
  row(`POST /order, last ${f.lastUnits.stockBefore} bottles of one wine (201 or 422 sold out)`, f.lastUnits);
  console.log(`\nLast units (${f.lastUnits.wine}): ${f.lastUnits.sold} orders sold ${f.lastUnits.stockBefore - f.lastUnits.stockAfter} of ${f.lastUnits.stockBefore} bottles (stock now ${f.lastUnits.stockAfter}, ${f.lastUnits.bottlesInDatabase} in order lines), ${f.lastUnits.refusedSoldOut} refused as sold out; p95 ${ms(f.lastUnits.soldP95Ms)} ms sold, ${ms(f.lastUnits.refusedP95Ms)} ms refused`);
  console.log(`Stock of the ordinary orders' wines: ${f.orders.stockBefore} → ${f.orders.stockAfter} (−${f.orders.stockBefore - f.orders.stockAfter}) for ${f.orders.ok} orders × ${f.bottlesPerOrder} = ${f.orders.bottlesOrdered} bottles; ${f.orders.ordersInDatabase} orders in the database`);
  console.log(`Invoice numbers: ${f.invoices.orders} orders, ${f.invoices.first ?? "—"} to ${f.invoices.last ?? "—"}, counter ${f.invoices.counter ?? "—"}: ${f.invoices.gapless ? "no gap, no duplicate" : "GAP OR DUPLICATE"}`);
  console.log(`Client start delay, max: ${ms(Math.max(ref.maxLagMs, f.orders.maxLagMs, f.lastUnits.maxLagMs))} ms (the schedule was kept when small)`);
  console.log(`Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, ${os.cpus().length} CPUs`);
  for (const [label, errors] of [["validate", ref.errors], ["orders", f.orders.errors], ["last units", f.lastUnits.errors]] as const) {
    for (const line of errors) console.log(`unexpected answer (${label}): ${line}`);
  }
  console.log(f.passed ? "All order checks held." : "ORDER CHECKS FAILED (see above).");
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", `orders-${Date.now()}.json`), JSON.stringify(f, null, 2));
  if (!f.passed) process.exitCode = 1;
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

function printPages(title: string, pages: PageFigures[]) {
  console.log(`\n${title}, Lighthouse mobile (median of ${process.env.LIGHTHOUSE_RUNS ?? 3}), first-load JS gzip\n`);
  console.log("| page | performance | accessibility | best practices | SEO | first-load JS (HTML scripts) | all JS loaded | LCP ms | TBT ms | CLS |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const p of pages) {
    const s = p.scores;
    console.log(
      `| ${p.label} (${p.path}) | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${p.firstLoadJsKb.toFixed(1)} kB | ${p.loadedJsKb.toFixed(1)} kB | ${p.lcpMs.toFixed(0)} | ${p.tbtMs.toFixed(0)} | ${p.clsScore.toFixed(3)} |`,
    );
  }
  console.log(`\nLighthouse benchmarkIndex of this machine (median): ${median(pages.map((p) => p.benchmarkIndex)).toFixed(0)}`);
  for (const p of pages) if (p.failingAudits.length > 0) console.log(`${p.label} (${p.path}): audits below 1 — ${p.failingAudits.join(", ")}`);
}

async function benchShop(port: number) {
  const { pages, skipped, cart } = await measureShop(port, SECONDS);
  printPages("Wine shop (site 70, http://vins.localhost; /panier and /commande with a cart in local storage)", pages);
  for (const reason of skipped) console.log(`Not measured: ${reason}`);
  console.log(`\nCart calls, ${10} customers at once for ${SECONDS} s, each call timed from the client\n`);
  console.log("| call | calls | median ms | p95 ms | p95 vs reference | failed |");
  console.log("|---|---|---|---|---|---|");
  const ref = cart.reference;
  const row = (label: string, f: typeof ref) =>
    console.log(`| ${label} | ${f.count} | ${f.medianMs.toFixed(1)} | ${f.p95Ms.toFixed(1)} | ${(f.p95Ms / ref.p95Ms).toFixed(2)} × | ${f.failures} |`);
  row("reference: GET /api/parameter, same customers", ref);
  row("add to cart (POST /api/cart/{id}/product/{declinationId})", cart.add);
  row("cart refresh (GET /api/cart/{id}/default)", cart.refresh);
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", `shop-${Date.now()}.json`), JSON.stringify({ pages, skipped, cart }, null, 2));
  if (cart.add.failures > 0) process.exitCode = 1;
}

async function benchSite(origin: string, serverPid: number | undefined) {
  // The reference app is served beside the product for the whole part: its default page is in the
  // Lighthouse rounds, and both its pages' renders are loaded in turn with the home's. Its second
  // page renders the home's elements as the product just rendered them.
  const homeHtml = await (await fetchOnceMore(`${origin}/?bench=render`)).text();
  const nextReference = await startNextReference(PORTS.nextReference, homeHtml);
  const references =
    typeof nextReference === "string"
      ? []
      : [
          { url: nextReference.url, cpuGroup: nextReference.pid, label: "a default Next.js app (one dynamic page, a heading and a paragraph)" },
          { url: nextReference.elementsUrl, cpuGroup: nextReference.pid, label: `the home's ${nextReference.elementCount} elements as plain elements in the same app (no product code, data or client component)` },
        ];
  let pages, throughput;
  try {
    const referencePage = typeof nextReference === "string" ? [] : [{ label: "reference: a default Next.js page", path: "/", origin: new URL(nextReference.url).origin }];
    pages = await measurePages(origin, [...(await sitePages(origin)), ...referencePage]);
    printPages("Public site", pages);
    throughput = await measureHomeThroughput(origin, PORTS.staticHtml, RUNS, SECONDS, serverPid, references);
  } finally {
    if (typeof nextReference !== "string") nextReference.stop();
  }
  const ratio = (throughput.ssr.rps / throughput.staticServer.rps) * 100;
  console.log(`\nHome page (${throughput.htmlBytes} bytes of HTML), 10 connections, gzip, median of ${RUNS} × ${SECONDS} s\n`);
  console.log("| target | req/s | p99 ms | vs static |");
  console.log("|---|---|---|---|");
  console.log(`| static server, same saved HTML | ${throughput.staticServer.rps.toFixed(0)} | ${throughput.staticServer.p99} | 100 % |`);
  console.log(`| server-rendered home (PGlite), as visitors get it (page cache) | ${throughput.ssr.rps.toFixed(0)} | ${throughput.ssr.p99} | ${ratio.toFixed(1)} % |`);
  console.log(
    `| server-rendered home, every request rendered (cache bypassed) | ${throughput.render.rps.toFixed(0)} | ${throughput.render.p99} | ${((throughput.render.rps / throughput.staticServer.rps) * 100).toFixed(1)} % |`,
  );
  const warm = throughput.warmRender;
  console.log(
    `| same, after ${RENDER_WARM_UP_SECONDS} s more of renders (a running server) | ${warm.rps.toFixed(0)} | ${warm.p99} | ${((warm.rps / throughput.staticServer.rps) * 100).toFixed(1)} % |`,
  );
  const customer = throughput.customer;
  console.log(
    `| home for a logged-in customer (session cookies of a real login; x-page-cache: ${customer.pageCache ?? "none"}) | ${customer.rps.toFixed(0)} | ${customer.p99} | ${((customer.rps / throughput.staticServer.rps) * 100).toFixed(1)} % |`,
  );
  const ms = (value: number | null) => (value === null ? "not measured (needs /proc)" : `${value.toFixed(1)} ms`);
  const cpu = throughput.render.cpuMsPerRender;
  const warmCpu = warm.cpuMsPerRender;
  console.log(`\nCPU per uncached render (home, server process, median of ${RUNS}): just started ${ms(cpu)}, running ${ms(warmCpu)} — target < 15 ms`);
  console.log(`CPU ms per request of a logged-in customer's home: ${customer.cpuMsPerRequest === null ? "not measured" : customer.cpuMsPerRequest.toFixed(2)}`);
  if (typeof nextReference === "string") console.log(`Reference Next.js pages not measured: ${nextReference}`);
  const { justStarted, running } = throughput.renders;
  const ratios = (reference: ReferenceInTurn | undefined) =>
    `home ${reference?.medianCpuRatio == null ? "?" : reference.medianCpuRatio.toFixed(2)} × (rounds: ${reference?.cpuRatios.map((r) => r.toFixed(2)).join(", ") ?? ""})`;
  for (const [index, { label }] of references.entries()) {
    const [start, warmReference] = [justStarted.references[index], running.references[index]];
    console.log(
      `Reference, ${label}, its rounds taken in turn with the home's: ` +
        `just started ${start?.figures.rps.toFixed(0)} req/s, ${ms(start?.figures.cpuMsPerRequest ?? null)} per render, ${ratios(start)}; ` +
        `running ${warmReference?.figures.rps.toFixed(0)} req/s, ${ms(warmReference?.figures.cpuMsPerRequest ?? null)}, ${ratios(warmReference)}`,
    );
  }
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", `site-${Date.now()}.json`), JSON.stringify({ pages, throughput }, null, 2));
  if (throughput.ssr.failures > 0 || throughput.render.failures > 0 || throughput.warmRender.failures > 0 || throughput.customer.failures > 0 || throughput.staticServer.failures > 0) process.exitCode = 1;
}

void main();
