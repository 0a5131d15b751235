/**
 * `npm run dev:mock [-- --port 3000 --mock-port 3001]`: `next dev` against the mock platform (the
 * answers recorded by `npm run mock:record`, replayed by msw handlers on another port), for
 * storefront work without a database. The storefront reaches it through PLATFORM_API_URL, on the
 * server and — through the /api seam — in the browser. Writes (login, forms) are not recorded:
 * they answer a 404 envelope. Every read the recordings do not answer is printed here, once.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseEnvOrExit } from "@/lib/env";
import { readFixtures, readRecordingInfo, RECORDED_SITE_ID } from "./mock-platform/fixtures";
import { startMockPlatform } from "./mock-platform/server";

function portArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} doit être un port entre 1 et 65535 (reçu : "${process.argv[index + 1] ?? ""}").`);
    process.exit(2);
  }
  return value;
}

async function main() {
  const env = parseEnvOrExit(process.env);
  const port = portArg("--port", env.PORT);
  const mockPort = portArg("--mock-port", port + 1);
  const fixtures = readFixtures();
  const mock = await startMockPlatform(fixtures, mockPort);
  const recordedOn = new Date(readRecordingInfo().recordedAt).toLocaleDateString("fr-FR", { timeZone: "Europe/Paris" });
  console.log(`Faux serveur de la plateforme : ${mock.url} (${fixtures.length} réponses enregistrées le ${recordedOn}, site ${RECORDED_SITE_ID}).`);
  console.log("Les dates (ateliers, jours de rendez-vous) sont celles de ce jour-là ; une lecture sans réponse enregistrée s'affiche ici (npm run mock:record pour tout enregistrer à nouveau).");

  const root = path.resolve(__dirname, "..");
  const next = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "dev", "--port", String(port)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PLATFORM_API_URL: mock.url, SITE_ID: String(RECORDED_SITE_ID), NEXT_TELEMETRY_DISABLED: "1" },
  });
  const stop = (signal: NodeJS.Signals) => next.kill(signal);
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  next.once("exit", (code) => {
    void mock.close().then(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  console.error("Échec de dev:mock :", error instanceof Error ? error.message : error);
  process.exit(1);
});
