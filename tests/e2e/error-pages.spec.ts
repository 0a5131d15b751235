import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../../playwright.config";
import { startServer, stopServer, waitForApi, type Server } from "./support/server";

/**
 * The error pages (SPEC §2, §8), driven by a real failure: a second storefront is pointed
 * (PLATFORM_API_URL) at a relay in front of the suite's platform that answers 500 to chosen calls.
 */
// Outside the workers' ports (E2E_PORT + worker index) and the other extra servers of the suite.
const STOREFRONT_PORT = E2E_PORT + 21;
const RELAY_PORT = E2E_PORT + 22;
const dataDir = path.resolve(".tmp", "error-pages-data");

type Failing = "none" | "page" | "parameter";
let failing: Failing = "none";
let relay: http.Server;
let storefront: Server;

function shouldFail(url: string): boolean {
  if (failing === "page") return /^\/api\/page\/\d+/.test(url);
  if (failing === "parameter") return url.startsWith("/api/parameter");
  return false;
}

test.describe("error pages", () => {
  test.setTimeout(240_000);

  test.beforeAll(async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one viewport is enough");
    const platform = new URL(baseURL!);
    relay = http.createServer((req, res) => {
      if (shouldFail(req.url ?? "")) {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ success: false, data: null, message: "Erreur interne simulée." }));
        return;
      }
      const upstream = http.request(
        { host: platform.hostname, port: platform.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => relay.listen(RELAY_PORT, "127.0.0.1", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    // No page cache: each test changes what the platform answers.
    storefront = startServer(STOREFRONT_PORT, { DATA_DIR: dataDir, PLATFORM_API_URL: `http://127.0.0.1:${RELAY_PORT}`, LOG_LEVEL: "warn", PAGE_CACHE_TTL_MS: "0" });
    await waitForApi(STOREFRONT_PORT);
  });

  test.afterAll(async () => {
    if (storefront) await stopServer(storefront);
    relay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("the storefront reads the platform through PLATFORM_API_URL", async ({ page }) => {
    failing = "none";
    const response = await page.goto(`http://127.0.0.1:${STOREFRONT_PORT}/coach-de-vie`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coach de vie");
  });

  test("a failing page call gives the error page: status 500, message « Error », a way home", async ({ page }) => {
    failing = "page";
    const response = await page.goto(`http://127.0.0.1:${STOREFRONT_PORT}/coach-de-vie`);
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId("error-message")).toHaveText("Error");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Une erreur est survenue");
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
    // Server details stay in the server log, never in the page.
    expect(await page.content()).not.toContain("Erreur interne simulée");
  });

  test("when the layout itself cannot render, the last-resort page says so", async ({ page }) => {
    failing = "parameter";
    const response = await page.goto(`http://127.0.0.1:${STOREFRONT_PORT}/nous-contacter`);
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId("global-error-message")).toHaveText("An error occurred while showing the error page");
    failing = "none";
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
