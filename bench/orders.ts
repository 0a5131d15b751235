/**
 * BENCH_PARTS=orders (issue 12): POST /order on PostgreSQL under an open-loop load — orders start
 * on schedule at BENCH_ORDER_RATE a second (20) whether or not earlier ones have answered — for
 * BENCH_SECONDS (25 here), each order from its own logged customer (confirmed address, its own
 * loopback source address: the per-address limits see many clients) with its own Idempotency-Key:
 * home delivery (Colissimo), bank transfer, 6 bottles of a seeded wine of site 70.
 * - reference: POST /order/validate for the same carts at the same rate, in the same run (the
 *   order's check without its transaction), so the figure is also a ratio;
 * - orders: latency percentiles, throughput, every non-201 counted with its message (the run fails
 *   on any), then the database: the stock went down by exactly the bottles ordered, one order row
 *   per 201, invoice numbers without gaps;
 * - last units: the same load on one wine holding bottles for half the orders (every order
 *   waits on that declination's row lock): exactly the stock is sold, the rest refused « épuisé ».
 * Customers, sessions and stock are prepared before the server starts (bench/orders-prepare.ts),
 * carts filled through the API before anything is timed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Client } from "pg";
import { homeDeliveryOrderBody } from "../tests/support/home-delivery-order";
import type { BenchCustomer, PreparedOrders, PrepareRequest } from "./orders-prepare";
import { processGroupCpuMs } from "./site";
import { root } from "./support";

const SITE = 70;
export const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 20);
export const ORDER_SECONDS = Number(process.env.BENCH_SECONDS ?? 25);
/** The wine shop's BOTTLE_MULTIPLE and MINIMUM_EXPEDITION_BOTTLE (seed of site 70). */
const BOTTLES = 6;
const WARM_UP_ORDERS = 20;
/** A request not answered by then is counted as an error. */
const TIMEOUT_MS = 60_000;

/** One connection per request: each order comes from its own customer's browser (and no idle keep-alive socket is reused as the server closes it). */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

interface Envelope {
  success: boolean;
  data: unknown;
  message: string | null;
}

interface Answer {
  status: number;
  body: Envelope | null;
}

/**
 * A loopback source address of its own for the n-th customer (127.20.0.1, 127.20.0.2, …; Linux
 * routes all of 127/8 to the loopback): each order comes from its own customer's browser, so the
 * per-address limits of POST /order (and of the cart) see many clients, as in real life.
 */
