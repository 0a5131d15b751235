/**
 * Public-site figures (issues 3 and 8): Lighthouse mobile scores (median of LIGHTHOUSE_RUNS) for the
 * home, a service page, a legal page, a workshop page, a blog article and /auth; first-load JS (gzip) of each; req/s
 * and p99 of the server-rendered home next to a plain static server answering the same saved HTML in
 * the same run; CPU time the server spends per uncached render of the home (issue 8: < 15 ms), just
 * started and running (after RENDER_WARM_UP_SECONDS of renders), and
 * what the home costs a logged-in customer (a real session's cookies: served from the page cache
 * since the layout no longer reads the user).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { firstLoadJsBytes } from "./first-load-js";
import { fetchOnceMore, load, type LoadResult, median, RENDER_WARM_UP_SECONDS } from "./support";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** A returning visitor's state, put in the browser before each Lighthouse run of a page (bench/lighthouse-runs.mjs). */
export interface VisitorState {
  localStorage?: Record<string, string>;
  cookies?: { name: string; value: string; httpOnly?: boolean }[];
}

export interface SitePage {
  label: string;
  path: string;
  /** Without it, a first visit (no local storage, no cookie). */
  visitor?: VisitorState;
  /** Another server's page (the reference app's), measured in the same Lighthouse rounds. */
  origin?: string;
}

const FIXED_PAGES: SitePage[] = [
  { label: "home", path: "/" },
  { label: "service page", path: "/prestations/coach-developpement-personnel" },
  { label: "legal page", path: "/legal-notice" },
  { label: "appointment page", path: "/prendre-un-rendez" },
  { label: "search page", path: "/recherche?q=stress" },
];

/** The fixed pages, the first seeded workshop and the latest blog article (their paths need the API) and the login page. */
export async function sitePages(origin: string): Promise<SitePage[]> {
  const response = await fetch(`${origin}/api/element/ateliers?nbItem=1`, { headers: { "X-Site-Id": "69" } });
  const workshop = ((await response.json()) as { data: { items: { id: number; slug: string }[] } }).data.items[0];
  if (!workshop) throw new Error("No seeded workshop to measure.");
  const blog = await fetch(`${origin}/api/blog/folder?nbItem=1`, { headers: { "X-Site-Id": "69" } });
  const article = ((await blog.json()) as { data: { blogs: { id: number; slug: string }[] } }).data.blogs[0];
  if (!article) throw new Error("No seeded blog article to measure.");
  return [
    ...FIXED_PAGES,
    { label: "workshop page", path: `/ateliers/${workshop.slug}/${workshop.id}` },
    { label: "blog article", path: `/blog/${article.id}/${article.slug}` },
    { label: "login page", path: "/auth" },
  ];
}

export interface PageFigures {
  label: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** JS referenced by the server HTML (<script src>), gzip-compressed size. */
  firstLoadJsKb: number;
  /** Every script the page downloaded during the Lighthouse load (transfer size, median run). */
  loadedJsKb: number;
  lcpMs: number;
  tbtMs: number;
  clsScore: number;
  failingAudits: string[];
  /** Lighthouse's CPU benchmark of this machine (its mobile throttling assumes about 1000+). */
  benchmarkIndex: number;
}

interface LighthouseRun {
  scores: Record<string, number>;
  loadedJs: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits below full score in this run (id:score), to explain a missed target. */
  failing: string[];
  benchmarkIndex: number;
}

