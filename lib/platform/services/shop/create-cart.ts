import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/platform/db/types";
import { carts } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import type { cartOptionsSchema } from "@/lib/schemas/shop/cart";
import { customerCartId, hashCartToken, newCartToken } from "./cart-token";
import { ensureCustomerCart } from "./ensure-customer-cart";
import type { FoundCart } from "./find-cart";

export type CartOptions = z.infer<typeof cartOptionsSchema>;

/** The columns the options set (absent options are left as they are). */
export function cartOptionValues(options: CartOptions): Partial<typeof carts.$inferInsert> {
  return {
    ...(options.discountCode !== undefined ? { discountCode: options.discountCode || null } : {}),
    ...(options.type !== undefined ? { deliveryType: options.type } : {}),
  };
}

/**
 * POST /cart (and an id 'new'): a guest gets a new cart and its id; a logged customer gets their
 * main cart (created when missing: one per customer and site). Call inside a transaction.
 */
export async function createCart(tx: Database, siteId: number, user: SessionUser | null, options: CartOptions = {}): Promise<FoundCart> {
  const values = cartOptionValues(options);
  if (user) {
    const row = await ensureCustomerCart(tx, siteId, user.id);
    if (Object.keys(values).length === 0) return { row, publicId: customerCartId(row.tokenHash) };
    const [updated] = await tx.update(carts).set({ ...values, updatedAt: new Date() }).where(eq(carts.id, row.id)).returning();
    return { row: updated!, publicId: customerCartId(row.tokenHash) };
  }
  const token = newCartToken();
  const [row] = await tx.insert(carts).values({ siteId, tokenHash: hashCartToken(token), ...values }).returning();
  return { row: row!, publicId: token };
}
