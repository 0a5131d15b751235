import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { queryAll } from "@/lib/platform/db/query-all";
import type { Database } from "@/lib/platform/db/types";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * queryAll: independent reads together on the pool, one after the other inside a transaction (one
 * connection: node-postgres would queue them, which is deprecated and removed in pg 9).
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

/** A read that logs when it starts and ends, and waits a little in between. */
function tracedRead(db: Database, name: string, log: string[]) {
  return async () => {
    log.push(`${name}:start`);
    const rows = await db.execute(sql`select ${name}::text as name`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    log.push(`${name}:end`);
    return rows;
  };
}

describe("queryAll", () => {
  it("runs the reads of a transaction one after the other, results in order", async () => {
    const db = await getDb();
    const log: string[] = [];
    const results = await db.transaction((tx) => queryAll(tx, [tracedRead(tx, "a", log), tracedRead(tx, "b", log), () => Promise.resolve(3)]));
    expect(log).toEqual(["a:start", "a:end", "b:start", "b:end"]);
    expect(results[2]).toBe(3);
  });

  it("starts the reads together outside a transaction", async () => {
    const db = await getDb();
    const log: string[] = [];
    await queryAll(db, [tracedRead(db, "a", log), tracedRead(db, "b", log)]);
    expect(log.slice(0, 2)).toEqual(["a:start", "b:start"]);
  });

  it("passes a failure on, after the reads before it", async () => {
    const db = await getDb();
    const log: string[] = [];
    const failing = () => Promise.reject(new Error("refused"));
    await expect(db.transaction((tx) => queryAll(tx, [tracedRead(tx, "a", log), failing, tracedRead(tx, "c", log)]))).rejects.toThrow("refused");
    expect(log).toEqual(["a:start", "a:end"]);
  });
});
