"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { orderListSchema, orderSchema, type Order, type OrderList, type OrderStatus } from "@/lib/schemas/shop/order";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import type { AdminAnswer } from "./pages";

/** Order calls of the « Commandes » panel (docs/api.md « Commandes »); failures reject with a PlatformError. */

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export interface AdminOrderFilters {
  /** One status, or "" for all. */
  status: OrderStatus | "";
  /** Part of the customer's e-mail ("" = any). */
  email: string;
}

export const adminOrdersKeys = {
  all: () => ["admin", "orders"] as const,
  page: (filters: AdminOrderFilters, page: number) => ["admin", "orders", "list", { ...filters, page }] as const,
  detail: (id: number) => ["admin", "orders", "detail", id] as const,
};

/** GET /admin/order: newest first, 20 a page; empty filters are left out (the list grammar ignores them anyway). */
export function listAdminOrders(filters: AdminOrderFilters, page: number): Promise<OrderList> {
  const email = filters.email.trim();
  return getParsed(getBrowserApi(), "/admin/order", orderListSchema, {
    page,
    nbItem: ADMIN_ORDERS_PAGE_SIZE,
    orderBy: "createdAt:desc",
    ...(filters.status ? { status: filters.status } : {}),
    ...(email ? { customerEmail: `lk:${email}` } : {}),
  });
}

/** GET /admin/order/{id}: the order with its `nextStatuses`. */
export function fetchAdminOrder(id: number): Promise<Order> {
  return getParsed(getBrowserApi(), `/admin/order/${id}`, orderSchema);
}

/** PUT /admin/order/{id}/status: 409 for a move the order's state does not allow. */
export async function changeAdminOrderStatus(id: number, status: OrderStatus): Promise<AdminAnswer<Order>> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/order/${id}/status`, { status });
  return { data: orderSchema.parse(response.data.data), message: response.data.message };
}
