import "server-only";
import { isTransaction } from "./is-transaction";
import type { Database } from "./types";

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Promise.all for independent reads. On the pool they run together; inside a transaction (one
 * connection) they run one after the other: node-postgres would only queue them, and queueing a
 * query on a busy client is deprecated (removed in pg 9). Queries are given as functions because
 * Drizzle's builders start when awaited.
 */
export async function queryAll<const T extends readonly (() => PromiseLike<unknown>)[]>(db: Database, queries: T): Promise<Results<T>> {
  if (!isTransaction(db)) return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}
