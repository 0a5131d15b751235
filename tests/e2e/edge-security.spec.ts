import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { E2E_PORT } from "../../playwright.config";
import { startServer, stopServer, waitForApi } from "./support/server";
import { E2E_LIMITS_SITE_ID } from "./support/admin-account";
import { LEGAL_ROUTES, refuseTrackersBeforehand, SERVICE_PATHS, adminCookies } from "./support/site";

/**
 * Issue 8, points 1, 4, 9, 10 against the production server (server/serve.ts): the final `?retour=`
 * path, the client address (socket, or a trusted proxy's X-Forwarded-For), the Content-Security-Policy
 * and the other security headers, the 400 on an undecodable path.
 */

/** Collects CSP violations (event and console) from the page's first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

/** React has hydrated the server HTML (its fiber is attached to the body). */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__react")));
}

test.describe("Content-Security-Policy and security headers", () => {
  test.beforeEach(async ({ context, baseURL }) => refuseTrackersBeforehand(context, baseURL!));

  test("HTML answers carry the headers, and every script Next renders the request's nonce", async ({ request }) => {
    for (const path of ["/", "/auth"]) {
      const response = await request.get(path, { headers: { Accept: "text/html" } });
      const headers = response.headers();
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      expect(headers["content-security-policy"]).toContain("'strict-dynamic'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toBeUndefined();
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      const executable = scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });

  test("an inline script injected into the page does not run, and the page still hydrates", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.route("**/", async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace("</body>", "<script>window.__injected = true;</script></body>");
      await route.fulfill({ response, body });
    });
    await page.goto("/");
    await expectHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    const seen = await violations();
    expect(seen.some((line) => /script-src/.test(line))).toBe(true);
  });

  test("no CSP violation on the home, a service page, a legal page and /auth", async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of ["/", SERVICE_PATHS[0]!, LEGAL_ROUTES[0]!.path, "/auth"]) {
      await page.goto(path);
      await expectHydrated(page);
      expect(await violations(), path).toEqual([]);
    }
  });
});

test.describe("?retour= of /auth", () => {
  test("a logged-in visitor on /auth?retour=/.//evil.example/x stays on this site", async ({ page, context, baseURL }) => {
    await refuseTrackersBeforehand(context, baseURL!);
    await context.addCookies(adminCookies(baseURL!));
    // Were the redirect to leave, the browser would land here instead of failing on DNS.
    await context.route((url) => url.hostname === "evil.example", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>evil</p>" }));
    for (const retour of ["/.//evil.example/x", "/%2e//evil.example/x", "/..//evil.example/x"]) {
      await page.goto(`/auth?retour=${retour}`);
      const url = new URL(page.url());
      expect(url.origin, retour).toBe(new URL(baseURL!).origin);
      expect(url.pathname, retour).toBe("/mon-compte");
    }
  });
});

test.describe("undecodable paths", () => {
  test("400: the envelope for the API and non-HTML clients, a French page for browsers", async ({ request, page }) => {
    for (const path of ["/api/%", "/%E0%A4%A"]) {
      const response = await request.get(path, { headers: { Accept: "application/json" } });
      expect(response.status(), path).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/Adresse invalide/);
    }
    const response = await page.goto("/%E0%A4%A");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adresse invalide");
  });
});

/**
 * Failed logins with unknown, distinct e-mails, on the suite's empty site by default: its blocked
 * address then blocks no login of the suite on sites 69 and 70 (the shop's specs log in on 70).
 */
async function failedLogins(baseUrl: string, count: number, forwardedFor: (i: number) => string, siteId = E2E_LIMITS_SITE_ID): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Site-Id": String(siteId), "X-Forwarded-For": forwardedFor(i) },
      body: JSON.stringify({ email: `inconnu.${Date.now()}.${i}@exemple.fr`, password: "Pas-le-bon-mot-de-passe-1" }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

test.describe("client address", () => {
  test("a rotated X-Forwarded-For does not escape the login-per-address limit", async ({ baseURL }) => {
    const statuses = await failedLogins(baseURL!, 30, (i) => `198.51.100.${i + 1}`);
    expect(statuses).toContain(429);
    // Once blocked, blocked whatever the header says.
    expect(statuses.at(-1)).toBe(429);
  });

  test("behind a trusted proxy (TRUSTED_PROXIES), its X-Forwarded-For is the client", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one server start is enough");
    test.setTimeout(240_000);
    // Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
    const port = E2E_PORT + 42;
    const dataDir = path.resolve(".tmp", "e2e-trusted-proxy-data");
    fs.rmSync(dataDir, { recursive: true, force: true });
    const server = startServer(port, { DATA_DIR: dataDir, SITE_ID: "69", LOG_LEVEL: "warn", TRUSTED_PROXIES: "127.0.0.1,::1" });
    try {
      await waitForApi(port);
      const base = `http://127.0.0.1:${port}`;
      // Each address its own bucket: thirty failures from thirty clients, none blocked.
      expect(await failedLogins(base, 30, (i) => `1.1.1.1, 203.0.113.${i + 1}`, 70)).not.toContain(429);
      // One client: blocked once over the limit, even when it forges the left part of the header.
      const one = await failedLogins(base, 30, (i) => `10.9.${i}.1, 203.0.113.200`, 70);
      expect(one).toContain(429);
      expect(one.at(-1)).toBe(429);
      const https = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https", Accept: "text/html" } });
      expect(https.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

      // `?from=` goes through proxy.ts, which forwards the visitor's address to the in-process API:
      // a client over its visit limit is not recorded (logged), another one is; both are redirected.
      const visit = (client: string, path: string) =>
        fetch(`${base}${path}`, { headers: { "X-Forwarded-For": client, Accept: "text/html" }, redirect: "manual" });
      let status = 0;
      for (let i = 0; i < 40 && status !== 429; i += 1) {
        status = (await fetch(`${base}/api/site/visit/api-flood`, { headers: { "X-Forwarded-For": "203.0.113.77", "X-Site-Id": "69" } })).status;
      }
      expect(status).toBe(429);
      const blocked = await visit("203.0.113.77", "/?from=bloquee");
      expect(blocked.status).toBe(302);
      expect(new URL(blocked.headers.get("location")!, base).search).toBe("");
      await expect.poll(() => server.output()).toMatch(/visit not recorded.*bloquee/);
      const other = await visit("203.0.113.78", "/?from=acceptee");
      expect(other.status).toBe(302);
      expect(server.output()).not.toMatch(/visit not recorded.*acceptee/);
    } finally {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
