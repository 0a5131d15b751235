import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { getParsed } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { getServerApi } from "@/lib/api-client/server";
import { getVisitorUser } from "@/lib/storefront/visitor-user";
import { parseIdSegment } from "@/lib/domain/shop/product-path";
import { orderListSchema, orderSchema, type Order, type OrderList } from "@/lib/schemas/shop/order";
import { getSiteContext } from "../site-context";
import type { SiteContext } from "../types";

/** Orders shown per page of « Mes commandes ». */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

/**
 * One order of the logged customer (GET /order/{id} with the visitor's token: never a shared
 * read), or null when the platform does not give it to this visitor (another customer's, another
 * site's, unknown). Once per request (metadata and page).
 */
export const loadCustomerOrder = cache(async (id: number): Promise<Order | null> => {
  try {
    return await getParsed(await getServerApi(), `/order/${id}`, orderSchema);
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
});

/** A page of the logged customer's orders, newest first (GET /order). */
export async function loadCustomerOrders(page: number): Promise<OrderList> {
  return getParsed(await getServerApi(), "/order", orderListSchema, { page, nbItem: CUSTOMER_ORDERS_PAGE_SIZE, orderBy: "createdAt:desc" });
}

/**
 * The gate of the order pages: a shop site (else 404) and a logged visitor (else the login page,
 * back to `returnPath` afterwards, as the account pages do).
 */
export async function requireOrderCustomer(returnPath: string): Promise<SiteContext> {
  const [context, user] = await Promise.all([getSiteContext(), getVisitorUser()]);
  if (!context.info.isECommerce) notFound();
  if (!user) redirect(`/auth?retour=${encodeURIComponent(returnPath)}`);
  return context;
}

/** The logged customer's order `rawId` (a path segment), or the 404 page (malformed id, anyone else's order). */
export async function requireCustomerOrder(rawId: string, returnPath: (id: number) => string): Promise<Order> {
  const id = parseIdSegment(rawId);
  if (id === null) notFound();
  await requireOrderCustomer(returnPath(id));
  const order = await loadCustomerOrder(id);
  if (!order) notFound();
  return order;
}
