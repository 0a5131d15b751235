import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser suite: real Chromium (Debian's, see CHROMIUM_PATH) against the production build,
 * served by the production server (server/serve.ts) on a fresh embedded database made for the run.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The lock and two-instance tests drive processes, not a viewport: once (desktop) is enough.
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testIgnore: /data-dir-lock|instances/ },
  ],
  webServer: {
    command: `node --import tsx server/serve.ts --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      DATA_DIR: E2E_DATA_DIR,
      SITE_ID: "69",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      // tests/e2e/accounts.spec.ts listens there and reads the password reset e-mail.
      SMTP_URL: "smtp://127.0.0.1:2526",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
