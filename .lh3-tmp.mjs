import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
const [n,...urls]=process.argv.slice(2);
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-dev-shm-usage","--disable-gpu","--no-first-run"] });
try { for (let i=0;i<Number(n);i++) for (const url of urls) { const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
 const a=lhr.audits; const m=k=>Math.round(a[k].numericValue); const o=a.metrics.details.items[0];
 console.log(url.padEnd(40), Math.round(lhr.categories.performance.score*100), "FCP",m("first-contentful-paint"),"LCP",m("largest-contentful-paint"),"SI",m("speed-index"),"TBT",m("total-blocking-time"),"oFP",Math.round(o.observedFirstPaint),"bi",lhr.environment.benchmarkIndex);
 for (const t of a["long-tasks"].details.items) console.log("   long", Math.round(t.startTime), Math.round(t.duration), t.url.slice(-45));
 for (const t of a["bootup-time"].details.items.slice(0,6)) console.log("   boot", Math.round(t.total), "script", Math.round(t.scripting), t.url.slice(-45));
}} finally { chrome.kill(); }
