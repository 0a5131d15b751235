import "server-only";
import path from "node:path";
import { logger } from "@/lib/platform/logger";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";
import type { Database, DatabaseHandle } from "./types";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib/platform/db/migrations");

/** Serialises migrations and seeding across instances sharing one PostgreSQL database. */
const MIGRATION_ADVISORY_LOCK = 69_000_001;

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `loadDataDir`: start from a dump (PGlite dumpDataDir), e.g. the tests' seeded template. */
  | { kind: "pglite"; dataDir: string | null; loadDataDir?: Blob };

/**
 * Opens the database and applies the committed migrations; `prepare` (e.g. the seed) runs
 * under the same migration lock. PGlite with a dataDir takes the exclusive data-dir lock first;
 * `dataDir: null` is an in-memory database (tests).
 */
export async function openDatabase(
  target: DatabaseTarget,
  prepare?: (db: Database) => Promise<void>,
): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: target.url, max: 10 });
    // A connection dropped by the server (restart, admin command) must not crash the process:
    // the pool replaces it; the next query reports any lasting problem.
    pool.on("error", (error) => logger.warn("database connection lost", { error: error.message }));
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_ADVISORY_LOCK]);
      const locked = drizzle(client, { schema });
      await migrate(locked, { migrationsFolder: MIGRATIONS_FOLDER });
      if (prepare) await prepare(locked as unknown as Database);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }

  const lock = target.dataDir ? acquireDataDirLock(target.dataDir) : null;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { PGLITE_EXTENSIONS } = await import("./pglite-extensions");
    const client = target.dataDir
      ? await PGlite.create(path.join(target.dataDir, "pglite"), { loadDataDir: target.loadDataDir, extensions: PGLITE_EXTENSIONS })
      : await PGlite.create({ loadDataDir: target.loadDataDir, extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (prepare) await prepare(db as unknown as Database);
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
