/**
 * `npm start`: validates the configuration, builds the production bundle when it is missing
 * or older than the sources, then runs the production server (server/serve.ts: Next with the
 * anonymous page cache). The server itself opens the database, applies the migrations and seeds
 * the sample sites before serving (instrumentation.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { parseEnvOrExit } from "../lib/env";
import { serveCommandArgs } from "../server/serve-command";
import { isBuildStale } from "./next-build-state";

const root = path.resolve(__dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const env = parseEnvOrExit(process.env);

if (isBuildStale(root)) {
  console.log("Construction de la version de production (next build)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: childEnv });
  if (build.status !== 0) {
    process.stderr.write("\nLa construction a échoué : voir les messages ci-dessus.\n");
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, serveCommandArgs(root, env.PORT), {
  cwd: root,
  stdio: "inherit",
  env: childEnv,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
