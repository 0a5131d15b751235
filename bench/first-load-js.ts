import zlib from "node:zlib";
import { deferredScriptUrls } from "../server/deferred-scripts";

/**
 * The scripts a page's HTML loads: `<script src>` tags (without `noModule` ones, polyfills modern
 * browsers never fetch) and the URLs of the loader that brings Next's scripts after the first paint
 * (server/deferred-scripts.ts).
 */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[1]!))
    .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])
    .filter((src): src is string => Boolean(src))
    .map((src) => src.replace(/&amp;/g, "&"));
  return [...new Set([...sources, ...deferredScriptUrls(html)])];
}

/**
 * First-load JS of a page: gzip (level 9) bytes of every script its server HTML references, what
 * a first visit downloads before the page is interactive. Deterministic for a given build, so the
 * browser suite holds it under a budget (tests/e2e/first-load-js.spec.ts) and the bench reports it.
 */
export async function firstLoadJsBytes(origin: string, path: string, fetchText: (url: string) => Promise<Buffer> = fetchBytes): Promise<number> {
  const html = (await fetchText(origin + path)).toString("utf8");
  let bytes = 0;
  for (const src of scriptSources(html)) bytes += zlib.gzipSync(await fetchText(new URL(src, origin).toString()), { level: 9 }).length;
  return bytes;
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
