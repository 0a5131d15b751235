import "server-only";
import { eq } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { carts } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { NEW_CART_ID, type Cart } from "@/lib/schemas/shop/cart";
import { cartOptionValues, createCart, type CartOptions } from "./create-cart";
import { findCart } from "./find-cart";
import { loadCartView } from "./load-cart-view";

/**
 * POST /cart (cartId 'new') and POST /cart/{cartId}: creates the cart, or stores the options
 * (discountCode, type) of an existing one. The code is kept as typed; it is checked at checkout
 * (issue 12).
 */
export async function updateCartOptions(db: Database, siteId: number, user: SessionUser | null, cartId: string, options: CartOptions): Promise<{ cart: Cart; created: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (cartId === NEW_CART_ID) {
      const found = await createCart(tx, siteId, user, options);
      return { cart: await loadCartView(tx, siteId, found), created: true };
    }
    const found = await findCart(tx, siteId, cartId, user, true);
    if (!found) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
    const [row] = await tx
      .update(carts)
      .set({ ...cartOptionValues(options), updatedAt: new Date() })
      .where(eq(carts.id, found.row.id))
      .returning();
    return { cart: await loadCartView(tx, siteId, { row: row!, publicId: found.publicId }), created: false };
  });
}
