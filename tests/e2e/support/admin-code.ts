import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * What is admin code in the build, and what a page fetched: the tests that prove a visitor (or a
 * customer) gets none of it (issue 9, docs/builder.md « Loading »).
 */

/** In components/admin/admin-loader.tsx and admin-app.tsx (a displayName the minifier keeps). */
export const ADMIN_CODE_MARKER = "ea-admin-code";

const NEXT_DIR = path.join(process.cwd(), ".next");

/** The segment (app/forbidden.tsx) whose chunk group holds the admin loader; never a page's script. */
const ADMIN_SEGMENT = "[project]/app/forbidden";

/** Every file named like `name` under .next/server/app (one per route). */
function routeManifests(name: (file: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (name(entry.name)) found.push(full);
    }
  };
  walk(path.join(NEXT_DIR, "server", "app"));
  return found;
}

interface ClientReferenceManifest {
  clientModules: Record<string, { chunks: string[] }>;
  entryJSFiles: Record<string, string[]>;
}

/** The client reference manifests of every route (files that assign globalThis.__RSC_MANIFEST). */
function clientReferenceManifests(): ClientReferenceManifest[] {
  return routeManifests((file) => file.endsWith("_client-reference-manifest.js")).flatMap((file) => {
    const scope: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    new Function("globalThis", "self", fs.readFileSync(file, "utf8"))(scope, scope);
    return Object.values(scope.__RSC_MANIFEST ?? {});
  });
}

const chunkFile = (url: string) => url.replace(/^\/?_next\//, "").replace(/^\//, "");

/**
 * The chunks that belong to the admin panel, from the build's manifests: the admin loader's chunks
 * (client modules under components/admin/, listed by every route's client manifest through
 * app/forbidden.tsx), the lazy chunk group the loader opens (react-loadable-manifest.json: the
 * group whose CSS holds `.ea-toolbar` or whose JS holds the marker) and every chunk those load in
 * turn (editor, panels) — minus the chunks a visitor's page lists (the entry scripts of every
 * other segment, the other client modules and lazy groups: shared libraries are not admin code).
 */
export function adminChunks(): { own: Set<string>; loaderChunks: string[]; lazyGroup: string[] } {
  const read = (file: string) => fs.readFileSync(path.join(NEXT_DIR, file), "utf8");
  const chunkNames = (text: string) => [...text.matchAll(/static\/chunks\/[^"]+?\.(?:js|css)(?=")/g)].map((m) => m[0]);
  const manifests = clientReferenceManifests();
  const isAdminModule = (key: string) => key.startsWith("[project]/components/admin/");
  const visitor = new Set<string>();
  const loader = new Set<string>();
  for (const manifest of manifests) {
    for (const [segment, files] of Object.entries(manifest.entryJSFiles)) if (segment !== ADMIN_SEGMENT) files.forEach((f) => visitor.add(chunkFile(f)));
    for (const [key, { chunks }] of Object.entries(manifest.clientModules)) {
      for (const chunk of chunks) (isAdminModule(key) ? loader : visitor).add(chunkFile(chunk));
    }
  }
  // Turbopack may list a file it did not emit in a route's loadable manifest (/commande's lazy card
  // payment group names one): a file that does not exist is loaded by nobody, so it is left out.
  const emitted = (file: string) => fs.existsSync(path.join(NEXT_DIR, file));
  const groups = routeManifests((file) => file === "react-loadable-manifest.json").flatMap((file) =>
    Object.values(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, { files: string[] }>).map((item) => item.files.filter(emitted)),
  );
  const isAdminGroup = (files: string[]) =>
    files.some((file) => (file.endsWith(".css") ? read(file).includes(".ea-toolbar") : read(file).includes(ADMIN_CODE_MARKER)));
  const lazyGroup = [...new Set(groups.filter(isAdminGroup).flat())];
  for (const files of groups.filter((files) => !isAdminGroup(files))) files.forEach((f) => visitor.add(f));
  // The framework's own chunks every page loads (runtime, React) are visitor chunks too.
  const buildManifest = JSON.parse(read("build-manifest.json")) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  for (const file of [...(buildManifest.rootMainFiles ?? []), ...(buildManifest.polyfillFiles ?? [])]) visitor.add(file);
  // From the admin-only chunks, what they load in turn (never walking into a visitor's chunk).
  const closure = new Set([...loader, ...lazyGroup].filter((file) => !visitor.has(file)));
  const queue = [...closure].filter((file) => file.endsWith(".js"));
  while (queue.length > 0) {
    for (const file of chunkNames(read(queue.pop()!))) {
      if (closure.has(file) || visitor.has(file)) continue;
      closure.add(file);
      if (file.endsWith(".js")) queue.push(file);
    }
  }
  const own = new Set([...closure].filter((file) => !visitor.has(file)));
  return { own, loaderChunks: [...loader].filter((file) => own.has(file)), lazyGroup };
}

/** The names (…/chunks/<name>) of `chunks` found in `text`. */
export function chunkNamesIn(text: string, chunks: Iterable<string>): string[] {
  return [...chunks].map((file) => file.replace(/^static\/chunks\//, "")).filter((name) => text.includes(name));
}

/**
 * Records every script `page` fetches; `bodies()` answers them (URL → text) once the page has
 * settled, so a test can look for admin code in what the browser actually downloaded.
 */
export function recordScripts(page: Page): { urls: () => string[]; bodies: () => Promise<Map<string, string>> } {
  const responses = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || responses.has(response.url())) return;
    const body = response.text().catch(async () => (await page.request.get(response.url())).text());
    // A script that arrives as the page closes is never read: its failure must not be an unhandled
    // rejection (it failed the test once, « Target page, context or browser has been closed »).
    // bodies() still rejects for a script it waits for.
    body.catch(() => undefined);
    responses.set(response.url(), body);
  });
  return {
    urls: () => [...responses.keys()],
    bodies: async () => new Map(await Promise.all([...responses].map(async ([url, body]) => [url, await body] as const))),
  };
}

/** The fetched scripts that hold admin code (their URLs). */
export async function scriptsWithAdminCode(scripts: ReturnType<typeof recordScripts>): Promise<string[]> {
  return [...(await scripts.bodies())].filter(([, body]) => body.includes(ADMIN_CODE_MARKER)).map(([url]) => url);
}
