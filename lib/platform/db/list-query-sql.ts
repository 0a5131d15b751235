import "server-only";
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { escapeLike, type ListFilter, type ListQuery } from "@/lib/domain/list-query";
import type { Database } from "./types";

/** Column map of a list route: every filterable / sortable field → its column. */
export type ListColumns<F extends string> = Readonly<Record<F, PgColumn>>;

function filterSql(column: PgColumn, filter: ListFilter): SQL {
  const { operator, value } = filter;
  switch (operator) {
    case "like":
      return ilike(column, `%${escapeLike(String(value))}%`);
    case "ne":
      return ne(column, value);
    case "lt":
      return lt(column, value);
    case "lte":
      return lte(column, value);
    case "gt":
      return gt(column, value);
    case "gte":
      return gte(column, value);
    default:
      return eq(column, value);
  }
}

/** The parsed list query as Drizzle pieces; `scope` (the site condition) is always ANDed. */
export function listQuerySql<F extends string>(columns: ListColumns<F>, query: ListQuery<F>, scope: SQL) {
  const where = and(scope, ...query.filters.map((f) => filterSql(columns[f.field], f)));
  const orderBy = query.orderBy.map((o) => (o.direction === "desc" ? desc(columns[o.field]) : asc(columns[o.field])));
  return { where, orderBy, limit: query.nbItem, offset: (query.page - 1) * query.nbItem };
}

/** Runs a paged list: the page of rows and the total matching rows. */
export async function selectListPage<F extends string, T extends PgTable>(
  db: Database,
  table: T,
  columns: ListColumns<F>,
  query: ListQuery<F>,
  scope: SQL,
  tieBreaker: PgColumn,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const { where, orderBy, limit, offset } = listQuerySql(columns, query, scope);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy, asc(tieBreaker))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(table as PgTable).where(where),
  ]);
  return { rows: rows as T["$inferSelect"][], total: totalRow?.total ?? 0 };
}
