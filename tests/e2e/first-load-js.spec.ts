import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/test";
import { firstLoadJsBytes, scriptSources } from "../../bench/first-load-js";
import { listWorkshops, refuseTrackersBeforehand, adminCookies } from "./support/site";
import { ADMIN_CODE_MARKER, adminChunks, chunkNamesIn, recordScripts, scriptsWithAdminCode } from "./support/admin-code";

/**
 * First-load JS of each public template under its committed budget (issue 8; the wine shop's
 * catalogue, product page, cart page and checkout, issue 12): gzip bytes of the
 * scripts the server HTML references, deterministic for a build. A change that adds client code
 * to a template fails here; raise the budget in first-load-js-budget.json only on purpose, saying
 * why in the commit. Timings (Lighthouse) stay in `npm run bench`.
 */
const BUDGET_FILE = path.join(__dirname, "first-load-js-budget.json");
const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, "utf8")) as Record<string, number>;

/** Each public template and one page of it. */
async function publicTemplates(request: APIRequestContext): Promise<Record<string, string>> {
  const [workshop] = await listWorkshops(request);
  return {
    home: "/",
    "service page": "/prestations/coach-developpement-personnel",
    "legal page": "/legal-notice",
    "workshop page": `/ateliers/${workshop!.slug}/${workshop!.id}`,
    "login page": "/auth",
  };
}

/**
 * The wine shop's templates (site 70). Its pages are its host's, http://vins.localhost:<port>: Node
 * does not resolve that name, so they are asked of 127.0.0.1 with that Host header (a 200 for
 * /panier proves the shop answered: the coaching site has no cart page).
 */
async function shopTemplates(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get("/api/product?nbItem=100", { headers: { "X-Site-Id": "70", "Accept-Language": "fr" } });
  const products = ((await answer.json()) as { data: { list: { id: number; slug: string; type: { type: string }; hasCustomization: boolean }[] } }).data.list;
  const wine = products.find((p) => p.type.type === "WINE" && !p.hasCustomization);
  expect(wine, "a seeded wine without customization on site 70").toBeTruthy();
  return { "shop catalogue": "/boutique", "shop product page": `/boutique/${wine!.slug}/${wine!.id}`, "shop cart page": "/panier", "shop checkout page": "/commande" };
}

test("first-load JS of every template stays under its budget", async ({ request, baseURL }) => {
  test.skip(test.info().project.name !== "desktop", "same HTML for every viewport: one project is enough");
  const templates = await publicTemplates(request);
  const fetchFrom = (headers: Record<string, string>) => async (url: string) => {
    const response = await request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    return response.body();
  };
  const fetchBytes = fetchFrom({});
  const measured: Record<string, number> = {};
  for (const [template, pagePath] of Object.entries(templates)) measured[template] = await firstLoadJsBytes(baseURL!, pagePath, fetchBytes);
  const fetchShopBytes = fetchFrom({ Host: `vins.localhost:${new URL(baseURL!).port}` });
  for (const [template, pagePath] of Object.entries(await shopTemplates(request))) measured[template] = await firstLoadJsBytes(baseURL!, pagePath, fetchShopBytes);
  test.info().annotations.push({ type: "first-load JS (gzip bytes)", description: JSON.stringify(measured) });
  for (const [template, bytes] of Object.entries(measured)) {
    expect(budget[template], `no budget for ${template} in ${BUDGET_FILE}`).toBeGreaterThan(0);
    expect(bytes, `${template}: ${bytes} B of JS gzip, budget ${budget[template]} B`).toBeLessThanOrEqual(budget[template]!);
  }
});

/** The RSC payload a page's HTML carries: the text of its `self.__next_f.push([1, "…"])` scripts. */
function rscPayload(html: string): string {
  let payload = "";
  for (const [, args] of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, text] = JSON.parse(args!) as [number, string?];
    if (kind === 1 && text) payload += text;
  }
  return payload;
}

test("the RSC payload of every template holds no <, > or &: a single one makes Next's inline escaping of the whole payload slower", async ({ request, baseURL }) => {
  // components/ui/packed-markup.ts measures it: 5 % of an uncached home render for a single `&`.
  test.skip(test.info().project.name !== "desktop", "same HTML for every viewport: one project is enough");
  const shopHost = { Host: `vins.localhost:${new URL(baseURL!).port}` };
  const shop = await shopTemplates(request);
  // The product page hands its buy box the whole product, description HTML included (left for the shop's issue).
  delete (shop as Record<string, string>)["shop product page"];
  const pages = [
    ...Object.entries(await publicTemplates(request)).map(([template, path]) => ({ template, path, headers: {} })),
    ...Object.entries(shop).map(([template, path]) => ({ template, path, headers: shopHost })),
  ];
  for (const { template, path: pagePath, headers } of pages) {
    const response = await request.get(pagePath, { headers });
    expect(response.status(), template).toBe(200);
    const html = await response.text();
    const payload = rscPayload(html);
    expect(payload.length, `${template}: the payload is found`).toBeGreaterThan(10_000);
    expect(payload.match(/.{0,60}[<>&].{0,20}/g) ?? [], `${template}: <, > or & in the payload`).toEqual([]);
  }
  // The footer's map link (COMPANY_ADDRESS, with `&query=`) crossed it packed and reached the page whole.
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/<a href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=18\+rue/);
});

