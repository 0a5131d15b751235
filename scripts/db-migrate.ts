/**
 * `npm run db:migrate`: applies the committed migrations (lib/platform/db/migrations) to the
 * configured database — PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR (taking the
 * data-dir lock, so never while the app runs on it) — and seeds nothing. The app also migrates at
 * start; this is for deployments that migrate before starting. Run with
 * `tsx --conditions=react-server` (server-only modules).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { parseEnvOrExit } from "@/lib/env";
import { DataDirLockedError } from "@/lib/platform/db/data-dir-lock";
import { openDatabase, type DatabaseTarget } from "@/lib/platform/db/open-database";
import type { Database } from "@/lib/platform/db/types";

/** Where the migrations go, for the messages (no password shown). */
function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `la base embarquée ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

/** Migrations recorded by drizzle (0 before the first run, when its table does not exist yet). */
async function appliedCount(db: Database): Promise<number> {
  // node-postgres and PGlite both answer `{ rows }`.
  const count = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  const hasTable = await count(
    sql`select count(*)::int as count from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  return hasTable ? count(sql`select count(*)::int as count from drizzle.__drizzle_migrations`) : 0;
}

async function main(): Promise<number> {
  const env = parseEnvOrExit(process.env);
  const target: DatabaseTarget = env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) };
  let recorded = 0;
  try {
    // `prepare` runs after the migrations, under the same lock: it only counts them.
    const handle = await openDatabase(target, async (db) => {
      recorded = await appliedCount(db);
    });
    await handle.close();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Échec des migrations sur ${describeTarget(target)} : ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const plural = recorded > 1 ? "s" : "";
  console.log(`Base à jour sur ${describeTarget(target)} : ${recorded} migration${plural} appliquée${plural}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Échec inattendu de db:migrate :", error);
    process.exit(1);
  },
);
