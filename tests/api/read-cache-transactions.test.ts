import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cached, cachedRead, clearReadCache } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import type { Database } from "@/lib/platform/db/types";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Cached reads made inside a transaction (lib/platform/cache/read-cache.ts `cachedRead`). Found by
 * `npm run bench` (orders part): at 20 orders a second on PostgreSQL, POST /order hung for good —
 * every pool connection held by an order transaction waiting on the parameters' shared load,
 * itself queued for a pool connection. PGlite has one connection, PostgreSQL a pool of 10: the
 * scenario holds all of them either way.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

beforeEach(() => clearReadCache());

/** Rejects after `ms`: a deadlock fails the test instead of hanging the file. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms: deadlock`)), ms))]);
}

describe("cached reads inside a transaction", () => {
  it("every connection held by transactions and a shared load waiting for one: the transactions read on their own and finish", async () => {
    const db = await getDb();
    const connections = database.handle.kind === "postgres" ? 10 : 1;
    let held = 0;
    let allHeld!: () => void;
    const everyConnectionHeld = new Promise<void>((resolve) => (allHeld = resolve));
    let poolRead: Promise<unknown> | undefined;
    const transactions = Array.from({ length: connections }, () =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.execute(sql`select 1`);
        if (++held === connections) {
          // A request outside any transaction misses the cache: its load needs a free connection.
          poolRead = listSiteParameters(db, SITE_70);
          allHeld();
        }
        await everyConnectionHeld;
        return (await listSiteParameters(tx, SITE_70)).length;
      }),
    );
    const counts = await within(10_000, Promise.all(transactions));
    expect(counts.every((n) => n > 100)).toBe(true);
    expect(((await within(10_000, poolRead!)) as unknown[]).length).toBe(counts[0]);
  });

  it("does not wait on a load in flight, and keeps what it read to itself", async () => {
    const db = await getDb();
    void cached("k", [], () => new Promise<string>(() => undefined));
    const inside = await within(
      5_000,
      db.transaction(async (tx) => [await cachedRead(tx as unknown as Database, "k", [], async () => "own"), await cachedRead(tx as unknown as Database, "k2", [], async () => "uncommitted")]),
    );
    expect(inside).toEqual(["own", "uncommitted"]);
    expect(await cached("k2", [], async () => "committed")).toBe("committed");
  });

  it("takes an entry already loaded; outside a transaction it is the shared cache", async () => {
    const db = await getDb();
    const load = vi.fn(async () => "loaded");
    expect(await cachedRead(db, "k", [], load)).toBe("loaded");
    const again = vi.fn(async () => "again");
    expect(await db.transaction(async (tx) => cachedRead(tx as unknown as Database, "k", [], again))).toBe("loaded");
    expect(await cachedRead(db, "k", [], again)).toBe("loaded");
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
  });
});
