import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/lib/platform/db/open-database";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";

/**
 * globalSetup of the API suite: migrates and seeds one database per run, that every test file
 * copies (tests/support/test-database.ts) instead of migrating and seeding its own.
 * - PostgreSQL (DATABASE_URL / TEST_DATABASE_URL): a template database on that server, dropped at
 *   the end; files copy it with CREATE DATABASE … TEMPLATE.
 * - PGlite: a dump of the data dir (dumpDataDir) in .tmp, deleted at the end; files load it.
 */
export interface TestDatabaseTemplate {
  kind: "postgres" | "pglite";
  /** PostgreSQL: the template database's name; PGlite: the dump file. */
  location: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const seed = (db: Parameters<typeof prepareDatabase>[0]) => prepareDatabase(db, { demoData: true });

export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testServerUrl();
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  if (serverUrl) {
    const name = `evolusite_test_template_${suffix}`;
    await adminQuery(serverUrl, `create database ${name}`);
    try {
      const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) }, seed);
      // A template can only be copied while nobody is connected to it.
      await handle.close();
    } catch (error) {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      throw error;
    }
    project.provide("testDatabaseTemplate", { kind: "postgres", location: name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({ kind: "pglite", dataDir: null }, seed);
  const file = path.resolve(".tmp", `test-database-template-${suffix}.tar`);
  try {
    // The drizzle database keeps its PGlite client as $client.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("testDatabaseTemplate", { kind: "pglite", location: file });
  return async () => fs.rmSync(file, { force: true });
}
