import { randomBytes } from "node:crypto";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { closeDatabase, setDatabaseHandle } from "@/lib/platform/db/client";
import { openDatabase } from "@/lib/platform/db/open-database";
import type { DatabaseHandle } from "@/lib/platform/db/types";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";

/**
 * A fresh, migrated and seeded database for one test file, installed as the process database.
 * PGlite in memory by default; with DATABASE_URL (or TEST_DATABASE_URL) pointing at a PostgreSQL
 * server, a database is created on that server for the file and dropped afterwards.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<{
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}> {
  const prepare = options.seed === false ? undefined : (db: Parameters<typeof prepareDatabase>[0]) => prepareDatabase(db, { demoData: true });
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: null }, prepare);
    setDatabaseHandle(handle);
    return {
      handle,
      dispose: async () => {
        await settleBackgroundWork();
        await closeDatabase();
      },
    };
  }
  const { Client } = await import("pg");
  const name = `evolusite_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() }, prepare);
  setDatabaseHandle(handle);
  return {
    handle,
    dispose: async () => {
      // E-mails sent after the answer still use the database: let them finish first.
      await settleBackgroundWork();
      await closeDatabase();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
