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

export type ListPageSql = ReturnType<typeof listQuerySql>;

/**
 * Runs a paged list: `selectRows` builds the page query from the pieces (joins allowed, the
 * route adds its tie-breaker); the total is counted on `table` with the same conditions.
 */
export async function selectListPage<F extends string, Row>(
  db: Database,
  table: PgTable,
  columns: ListColumns<F>,
  query: ListQuery<F>,
  scope: SQL,
  selectRows: (page: ListPageSql) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number; pagination: { page: number; nbItem: number } }> {
  const page = listQuerySql(columns, query, scope);
  const [rows, [counted]] = await Promise.all([
    selectRows(page),
    db.select({ total: count() }).from(table).where(page.where),
  ]);
  return { rows, total: counted?.total ?? 0, pagination: { page: query.page, nbItem: query.nbItem } };
}
