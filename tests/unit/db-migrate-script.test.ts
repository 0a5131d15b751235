import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

// `npm run db:migrate` spawned as a user runs it, on a temporary embedded database.
const root = path.resolve(__dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "evolusite-migrate-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function migrate() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/db-migrate.ts"], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 180_000,
  });
}

const committedMigrations = () => fs.readdirSync(path.join(root, "lib/platform/db/migrations")).filter((f) => f.endsWith(".sql")).length;

describe("npm run db:migrate", { timeout: 400_000 }, () => {
  it("applies every committed migration to DATA_DIR, seeds nothing, and releases the lock", async () => {
    const run = migrate();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Base à jour sur la base embarquée ${dataDir} : ${committedMigrations()} migrations appliquées.`);
    expect(fs.existsSync(path.join(dataDir, "evolusite.lock"))).toBe(false);

    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const tables = await db.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'");
      expect(tables.rows.map((t) => t.name)).toEqual(expect.arrayContaining(["sites", "users", "pages", "images"]));
      const sites = await db.query<{ n: number }>("select count(*)::int as n from sites");
      expect(sites.rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("is idempotent: a second run changes nothing and says the base is up to date", () => {
    const run = migrate();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${committedMigrations()} migrations appliquées`);
  });

  it("refuses a data dir in use by a live process, in French, with exit code 1", () => {
    const lock = path.join(dataDir, "evolusite.lock");
    fs.writeFileSync(lock, String(process.pid));
    try {
      const run = migrate();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`est déjà utilisée par un autre processus (pid ${process.pid})`);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });
});
