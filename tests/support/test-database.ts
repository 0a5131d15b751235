import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { closeDatabase, setDatabaseHandle } from "@/lib/platform/db/client";
import { openDatabase } from "@/lib/platform/db/open-database";
import type { DatabaseHandle } from "@/lib/platform/db/types";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { databaseUrl, testServerUrl } from "./test-database-template";

/**
 * A fresh, migrated and seeded database for one test file, installed as the process database.
 * Seeded databases are copies of the run's template (tests/support/test-database-template.ts,
 * the API suite's globalSetup): PGlite in memory loaded from the template's dump by default; with
 * DATABASE_URL (or TEST_DATABASE_URL) pointing at a PostgreSQL server, a database created on that
 * server from the template database and dropped afterwards. `seed: false` gives an empty,
 * migrated one. Without a template (a file run outside the API project), it is seeded here.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<{
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}> {
  const seeded = options.seed !== false;
  const template = seeded ? inject("testDatabaseTemplate") : undefined;
  const prepare = seeded && !template ? (db: Parameters<typeof prepareDatabase>[0]) => prepareDatabase(db, { demoData: true }) : undefined;
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const dump = template?.kind === "pglite" ? new Blob([fs.readFileSync(template.location)]) : undefined;
    const handle = await openDatabase({ kind: "pglite", dataDir: null, loadDataDir: dump }, prepare);
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
  await admin.query(template?.kind === "postgres" ? `create database ${name} template ${template.location}` : `create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) }, prepare);
  setDatabaseHandle(handle);
  const queuedQueries = watchQueuedQueries();
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
      queuedQueries.stop();
    },
  };
}

/**
 * node-postgres warns (once per process) when a query is sent to a client that is still running
 * one: parallel reads inside a transaction, which pg 9 refuses. Such reads go through queryAll
 * (lib/platform/db/query-all.ts); a test file that triggers the warning fails at its end.
 */
function watchQueuedQueries(): { stop: () => void } {
  const seen: string[] = [];
  const listener = (warning: Error) => {
    if (/already executing a query/.test(warning.message)) seen.push(warning.stack ?? warning.message);
  };
  process.on("warning", listener);
  return {
    stop: () => {
      process.off("warning", listener);
      if (seen.length > 0) throw new Error(`Parallel queries on one PostgreSQL client (use queryAll in transactions):\n${seen.join("\n")}`);
    },
  };
}