function customerAddress(n: number): string {
  return `127.20.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
}

/** A call of the API of 127.0.0.1:`port` as the browser of http://vins.localhost makes it (Node does not resolve *.localhost). */
function call(port: number, method: string, apiPath: string, options: { token?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: `/api${apiPath}`,
        agent,
        ...(options.from ? { localAddress: options.from } : {}),
        timeout: TIMEOUT_MS,
        headers: {
          Host: `vins.localhost:${port}`,
          "X-Site-Id": String(SITE),
          "Accept-Language": "fr",
          ...(body ? { "Content-Type": "application/json", "Content-Length": String(body.length) } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          let parsed: Envelope | null = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Envelope;
          } catch {
            // not an envelope: the status says enough
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer after ${TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** Runs `task` on every item, `concurrency` at a time (preparation: not timed). */
async function inBatches<T, R>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

interface Shopper extends BenchCustomer {
  cartId: string;
  declinationId: number;
  /** The customer's own client address (customerAddress). */
  from: string;
}

let shoppers = 0;

/** Each customer's cart gets BOTTLES bottles of its wine, through the cart API, from the customer's own address. */
async function fillCarts(port: number, customers: BenchCustomer[], wineOf: (index: number) => number): Promise<Shopper[]> {
  const first = shoppers;
  shoppers += customers.length;
  return inBatches(customers, 8, async (customer, index) => {
    const declinationId = wineOf(index);
    const from = customerAddress(first + index);
    const answer = await call(port, "POST", `/cart/new/product/${declinationId}`, { token: customer.token, body: { type: "WINE", quantity: BOTTLES }, from });
    if (answer.status !== 201) throw new Error(`cart of customer ${customer.userId}: ${answer.status} ${answer.body?.message ?? ""}`);
    return { ...customer, cartId: (answer.body!.data as { id: string }).id, declinationId, from };
  });
}

interface Sample {
  status: number;
  /** From the time the request was due (open loop: a late start counts against the server). */
  ms: number;
  /** How late the client started it. */
  lagMs: number;
  message: string;
  /** The 422's field keys (a refusal for stock is on `products.<id>`). */
  fields: string[];
  endedAt: number;
}

/**
 * `count` requests at `rate` a second, each started on schedule whatever the previous ones did;
 * with `serverGroup`, the CPU time the server's processes spent meanwhile (PostgreSQL's is not
 * counted), per request.
 */
async function openLoop(
  count: number,
  rate: number,
  send: (index: number) => Promise<Answer>,
  serverGroup?: number,
): Promise<{ samples: Sample[]; startedAt: number; cpuMsPerRequest: number | null }> {
  const cpuBefore = serverGroup === undefined ? null : processGroupCpuMs(serverGroup);
  const startedAt = performance.now() + 50;
  const samples = await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<Sample>((resolve) => {
          const due = startedAt + (index * 1000) / rate;
          setTimeout(() => {
            const lagMs = performance.now() - due;
            send(index).then(
              (answer) => {
                const endedAt = performance.now();
                const data = answer.body?.data;
                const fields = answer.status === 422 && data && typeof data === "object" && !Array.isArray(data) ? Object.keys(data) : [];
                resolve({ status: answer.status, ms: endedAt - due, lagMs, message: answer.body?.message ?? "(no envelope)", fields, endedAt });
              },
              (error: unknown) => {
                const endedAt = performance.now();
                resolve({ status: 0, ms: endedAt - due, lagMs, message: error instanceof Error ? error.message : String(error), fields: [], endedAt });
              },
            );
          }, Math.max(0, due - performance.now()));
        }),
    ),
  );
  const cpuAfter = serverGroup === undefined ? null : processGroupCpuMs(serverGroup);
  return { samples, startedAt, cpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / count };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export interface LatencyFigures {
  requests: number;
  /** Answers with the expected status. */
  ok: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Expected answers a second, from the first due time to the last answer. */
  throughput: number;
  /** Largest delay of the client in starting a request (the schedule was kept when small). */
  maxLagMs: number;
  /** CPU time of the app server per request (null without /proc): steadier than latency on a shared machine. */
  cpuMsPerRequest: number | null;
}

function latency({ samples, startedAt, cpuMsPerRequest }: Awaited<ReturnType<typeof openLoop>>, isOk: (sample: Sample) => boolean): LatencyFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ok = samples.filter(isOk).length;
  const seconds = (Math.max(...samples.map((s) => s.endedAt)) - startedAt) / 1000;
  return {
    requests: samples.length,
    ok,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    throughput: ok / seconds,
    maxLagMs: Math.max(...samples.map((s) => s.lagMs)),
    cpuMsPerRequest,
  };
}

/** « 3 × 500 Erreur interne » lines for the unexpected answers. */
function summarise(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const s of samples) counts.set(`${s.status} ${s.message}`, (counts.get(`${s.status} ${s.message}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([text, n]) => `${n} × ${text}`);
}

/** A refusal because the wine is gone: a 422 on the cart line (« « X » est épuisé… », « Il ne reste que… »). */
const soldOut = (s: Sample) => s.status === 422 && s.fields.length > 0 && s.fields.every((f) => f.startsWith("products."));

async function stocks(db: Client, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; stock: number }>("select id, stock from product_declinations where id = any($1)", [ids]);
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Orders and bottles of these customers in the database. */
async function ordersOf(db: Client, customers: BenchCustomer[]): Promise<{ orders: number; bottles: number }> {
  const { rows } = await db.query<{ orders: string; bottles: string | null }>(
    "select count(distinct o.id) as orders, sum(l.quantity) as bottles from orders o join order_lines l on l.order_id = o.id where o.site_id = $1 and o.customer_id = any($2)",
    [SITE, customers.map((c) => c.userId)],
  );
  return { orders: Number(rows[0]!.orders), bottles: Number(rows[0]!.bottles ?? 0) };
}

