// Lighthouse runs in plain Node (not through tsx: its transform adds helpers to functions that
// Lighthouse serialises into the page). Usage: node bench/lighthouse-runs.mjs <runs> <url>...
// Prints one JSON line: { [url]: [{ scores, loadedJs, lcp, tbt, cls }, ...] }.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const [runsArg, ...urls] = process.argv.slice(2);
const runs = Number(runsArg);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run"],
});
const results = {};
try {
  for (const url of urls) {
    results[url] = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const items = lhr.audits["network-requests"]?.details?.items ?? [];
      const loadedJs = items.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .map((a) => `${a.id}:${a.score}`);
      results[url].push({
        scores,
        loadedJs,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        failing,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
      });
    }
  }
} finally {
  chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
