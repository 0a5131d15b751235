/**
 * Public-site figures (issue 3): Lighthouse mobile scores (median of LIGHTHOUSE_RUNS) for the home,
 * a service page and a legal page; first-load JS (gzip) of each; req/s and p99 of the server-rendered
 * home next to a plain static server answering the same saved HTML in the same run.
 */
import http from "node:http";
import zlib from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { load, median } from "./support";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export const SITE_PAGES = [
  { label: "home", path: "/" },
  { label: "service page", path: "/prestations/coach-developpement-personnel" },
  { label: "legal page", path: "/legal-notice" },
];

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
}

/** gzip size of every script the server HTML references (what a first visit must download). */
async function firstLoadJs(origin: string, path: string): Promise<number> {
  const html = await (await fetch(origin + path)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  let bytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

interface LighthouseRun {
  scores: Record<string, number>;
  loadedJs: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores: Record<string, number> = {};
  for (const c of CATEGORIES) scores[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const loadedJs = requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024;
  return {
    scores,
    loadedJs,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
  };
}

export async function measurePages(origin: string): Promise<PageFigures[]> {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run"],
  });
  try {
    const figures: PageFigures[] = [];
    for (const page of SITE_PAGES) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(origin + page.path, chrome.port));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]!))])) as PageFigures["scores"];
      figures.push({
        ...page,
        scores,
        firstLoadJsKb: await firstLoadJs(origin, page.path),
        loadedJsKb: median(runs.map((r) => r.loadedJs)),
        lcpMs: median(runs.map((r) => r.lcp)),
        tbtMs: median(runs.map((r) => r.tbt)),
        clsScore: median(runs.map((r) => r.cls)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export interface ThroughputFigures {
  ssr: { rps: number; p99: number; failures: number };
  staticServer: { rps: number; p99: number; failures: number };
  htmlBytes: number;
}

/** SSR home vs a plain static server serving the same saved HTML (same run, same load). */
export async function measureHomeThroughput(origin: string, runs: number, seconds: number): Promise<ThroughputFigures> {
  const html = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer());
  const gzipped = zlib.gzipSync(html);
  const server = http.createServer((req, res) => {
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? gzipped : html;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, ...(gzip ? { "Content-Encoding": "gzip" } : {}) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(3304, "127.0.0.1", resolve));
  const headers = { "Accept-Encoding": "gzip" };
  const measure = async (url: string) => {
    await load(url, headers, 2);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await load(url, headers, seconds));
    return {
      rps: median(results.map((r) => r.requestsPerSecond)),
      p99: median(results.map((r) => r.p99)),
      failures: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
  };
  try {
    const staticServer = await measure("http://127.0.0.1:3304/");
    const ssr = await measure(`${origin}/`);
    return { ssr, staticServer, htmlBytes: html.length };
  } finally {
    server.close();
  }
}