/** Lighthouse in a plain Node child process (see bench/lighthouse-runs.mjs), results by URL. */
function lighthouseRuns(targets: { url: string; visitor?: VisitorState }[]): Record<string, LighthouseRun[]> {
  const args = targets.map(({ url, visitor }) => (visitor ? JSON.stringify({ url, ...visitor }) : url));
  const child = spawnSync(process.execPath, [path.join(__dirname, "lighthouse-runs.mjs"), String(LIGHTHOUSE_RUNS), ...args], {
    encoding: "utf8",
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`Lighthouse failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").pop()!) as Record<string, LighthouseRun[]>;
}

/**
 * Lighthouse figures and first-load JS of `pages` (default: the sample showcase's). `fetchText`
 * reads a URL of `origin` for the first-load JS (the shop's host name needs its own, see bench/shop.ts).
 */
export async function measurePages(
  origin: string,
  pages?: SitePage[],
  fetchText?: (url: string) => Promise<Buffer>,
): Promise<PageFigures[]> {
  pages ??= await sitePages(origin);
  // Before Lighthouse: its minutes-long run outlives the server's keep-alive, and a fetch on the
  // stale pooled socket then fails (EPIPE).
  const firstLoadJs = new Map<string, number>();
  const urlOf = (page: SitePage) => (page.origin ?? origin) + page.path;
  for (const page of pages) firstLoadJs.set(urlOf(page), await firstLoadJsBytes(page.origin ?? origin, page.path, page.origin ? undefined : fetchText));
  const all = lighthouseRuns(pages.map((page) => ({ url: urlOf(page), visitor: page.visitor })));
  const figures: PageFigures[] = [];
  for (const sitePage of pages) {
    const { visitor: _visitor, origin: _origin, ...page } = sitePage;
    const url = urlOf(sitePage);
    const runs = all[url]!;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]!))])) as PageFigures["scores"];
    figures.push({
      ...page,
      scores,
      firstLoadJsKb: firstLoadJs.get(url)! / 1024,
      loadedJsKb: median(runs.map((r) => r.loadedJs)),
      lcpMs: median(runs.map((r) => r.lcp)),
      tbtMs: median(runs.map((r) => r.tbt)),
      clsScore: median(runs.map((r) => r.cls)),
      failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    });
  }
  return figures;
}

/**
 * CPU time (user + system, every thread: JS, GC, PGlite's WebAssembly) used so far by the processes
 * of process group `group` (the server started by bench/support.ts leads its own group), from
 * /proc (Linux). null elsewhere.
 */
export function processGroupCpuMs(group: number): number | null {
  let total = 0;
  let found = false;
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  // CLK_TCK is 100 on Linux.
  const msPerTick = 10;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone
    }
    // Fields after "(comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== group) continue;
    found = true;
    total += (Number(fields[11]) + Number(fields[12])) * msPerTick;
  }
  return found ? total : null;
}

export interface LoadFigures {
  rps: number;
  p99: number;
  failures: number;
  /** CPU of `cpuGroup` per request, when given and readable. */
  cpuMsPerRequest: number | null;
}

/** One round of load, with the CPU per request of `cpuGroup` when given and readable. */
interface LoadRound {
  result: LoadResult;
  cpuMs: number | null;
}

async function loadRound(url: string, headers: Record<string, string>, seconds: number, cpuGroup?: number): Promise<LoadRound> {
  const before = cpuGroup === undefined ? null : processGroupCpuMs(cpuGroup);
  const result = await load(url, headers, seconds);
  const after = cpuGroup === undefined ? null : processGroupCpuMs(cpuGroup);
  return { result, cpuMs: before !== null && after !== null && result.total > 0 ? (after - before) / result.total : null };
}

/** Medians of rounds, failures summed; the CPU per request only when every round has it. */
function loadFigures(rounds: LoadRound[]): LoadFigures {
  const cpu = rounds.map((round) => round.cpuMs).filter((value): value is number => value !== null);
  return {
    rps: median(rounds.map((r) => r.result.requestsPerSecond)),
    p99: median(rounds.map((r) => r.result.p99)),
    failures: rounds.reduce((n, r) => n + r.result.errors + r.result.non2xx, 0),
    cpuMsPerRequest: cpu.length === rounds.length && cpu.length > 0 ? median(cpu) : null,
  };
}

/** 2 s of load, then `runs` × `seconds` measured: medians, failures summed, CPU per request of a process group. */
export async function measureLoad(url: string, headers: Record<string, string>, runs: number, seconds: number, cpuGroup?: number): Promise<LoadFigures> {
  await load(url, headers, 2);
  const rounds: LoadRound[] = [];
  for (let i = 0; i < runs; i++) rounds.push(await loadRound(url, headers, seconds, cpuGroup));
  return loadFigures(rounds);
}

/** A server loaded with renders: its URL and the process group whose CPU time is counted. */
export interface RenderTarget {
  url: string;
  cpuGroup?: number;
}

/** A reference's renders, and the home's CPU per render over its own, round by round (taken one after the other) and their median. */
export interface ReferenceInTurn {
  figures: LoadFigures;
  cpuRatios: number[];
  medianCpuRatio: number | null;
}

export interface RendersInTurn {
  home: LoadFigures;
  /** In the order the references were given. */
  references: ReferenceInTurn[];
}

/**
 * The home's renders and the references' in rounds taken in turn, `runs` of each after 2 s of
 * load each: the machine's speed drifts by a third within an hour here, so the home's CPU per
 * render is also compared round by round with each reference's, measured the seconds after,
 * which cancels that drift.
 */
async function measureRendersInTurn(home: RenderTarget, references: RenderTarget[], headers: Record<string, string>, runs: number, seconds: number): Promise<RendersInTurn> {
  const targets = [home, ...references];
  for (const target of targets) await load(target.url, headers, 2);
  const rounds = targets.map((): LoadRound[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, target] of targets.entries()) rounds[index]!.push(await loadRound(target.url, headers, seconds, target.cpuGroup));
  }
  const inTurn = (referenceRounds: LoadRound[]): ReferenceInTurn => {
    const cpuRatios: number[] = [];
    for (let i = 0; i < runs; i++) {
      const [homeCpu, referenceCpu] = [rounds[0]![i]!.cpuMs, referenceRounds[i]!.cpuMs];
      if (homeCpu !== null && referenceCpu !== null && referenceCpu > 0) cpuRatios.push(homeCpu / referenceCpu);
    }
    return { figures: loadFigures(referenceRounds), cpuRatios, medianCpuRatio: cpuRatios.length === runs && runs > 0 ? median(cpuRatios) : null };
  };
  return { home: loadFigures(rounds[0]!), references: rounds.slice(1).map(inTurn) };
}

/** Renders on servers just started, then again after RENDER_WARM_UP_SECONDS more of them (the home and the references alike). */
export async function measureJustStartedAndRunning(home: RenderTarget, references: RenderTarget[], headers: Record<string, string>, runs: number, seconds: number) {
  const justStarted = await measureRendersInTurn(home, references, headers, runs, seconds);
  for (const target of [home, ...references]) await load(target.url, headers, RENDER_WARM_UP_SECONDS);
  const running = await measureRendersInTurn(home, references, headers, runs, seconds);
  return { justStarted, running };
}

export interface ThroughputFigures {
  /** What visitors get: browser-like requests, answered from the anonymous page cache when fresh. */
  ssr: { rps: number; p99: number; failures: number };
  /** Every request rendered (a query string bypasses the page cache), just after the server started. */
  render: { rps: number; p99: number; failures: number; cpuMsPerRender: number | null };
  /** The same after RENDER_WARM_UP_SECONDS more of renders: what a running server costs. */
  warmRender: { rps: number; p99: number; failures: number; cpuMsPerRender: number | null };
  /** A logged-in customer (the cookies of a real POST /login), as they get it. */
  customer: { rps: number; p99: number; failures: number; cpuMsPerRequest: number | null; pageCache: string | null };
  staticServer: { rps: number; p99: number; failures: number };
  htmlBytes: number;
  /** The home's and the references' renders, in rounds taken in turn (just started, running), with the paired ratios. */
  renders: { justStarted: RendersInTurn; running: RendersInTurn };
}

/**
 * The Cookie header of a customer of site 69 registered and logged in now (an account not yet
 * verified may log in): what the browser sends after POST /login.
 */
async function customerSessionCookie(origin: string): Promise<string> {
  const email = `banc.client.${Date.now()}@exemple.fr`;
  const password = "Chemin-des-Vignes-2026!";
  const post = (route: string, body: unknown) =>
    fetch(`${origin}/api/${route}`, { method: "POST", headers: { "Content-Type": "application/json", "X-Site-Id": "69" }, body: JSON.stringify(body) });
  const registered = await post("register", { email, password, firstname: "Lucie", lastname: "Perrin", acceptTerms: true });
  if (registered.status !== 202) throw new Error(`bench customer: POST /register answered ${registered.status}`);
  const login = await post("login", { email, password });
  if (login.status !== 200) throw new Error(`bench customer: POST /login answered ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => line.split(";")[0]!);
  return cookies.filter((pair) => /^(token|idSite|staff)=/.test(pair)).join("; ");
}

/** SSR home vs a plain static server serving the same saved HTML (same run, same load). */
export async function measureHomeThroughput(
  origin: string,
  staticPort: number,
  runs: number,
  seconds: number,
  /** The server's process group (its pid), for the CPU time per uncached render. */
  serverGroup: number | undefined,
  /** Reference pages (bench/next-reference.ts), loaded in turn with the home's renders; none when they could not be served. */
  references: RenderTarget[],
): Promise<ThroughputFigures> {
  const html = Buffer.from(await (await fetchOnceMore(`${origin}/`)).arrayBuffer());
  const gzipped = zlib.gzipSync(html);
  const server = http.createServer((req, res) => {
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? gzipped : html;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, ...(gzip ? { "Content-Encoding": "gzip" } : {}) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(staticPort, "127.0.0.1", resolve));
  // What a browser sends for a page.
  const headers = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "Accept-Encoding": "gzip, deflate, br" };
  const measure = (url: string, cpuGroup?: number, extra: Record<string, string> = {}) => measureLoad(url, { ...headers, ...extra }, runs, seconds, cpuGroup);
  try {
    const strip = ({ cpuMsPerRequest: _cpu, ...figures }: Awaited<ReturnType<typeof measure>>) => figures;
    const staticServer = strip(await measure(`http://127.0.0.1:${staticPort}/`));
    const ssr = strip(await measure(`${origin}/`));
    const renders = await measureJustStartedAndRunning({ url: `${origin}/?bench=render`, cpuGroup: serverGroup }, references, headers, runs, seconds);
    const { cpuMsPerRequest, ...render } = renders.justStarted.home;
    const { cpuMsPerRequest: warmCpuMsPerRequest, ...warmRender } = renders.running.home;
    const cookie = await customerSessionCookie(origin);
    const customer = await measure(`${origin}/`, serverGroup, { Cookie: cookie });
    const pageCache = (await fetch(`${origin}/`, { headers: { ...headers, Cookie: cookie } })).headers.get("x-page-cache");
    return {
      ssr,
      render: { ...render, cpuMsPerRender: cpuMsPerRequest },
      warmRender: { ...warmRender, cpuMsPerRender: warmCpuMsPerRequest },
      customer: { ...customer, pageCache },
      staticServer,
      htmlBytes: html.length,
      renders,
    };
  } finally {
    server.close();
  }
}
