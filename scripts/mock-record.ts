/**
 * `npm run mock:record`: records the platform answers the storefront reads, from the real API (the
 * Hono app in-process on a fresh, seeded in-memory database), as JSON under
 * tests/fixtures/platform — the answers `npm run dev:mock` replays. Re-run after a contract or seed
 * change and commit the diff. Run with `tsx --conditions=react-server` (server-only modules).
 */
import { eq } from "drizzle-orm";
import { createApp } from "@/lib/platform/app";
import { closeDatabase, setDatabaseHandle } from "@/lib/platform/db/client";
import { openDatabase } from "@/lib/platform/db/open-database";
import { elements, externalAppConfigs, images } from "@/lib/platform/db/schema";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import type { MenuPage } from "@/lib/schemas/site";
import { canonicalQuery, FIXTURES_DIR, RECORDED_SITE_ID, writeFixtures, type PlatformFixture } from "./mock-platform/fixtures";

const app = createApp();

async function record(pathAndQuery: string): Promise<PlatformFixture> {
  const url = new URL(`http://platform.internal/api${pathAndQuery}`);
  const response = await app.request(url.pathname + url.search, { headers: { "X-Site-Id": String(RECORDED_SITE_ID), "Accept-Language": "fr" } });
  const type = response.headers.get("content-type") ?? "";
  const headers: Record<string, string> = { "content-type": type };
  const link = response.headers.get("link");
  if (link) headers.link = link;
  const request = { method: "GET", path: url.pathname, query: canonicalQuery(url.searchParams) };
  if (type.startsWith("application/json")) return { request, response: { status: response.status, headers, body: await response.json() } };
  const bytes = Buffer.from(await response.arrayBuffer());
  return { request, response: { status: response.status, headers, bodyBase64: bytes.toString("base64") } };
}

function* walk(pages: readonly MenuPage[]): Generator<MenuPage> {
  for (const page of pages) {
    yield page;
    yield* walk(page.children);
  }
}

async function main() {
  const handle = await openDatabase({ kind: "pglite", dataDir: null }, (db) => prepareDatabase(db, { demoData: true }));
  setDatabaseHandle(handle);
  try {
    const db = handle.db;
    const fixtures: PlatformFixture[] = [];
    const footer = "?page=1&nbItem=100";
    for (const path of ["/site/info", "/parameter", "/page", "/logged", "/company/address", "/variation", "/countries", "/news", `/element/logo-footer${footer}`, `/element/link-footer${footer}`, `/album${footer}`, "/site/resolve?host=localhost"]) {
      fixtures.push(await record(path));
    }
    const tree = (fixtures.find((f) => f.request.path === "/api/page")!.response.body as { data: MenuPage[] }).data;
    for (const page of walk(tree)) if (page.type !== "LINK") fixtures.push(await record(`/page/${page.id}`));
    const routes = await db.selectDistinct({ route: elements.route }).from(elements).where(eq(elements.siteId, RECORDED_SITE_ID));
    for (const { route } of routes) if (!route.endsWith("-footer")) fixtures.push(await record(`/element/${route}`));
    const workshops = await db.select({ id: elements.id }).from(elements).where(eq(elements.route, "ateliers"));
    for (const { id } of workshops) fixtures.push(await record(`/element/ateliers/${id}`));
    const apps = await db.select({ app: externalAppConfigs.app }).from(externalAppConfigs).where(eq(externalAppConfigs.siteId, RECORDED_SITE_ID));
    for (const { app: name } of apps) fixtures.push(await record(`/external-app/${encodeURIComponent(name)}/config/public`));
    const siteImages = await db.select({ id: images.id }).from(images).where(eq(images.siteId, RECORDED_SITE_ID));
    for (const { id } of siteImages) fixtures.push(await record(`/image/${id}`));

    const failed = fixtures.filter((f) => f.response.status >= 400);
    if (failed.length) throw new Error(`réponses en erreur : ${failed.map((f) => `${f.request.path} ${f.response.status}`).join(", ")}`);
    writeFixtures(fixtures);
    console.log(`${fixtures.length} réponses enregistrées dans ${FIXTURES_DIR}.`);
  } finally {
    await closeDatabase();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("Échec de mock:record :", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