test("a visitor's page does not change with the admin code: no admin chunk or markup, first-load JS as budgeted", async ({ browser, request, baseURL }) => {
  test.skip(test.info().project.name !== "desktop", "same HTML for every viewport: one project is enough");
  test.setTimeout(120_000);
  const { own, loaderChunks, lazyGroup } = adminChunks();
  // The admin loader sits in chunks of its own (not in the layout's, which every visitor fetches)…
  expect(loaderChunks.length, "the admin loader's chunks, from the client reference manifests").toBeGreaterThan(0);
  // …and the lazy group it opens (its JS and the admin CSS) is admin code only.
  expect(lazyGroup.length, "the admin loader's lazy group, from .next/server/app/**/react-loadable-manifest.json").toBeGreaterThan(1);
  for (const file of lazyGroup) expect(own, `${file} is shared with a visitor's route`).toContain(file);
  const adminIn = (text: string) => chunkNamesIn(text, own);

  const templates = await publicTemplates(request);
  const visitor = await browser.newContext();
  await refuseTrackersBeforehand(visitor, baseURL!);
  try {
    for (const [template, pagePath] of Object.entries(templates)) {
      const page = await visitor.newPage();
      const requested: string[] = [];
      page.on("request", (r) => requested.push(r.url()));
      const scripts = recordScripts(page);
      const response = await page.goto(pagePath);
      const html = await response!.text();
      await page.waitForLoadState("networkidle");
      expect(adminIn(html), `${template}: admin chunk in the visitor's HTML`).toEqual([]);
      expect(adminIn(requested.join("\n")), `${template}: admin chunk fetched by the visitor`).toEqual([]);
      // No script the visitor downloaded holds admin code, not even the loader's few lines.
      // The scripts are appended once the page has painted (server/deferred-scripts.ts): on a loaded
      // machine that can come after the network was first idle.
      await expect.poll(() => scripts.urls().length, { message: `${template}: scripts fetched`, timeout: 15_000 }).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      expect(await scriptsWithAdminCode(scripts), `${template}: admin code in a visitor's script`).toEqual([]);
      expect(html).not.toContain(ADMIN_CODE_MARKER);
      expect(html, `${template}: admin markup`).not.toMatch(/(?:class|id|data-testid)="(?:[^"]*\s)?ea-/);
      expect(html).not.toContain("Administration du site");
      const adminNodes = await page.evaluate(
        () => [...document.querySelectorAll("*")].filter((el) => el.id.startsWith("ea-") || [...el.classList].some((c) => c.startsWith("ea-"))).length,
      );
      expect(adminNodes, `${template}: admin elements in the visitor's DOM`).toBe(0);
      // The scripts the visitor's HTML references are the ones the budget test weighs, same bytes.
      // (As sets: a page the cache does not keep is rendered again, and Next may list its chunks in another order.)
      expect(scriptSources(html).sort(), template).toEqual(scriptSources(await (await request.get(pagePath)).text()).sort());
      const fetchBytes = async (url: string) => (await page.request.get(url)).body();
      const visitorBytes = await firstLoadJsBytes(baseURL!, pagePath, fetchBytes);
      expect(visitorBytes, template).toBe(await firstLoadJsBytes(baseURL!, pagePath, async (url) => (await request.get(url)).body()));
      expect(visitorBytes, template).toBeLessThanOrEqual(budget[template]!);
      await page.close();
    }
  } finally {
    await visitor.close();
  }

  // Negative control: an admin's page does load the admin chunks and render the admin markup.
  const admin = await browser.newContext();
  await refuseTrackersBeforehand(admin, baseURL!);
  await admin.addCookies(adminCookies(baseURL!));
  try {
    const page = await admin.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    const scripts = recordScripts(page);
    const response = await page.goto("/");
    expect(await response!.text()).toMatch(/\bea-page\b/);
    await expect(page.getByRole("toolbar", { name: "Administration du site" })).toBeVisible();
    expect(adminIn(requested.join("\n")).length, "the admin's page fetches the admin chunks").toBeGreaterThan(0);
    for (const file of loaderChunks) expect(requested.join("\n"), `the admin's page fetches the loader's ${file}`).toContain(file);
    expect((await scriptsWithAdminCode(scripts)).length, "the marker is found in what the admin downloads").toBeGreaterThan(0);
  } finally {
    await admin.close();
  }
});
