"use client";
import { orderSchema, type Order } from "@/lib/schemas/shop/order";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";

/**
 * The browser's order reads (docs/api.md « Commandes »): the pages render orders on the server;
 * the browser reads one again only to follow a card payment's confirmation. Failures reject with a
 * PlatformError.
 */

/** GET /order/{id}: an order of the logged customer (404 for anyone else's). */
export function fetchOrder(id: number): Promise<Order> {
  return getParsed(getBrowserApi(), `/order/${id}`, orderSchema);
}
