/**
 * `npm run test:e2e`: builds when needed (the same build serves `npm run bench`: see
 * next-build-state.ts), prepares the embedded database once and copies it for each worker's
 * server, then runs Playwright in Debian's Chromium (E2E_WORKERS workers, 2 by default).
 * Without Chromium the suite is skipped loudly — unless E2E_REQUIRED=1 (CI), where it fails.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR, E2E_PORT, E2E_WORKERS, workerDataDir, workerStripeKeys } from "../playwright.config";
import { startStripeCompatibleServer } from "../tests/support/stripe-compatible-server";
import { isBuildStale } from "./next-build-state";

const root = path.resolve(__dirname, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const required = process.env.E2E_REQUIRED === "1";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!fs.existsSync(chromium)) {
  const message = `Chromium introuvable (${chromium}) : installez-le avec « apt-get install -y chromium » ou indiquez CHROMIUM_PATH.`;
  if (required) {
    console.error(`ÉCHEC : ${message}`);
    process.exit(1);
  }
  console.warn(`SUITE NAVIGATEUR IGNORÉE : ${message}`);
  process.exit(0);
}

if (isBuildStale(root)) {
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    // No second type check (npm test ran tsc first), no build cache on CI: next.config.ts.
    env: { ...env, EVOLUSITE_TEST_BUILD: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A fresh embedded database for every run, prepared once and copied for each worker's server
// (playwright.config.ts): parallel workers never share state.
const dataDir = E2E_DATA_DIR;
fs.rmSync(dataDir, { recursive: true, force: true });
const preparedDir = path.join(dataDir, "prepared");
const adminTokenFile = path.join(root, ".tmp", "e2e-admin-token");
const prepared = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", path.join(root, "scripts/e2e-prepare-data.ts"), preparedDir, adminTokenFile],
  { cwd: root, stdio: "inherit", env: { ...env, LOG_LEVEL: "warn" } },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
for (let index = 0; index < E2E_WORKERS; index++) fs.cpSync(preparedDir, workerDataDir(index), { recursive: true });

/**
 * Card payments: one local Stripe-compatible server for the run (tests/support/
 * stripe-compatible-server.ts), an account per worker whose events go to that worker's server;
 * playwright.config.ts gives each server its keys and STRIPE_API_URL from E2E_STRIPE_URL. Specs
 * route https://js.stripe.com to it (tests/e2e/support/stripe.ts). Playwright runs asynchronously
 * so this process keeps serving it.
 */
async function runPlaywright(): Promise<number> {
  const stripe = await startStripeCompatibleServer({
    accounts: Array.from({ length: E2E_WORKERS }, (_, index) => ({
      ...workerStripeKeys(index),
      webhook: { url: `http://127.0.0.1:${E2E_PORT + index}/api/custom-stripe/webhook` },
    })),
  });
  const child = spawn(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, E2E_DATA_DIR: dataDir, E2E_ADMIN_TOKEN_FILE: adminTokenFile, E2E_STRIPE_URL: stripe.url },
  });
  const status = await new Promise<number>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  await stripe.close();
  return status;
}

void runPlaywright().then((status) => process.exit(status));
