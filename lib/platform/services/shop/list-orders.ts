import "server-only";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { orderLines, orders } from "@/lib/platform/db/schema";
import type { OrderList } from "@/lib/schemas/shop/order";
import { orderSummaryView } from "./order-view";

type CustomerOrderField = "id" | "invoiceNumber" | "status" | "total" | "createdAt";
export type AdminOrderField = CustomerOrderField | "customerEmail" | "deliveryType" | "paymentMethod";

/** GET /order: the customer's orders, newest first. */
export const CUSTOMER_ORDER_LIST_SPEC: ListQuerySpec<CustomerOrderField> = {
  fields: { id: "integer", invoiceNumber: "integer", status: "string", total: "integer", createdAt: "date" },
  sortable: ["id", "invoiceNumber", "total", "createdAt"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 10,
};

/** GET /admin/order: every order of the site, newest first. */
export const ADMIN_ORDER_LIST_SPEC: ListQuerySpec<AdminOrderField> = {
  fields: { ...CUSTOMER_ORDER_LIST_SPEC.fields, customerEmail: "string", deliveryType: "string", paymentMethod: "string" },
  sortable: ["id", "invoiceNumber", "total", "createdAt", "customerEmail", "status"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 20,
};

const COLUMNS: ListColumns<AdminOrderField> = {
  id: orders.id,
  invoiceNumber: orders.invoiceNumber,
  status: orders.status,
  total: orders.total,
  createdAt: orders.createdAt,
  customerEmail: orders.customerEmail,
  deliveryType: orders.deliveryType,
  paymentMethod: orders.paymentMethod,
};

/** A page of the site's orders (`customerId`: only that customer's), with their unit counts. */
export async function listOrders<F extends AdminOrderField>(db: Database, siteId: number, customerId: number | null, query: ListQuery<F>): Promise<OrderList> {
  const scope = and(eq(orders.siteId, siteId), customerId === null ? undefined : eq(orders.customerId, customerId)) as SQL;
  const { rows, total, pagination } = await selectListPage(db, orders, COLUMNS as ListColumns<F>, query, scope, (page) =>
    db
      .select()
      .from(orders)
      .where(page.where)
      .orderBy(...page.orderBy, desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length > 0
      ? await db
          .select({ orderId: orderLines.orderId, units: sql<number>`cast(sum(${orderLines.quantity}) as integer)` })
          .from(orderLines)
          .where(and(eq(orderLines.siteId, siteId), inArray(orderLines.orderId, ids)))
          .groupBy(orderLines.orderId)
      : [];
  const units = new Map(counts.map((c) => [c.orderId, Number(c.units)]));
  return { list: rows.map((row) => orderSummaryView(row, units.get(row.id) ?? 0)), total, pagination };
}