export interface InvoiceCheck {
  orders: number;
  first: number | null;
  last: number | null;
  counter: number | null;
  gapless: boolean;
}

/** Every invoice number of the site, 1 to n without a gap or a duplicate, and the counter at n. */
async function invoiceNumbers(db: Client): Promise<InvoiceCheck> {
  const { rows } = await db.query<{ invoice_number: number }>("select invoice_number from orders where site_id = $1 order by invoice_number", [SITE]);
  const numbers = rows.map((r) => r.invoice_number);
  const counter = (await db.query<{ last_number: number }>("select last_number from order_counters where site_id = $1", [SITE])).rows[0]?.last_number ?? null;
  const gapless = numbers.every((n, i) => n === i + 1) && counter === numbers.length;
  return { orders: numbers.length, first: numbers[0] ?? null, last: numbers.at(-1) ?? null, counter, gapless };
}

export interface OrdersFigures {
  rate: number;
  seconds: number;
  bottlesPerOrder: number;
  reference: LatencyFigures & { errors: string[] };
  orders: LatencyFigures & {
    errors: string[];
    stockBefore: number;
    stockAfter: number;
    bottlesOrdered: number;
    ordersInDatabase: number;
    wines: number;
  };
  lastUnits: LatencyFigures & {
    errors: string[];
    wine: string;
    stockBefore: number;
    stockAfter: number;
    sold: number;
    refusedSoldOut: number;
    soldP95Ms: number;
    refusedP95Ms: number;
    bottlesInDatabase: number;
  };
  invoices: InvoiceCheck;
  /** Every check held: no unexpected answer, stock and orders as counted, invoices without gaps. */
  passed: boolean;
}

/** Orders to prepare for a run of `seconds` at `rate` (bench/run.ts prepares them before the server starts). */
export function ordersToPrepare(rate = ORDER_RATE, seconds = ORDER_SECONDS): PrepareRequest {
  const perPhase = Math.round(rate * seconds);
  return { bottles: BOTTLES, warmUp: WARM_UP_ORDERS, ordinary: perPhase, contention: perPhase, lastUnits: BOTTLES * Math.floor(perPhase / 2) };
}

/** Runs bench/orders-prepare.ts on `databaseUrl` (before the server starts on it). */
export function prepareOrders(databaseUrl: string, request: PrepareRequest): PreparedOrders {
  const out = path.join(root, ".tmp", `bench-orders-${process.pid}.json`);
  const child = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", path.join(root, "bench/orders-prepare.ts"), databaseUrl, out, JSON.stringify(request)],
    { cwd: root, encoding: "utf8", env: { ...process.env, LOG_LEVEL: "warn" } },
  );
  if (child.status !== 0) throw new Error(`orders bench: database not prepared: ${child.stderr}`);
  try {
    return JSON.parse(fs.readFileSync(out, "utf8")) as PreparedOrders;
  } finally {
    fs.rmSync(out, { force: true });
  }
}

