import "server-only";
import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "./types";

/** Whether `db` is a transaction (node-postgres and PGlite transactions are both a PgTransaction). */
export function isTransaction(db: Database): boolean {
  return is(db, PgTransaction);
}
