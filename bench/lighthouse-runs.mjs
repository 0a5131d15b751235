// Lighthouse runs in plain Node (not through tsx: its transform adds helpers to functions that
// Lighthouse serialises into the page). Usage: node bench/lighthouse-runs.mjs <runs> <target>...
// A target is a URL, or a JSON object { url, localStorage?, cookies? }: a returning visitor's state
// (a cart id in local storage, a session cookie) put in the browser before each of its runs —
// Lighthouse clears the caches between runs, not local storage nor cookies (its default
// clearStorageTypes) — and cleared after each of them.
// Prints one JSON line: { [url]: [{ scores, loadedJs, lcp, tbt, cls }, ...] }.
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const [runsArg, ...targetArgs] = process.argv.slice(2);
const runs = Number(runsArg);
const targets = targetArgs.map((arg) => (arg.startsWith("{") ? JSON.parse(arg) : { url: arg }));
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run"],
});

/** Through a second CDP client (Playwright): the origin's data cleared, then `target`'s state written. */
async function setVisitorState(target, clearOnly = false) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const origin = new URL(target.url).origin;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    if (!clearOnly) {
      if (target.cookies?.length) await context.addCookies(target.cookies.map((cookie) => ({ ...cookie, url: origin })));
      // Any page of the origin gives access to its local storage; robots.txt loads no script.
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      }, target.localStorage ?? {});
      await cdp.send("Network.clearBrowserCache");
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

const results = Object.fromEntries(targets.map(({ url }) => [url, []]));
try {
  // Round by round (every target once, then again): the machine's speed drifts within a run, and
  // this spreads the drift over every page alike, the reference page included.
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      const { url } = target;
      const visitor = Boolean(target.localStorage || target.cookies);
      if (visitor) await setVisitorState(target);
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
      // The next target is another page's first visit.
      if (visitor) await setVisitorState(target, true);
    }
  }
} finally {
  chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
