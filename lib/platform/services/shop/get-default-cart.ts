import "server-only";
import { and, eq } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { carts } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import type { Cart } from "@/lib/schemas/shop/cart";
import { customerCartId } from "./cart-token";
import { ensureCustomerCart } from "./ensure-customer-cart";
import { findCart, findGuestCart } from "./find-cart";
import { loadCartView } from "./load-cart-view";
import { mergeCartLines } from "./merge-cart-lines";

/**
 * GET /cart/{id}/default. A guest: that guest cart, else 404. A logged customer: their main cart
 * (created when missing); when `id` is a guest cart of the site, its lines are merged into it
 * (lib/domain/shop/cart-merge.ts) and the guest cart is deleted. Any other id ('new', unknown,
 * the customer's own) just gives the main cart. Locks: the main cart, then the guest cart.
 */
export async function getDefaultCart(db: Database, siteId: number, user: SessionUser | null, cartId: string): Promise<{ cart: Cart; message: string | null }> {
  if (!user) {
    const found = await findCart(db, siteId, cartId, null, false);
    if (!found) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
    return { cart: await loadCartView(db, siteId, found), message: null };
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    let main = await ensureCustomerCart(tx, siteId, user.id);
    const guest = await findGuestCart(tx, siteId, cartId, true);
    let message: string | null = null;
    if (guest && guest.id !== main.id) {
      const { adjusted } = await mergeCartLines(tx, siteId, guest.id, main.id);
      await tx.delete(carts).where(and(eq(carts.siteId, siteId), eq(carts.id, guest.id)));
      const [updated] = await tx
        .update(carts)
        .set({ updatedAt: new Date(), discountCode: main.discountCode ?? guest.discountCode })
        .where(eq(carts.id, main.id))
        .returning();
      main = updated!;
      message = adjusted ? CART_MESSAGES.mergedAdjusted : CART_MESSAGES.merged;
    }
    return { cart: await loadCartView(tx, siteId, { row: main, publicId: customerCartId(main.tokenHash) }), message };
  });
}
