import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { carts } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { cartIdSchema, NEW_CART_ID } from "@/lib/schemas/shop/cart";
import { customerCartId, hashCartToken, sameCartId } from "./cart-token";

export type CartRow = typeof carts.$inferSelect;

/** A cart found for a request, with the id the answers show it under. */
export interface FoundCart {
  row: CartRow;
  /** Guest carts: the token presented; customer carts: the id derived from the stored hash. */
  publicId: string;
}

export function publicCartId(row: CartRow, token: string | null): string {
  return row.customerId !== null || token === null ? customerCartId(row.tokenHash) : token;
}

/** The main cart of a customer of the site (one per customer and site), locked when asked. */
export async function findCustomerCart(db: Database, siteId: number, customerId: number, lock: boolean): Promise<CartRow | null> {
  const query = db.select().from(carts).where(and(eq(carts.siteId, siteId), eq(carts.customerId, customerId))).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A guest cart of the site by its token (customer carts never answer a token alone). */
export async function findGuestCart(db: Database, siteId: number, token: string, lock: boolean): Promise<CartRow | null> {
  if (token === NEW_CART_ID || !cartIdSchema.safeParse(token).success) return null;
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, siteId), eq(carts.tokenHash, hashCartToken(token)), isNull(carts.customerId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The cart an id designates for this caller, or null: a guest cart of the site by its token; the
 * caller's own customer cart by its id (or by the token it had as a guest cart). Another site's
 * cart, another customer's, a customer cart without its customer's session: null, as for an id
 * that does not exist. `lock` takes the row lock (SELECT … FOR UPDATE) for a write.
 */
export async function findCart(db: Database, siteId: number, presented: string, user: SessionUser | null, lock: boolean): Promise<FoundCart | null> {
  if (presented === NEW_CART_ID || !cartIdSchema.safeParse(presented).success) return null;
  if (user) {
    const main = await findCustomerCart(db, siteId, user.id, lock);
    if (main && (sameCartId(customerCartId(main.tokenHash), presented) || sameCartId(main.tokenHash, hashCartToken(presented)))) {
      return { row: main, publicId: customerCartId(main.tokenHash) };
    }
  }
  const guest = await findGuestCart(db, siteId, presented, lock);
  return guest ? { row: guest, publicId: presented } : null;
}
