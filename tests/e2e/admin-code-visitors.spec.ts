import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { adminChunks, chunkNamesIn, recordScripts, scriptsWithAdminCode } from "./support/admin-code";
import { adminToken, refuseTrackersBeforehand, SITE_HEADERS, sessionCookies } from "./support/site";

/**
 * Issue 9: nobody but an ADMIN / SUPER_ADMIN receives the panel or its code. An anonymous visitor
 * and a logged-in customer, on desktop and phone: no toolbar, no admin markup, no admin chunk
 * requested, and no script they download holds admin code (tests/e2e/support/admin-code.ts); the
 * admin, in the same conditions, gets all of it (so the checks can fail).
 */

const PAGES = ["/", "/prestations/coach-developpement-personnel"];

/** A customer of site 69 (registered now: an unverified account may log in) and its session token. */
async function customerToken(request: APIRequestContext, project: string): Promise<string> {
  const email = `client.${project}.${Date.now()}@exemple.fr`;
  const password = "Chemin-des-Vignes-2026!";
  const register = await request.post("/api/register", {
    headers: SITE_HEADERS,
    data: { email, password, firstname: "Lucie", lastname: "Perrin", acceptTerms: true },
  });
  expect(register.status(), await register.text()).toBe(202);
  const login = await request.post("/api/login", { headers: SITE_HEADERS, data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A context of the project (the runner gives it the project's viewport and base URL). */
async function contextWith(browser: Browser, baseURL: string, token: string | null, role: "customer" | "staff" = "customer"): Promise<BrowserContext> {
  const context = await browser.newContext();
  await refuseTrackersBeforehand(context, baseURL);
  if (token) await context.addCookies(sessionCookies(token, baseURL, 69, role));
  return context;
}

/** Opens each page in `context` and answers what it showed and fetched. */
async function visit(context: BrowserContext) {
  const seen: { path: string; toolbars: number; adminNodes: number; adminChunkRequests: string[]; adminScripts: string[]; html: string }[] = [];
  const { own } = adminChunks();
  for (const path of PAGES) {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    const scripts = recordScripts(page);
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    const html = await response!.text();
    await page.waitForLoadState("networkidle");
    // A whole page (no toolbar must not mean a broken one).
    await expect(page.locator("footer").first()).toBeVisible();
    seen.push({
      path,
      toolbars: await page.getByRole("toolbar", { name: "Administration du site" }).count(),
      adminNodes: await page.evaluate(
        () => [...document.querySelectorAll("*")].filter((el) => el.id.startsWith("ea-") || [...el.classList].some((c) => c.startsWith("ea-"))).length,
      ),
      adminChunkRequests: chunkNamesIn(requested.join("\n"), own),
      adminScripts: await scriptsWithAdminCode(scripts),
      html,
    });
    await page.close();
  }
  return seen;
}

test.describe("admin code reaches admins only", () => {
  test.setTimeout(120_000);

  test("an anonymous visitor gets no toolbar and fetches no admin code", async ({ browser, baseURL }) => {
    const context = await contextWith(browser, baseURL!, null);
    try {
      for (const page of await visit(context)) {
        expect(page.toolbars, page.path).toBe(0);
        expect(page.adminNodes, page.path).toBe(0);
        expect(page.adminChunkRequests, page.path).toEqual([]);
        expect(page.adminScripts, page.path).toEqual([]);
        expect(page.html, page.path).not.toContain("Administration du site");
      }
    } finally {
      await context.close();
    }
  });

  test("a logged-in customer gets no toolbar and fetches no admin code", async ({ browser, baseURL, request }, testInfo) => {
    const token = await customerToken(request, testInfo.project.name);
    const context = await contextWith(browser, baseURL!, token);
    try {
      // The session is a real customer's: the chrome links to the account area.
      const check = await context.newPage();
      await check.goto("/");
      await expect(check.locator('a[href="/mon-compte"]').first()).toBeAttached();
      await check.close();
      for (const page of await visit(context)) {
        expect(page.toolbars, page.path).toBe(0);
        expect(page.adminNodes, page.path).toBe(0);
        expect(page.adminChunkRequests, page.path).toEqual([]);
        expect(page.adminScripts, page.path).toEqual([]);
        expect(page.html, page.path).not.toMatch(/\bea-page\b/);
      }
    } finally {
      await context.close();
    }
  });

  test("the admin, in the same conditions, gets the toolbar and the admin code", async ({ browser, baseURL }) => {
    const context = await contextWith(browser, baseURL!, adminToken(), "staff");
    try {
      for (const page of await visit(context)) {
        expect(page.toolbars, page.path).toBe(1);
        expect(page.adminChunkRequests.length, page.path).toBeGreaterThan(0);
        expect(page.adminScripts.length, page.path).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
  });
});
