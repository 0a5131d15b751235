import "server-only";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { clearReadCache } from "@/lib/platform/cache/read-cache";
import { openDatabase } from "./open-database";
import type { Database, DatabaseHandle } from "./types";

/**
 * The process-wide database, opened lazily on first use (never during `next build`).
 * Kept on globalThis because Next bundles the instrumentation hook and the route handlers
 * separately: module state is not shared between them, and two PGlite instances on one
 * data dir would corrupt it.
 */
const KEY = Symbol.for("evolusite.database");
type Holder = { [KEY]?: Promise<DatabaseHandle> };
const holder = globalThis as Holder;

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("La base de données ne doit pas être ouverte pendant `next build`.");
  }
  holder[KEY] ??= openConfiguredDatabase();
  return holder[KEY];
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Tests and scripts install their own database (e.g. a fresh in-memory PGlite per suite). */
export function setDatabaseHandle(handle: DatabaseHandle): void {
  clearReadCache();
  holder[KEY] = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const current = holder[KEY];
  delete holder[KEY];
  clearReadCache();
  if (current) await (await current).close();
}

async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const env = getEnv();
  const { prepareDatabase } = await import("@/lib/platform/seed/prepare-database");
  const prepare = (db: Database) => prepareDatabase(db, { demoData: env.SEED_DEMO_DATA });
  const handle = env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL }, prepare)
    : openDatabase({ kind: "pglite", dataDir: path.resolve(env.DATA_DIR) }, prepare);
  // A failed open must not be cached forever.
  handle.catch(() => {
    if (holder[KEY] === handle) delete holder[KEY];
  });
  return handle;
}
