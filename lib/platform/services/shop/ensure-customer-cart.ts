import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { carts } from "@/lib/platform/db/schema";
import { newCartToken, hashCartToken } from "./cart-token";
import { findCustomerCart, type CartRow } from "./find-cart";

/**
 * The customer's main cart, created when missing, locked (call inside a transaction). Two tabs
 * creating it at once: the partial unique index (site, customer) keeps one, the other insert does
 * nothing and both read the same row.
 */
export async function ensureCustomerCart(tx: Database, siteId: number, customerId: number): Promise<CartRow> {
  const existing = await findCustomerCart(tx, siteId, customerId, true);
  if (existing) return existing;
  await tx.insert(carts).values({ siteId, customerId, tokenHash: hashCartToken(newCartToken()) }).onConflictDoNothing();
  const created = await findCustomerCart(tx, siteId, customerId, true);
  if (!created) throw new Error("ensureCustomerCart: the cart was neither found nor created");
  return created;
}