export async function measureOrders(
  server: { port: number; pid: number | undefined },
  databaseUrl: string,
  prepared: PreparedOrders,
  rate = ORDER_RATE,
  seconds = ORDER_SECONDS,
): Promise<OrdersFigures> {
  const { port, pid } = server;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const wineIds = prepared.wines.map((w) => w.declinationId);
    const spread = (index: number) => wineIds[index % wineIds.length]!;
    const warmUp = await fillCarts(port, prepared.customers.warmUp, spread);
    const ordinary = await fillCarts(port, prepared.customers.ordinary, spread);
    const contention = await fillCarts(port, prepared.customers.contention, () => prepared.lastUnitsWine.declinationId);
    const runId = `${process.pid}-${Date.now()}`;
    const order = (shopper: Shopper, key: string) =>
      call(port, "POST", "/order", { token: shopper.token, body: homeDeliveryOrderBody(shopper.cartId, "BANK_TRANSFER"), headers: { "Idempotency-Key": key }, from: shopper.from });
    const validate = (shopper: Shopper) => call(port, "POST", "/order/validate", { token: shopper.token, body: homeDeliveryOrderBody(shopper.cartId, "BANK_TRANSFER"), from: shopper.from });

    // Warm-up (route code loaded, pools opened): both calls at the same rate, not reported.
    await openLoop(warmUp.length, rate, (i) => validate(warmUp[i]!));
    const warm = await openLoop(warmUp.length, rate, (i) => order(warmUp[i]!, `mesure-${runId}-echauffement-${i}`));
    const warmErrors = warm.samples.filter((s) => s.status !== 201);
    if (warmErrors.length > 0) throw new Error(`orders bench: warm-up orders refused: ${summarise(warmErrors).join("; ")}`);

    // Reference: the same carts checked (planOrder, no lock, nothing written).
    const reference = await openLoop(ordinary.length, rate, (i) => validate(ordinary[i]!), pid);
    const referenceErrors = reference.samples.filter((s) => s.status !== 200);

    const before = await stocks(db, wineIds);
    const placed = await openLoop(ordinary.length, rate, (i) => order(ordinary[i]!, `mesure-${runId}-commande-${i}`), pid);
    const after = await stocks(db, wineIds);
    const placedErrors = placed.samples.filter((s) => s.status !== 201);
    const created = placed.samples.length - placedErrors.length;
    // Per wine: down by exactly the bottles of its 201s.
    const createdPerWine = new Map<number, number>();
    placed.samples.forEach((s, i) => {
      if (s.status === 201) createdPerWine.set(ordinary[i]!.declinationId, (createdPerWine.get(ordinary[i]!.declinationId) ?? 0) + 1);
    });
    const stockExact = wineIds.every((id) => before.get(id)! - after.get(id)! === BOTTLES * (createdPerWine.get(id) ?? 0));
    const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const inDatabase = await ordersOf(db, ordinary);

    const lastId = prepared.lastUnitsWine.declinationId;
    const lastBefore = (await stocks(db, [lastId])).get(lastId)!;
    const last = await openLoop(contention.length, rate, (i) => order(contention[i]!, `mesure-${runId}-derniers-${i}`), pid);
    const lastAfter = (await stocks(db, [lastId])).get(lastId)!;
    const sold = last.samples.filter((s) => s.status === 201);
    const refused = last.samples.filter(soldOut);
    const lastErrors = last.samples.filter((s) => s.status !== 201 && !soldOut(s));
    const lastInDatabase = await ordersOf(db, contention);
    const sortedMs = (samples: Sample[]) => samples.map((s) => s.ms).sort((a, b) => a - b);

    const invoices = await invoiceNumbers(db);
    const figures: OrdersFigures = {
      rate,
      seconds,
      bottlesPerOrder: BOTTLES,
      reference: { ...latency(reference, (s) => s.status === 200), errors: summarise(referenceErrors) },
      orders: {
        ...latency(placed, (s) => s.status === 201),
        errors: summarise(placedErrors),
        stockBefore: sum(before),
        stockAfter: sum(after),
        bottlesOrdered: BOTTLES * created,
        ordersInDatabase: inDatabase.orders,
        wines: wineIds.length,
      },
      lastUnits: {
        ...latency(last, (s) => s.status === 201 || soldOut(s)),
        errors: summarise(lastErrors),
        wine: prepared.lastUnitsWine.name,
        stockBefore: lastBefore,
        stockAfter: lastAfter,
        sold: sold.length,
        refusedSoldOut: refused.length,
        soldP95Ms: percentile(sortedMs(sold), 95),
        refusedP95Ms: percentile(sortedMs(refused), 95),
        bottlesInDatabase: lastInDatabase.bottles,
      },
      invoices,
      passed: false,
    };
    figures.passed =
      referenceErrors.length === 0 &&
      placedErrors.length === 0 &&
      stockExact &&
      inDatabase.orders === created &&
      inDatabase.bottles === BOTTLES * created &&
      lastErrors.length === 0 &&
      // Exactly the stock there was: all of it, and never more.
      lastAfter === 0 &&
      BOTTLES * sold.length === lastBefore &&
      lastInDatabase.bottles === lastBefore &&
      invoices.gapless &&
      invoices.orders === warmUp.length + created + sold.length;
    return figures;
  } finally {
    await db.end();
    agent.destroy();
  }
}
