import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { serveCommandArgs } from "./server/serve-command";
import { stripeTestKeys } from "./tests/support/stripe-test-keys";

/**
 * Browser suite: real Chromium (Debian's, see CHROMIUM_PATH) against the production build,
 * served by the production server (server/serve.ts) on a fresh embedded database made for the run.
 *
 * E2E_WORKERS workers (2 by default) run test files in parallel, each against a server of its own
 * (port E2E_PORT + worker, its own copy of the prepared data dir, its own SMTP port): tests that
 * change parameters or the theme never see each other. Playwright loads this file again in every
 * worker with TEST_PARALLEL_INDEX set, which is how a worker picks its server.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
const SMTP_BASE_PORT = Number(process.env.E2E_SMTP_PORT_BASE ?? 2526);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The data dir of worker `index`'s server (copies of the one scripts/test-e2e.ts prepares). */
export const workerDataDir = (index: number) => path.join(E2E_DATA_DIR, `worker-${index}`);
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's server, and the SMTP port that server sends its e-mails to (tests/e2e/accounts.spec.ts listens there). */
export const E2E_WORKER_PORT = E2E_PORT + workerIndex;
export const E2E_SMTP_PORT = SMTP_BASE_PORT + workerIndex;
/**
 * The local Stripe-compatible server scripts/test-e2e.ts starts for the run (card payments:
 * tests/e2e/support/stripe.ts routes Stripe.js to it); unset when Playwright runs alone, and then
 * card payment is simply not offered.
 */
export const E2E_STRIPE_URL = process.env.E2E_STRIPE_URL;
/** The Stripe keys of worker `index`'s server: its own account on the local server. */
export const workerStripeKeys = (index: number) => stripeTestKeys(`e2e_worker_${index}`);

function stripeEnv(index: number): Record<string, string> {
  if (!E2E_STRIPE_URL) return {};
  const keys = workerStripeKeys(index);
  return { STRIPE_API_URL: E2E_STRIPE_URL, STRIPE_SECRET_KEY: keys.secretKey, STRIPE_PUBLISHABLE_KEY: keys.publishableKey, STRIPE_WEBHOOK_SECRET: keys.webhookSecret };
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/warm-up.ts",
  fullyParallel: false,
  workers: E2E_WORKERS,
  // On CI, a test that fails is run once more and, if it passes then, counted « flaky » (listed in
  // the run's closing line by .ci/run): the suite runs on a shared 2-core machine where a stalled
  // request can still time a journey out. A test failing twice fails the run. Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WORKER_PORT}`,
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
    // Process and HTTP-only files (lock, two instances, the API over HTTP) do not depend on the viewport, nor does
    // the host → site rule (multi-site starts a server of its own, on one port): desktop only.
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testIgnore: /data-dir-lock|instances|api-over-http|multi-site/ },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: ["node", ...serveCommandArgs(".", E2E_PORT + index)].join(" "),
    url: `http://127.0.0.1:${E2E_PORT + index}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    env: {
      DATA_DIR: workerDataDir(index),
      SITE_ID: "69",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_BASE_PORT + index}`,
      // An e-mail the test SMTP server did not take (no greeting in time under load) is sent again
      // after 2 s, 8 s, 40 s… instead of 30 s, 2 min, 10 min…; due jobs are looked for every second.
      MAIL_RETRY_FIRST_DELAY_MS: "2000",
      JOB_POLL_INTERVAL_MS: "1000",
      ...stripeEnv(index),
    },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
