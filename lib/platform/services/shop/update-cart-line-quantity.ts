import "server-only";
import { and, eq } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { quantityError } from "@/lib/domain/shop/cart-quantity";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts, carts, productDeclinations, products } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import type { Cart } from "@/lib/schemas/shop/cart";
import { cartValidationError } from "./cart-validation-error";
import { countCartDeclination } from "./count-cart-declination";
import { findCart } from "./find-cart";
import { loadCartView } from "./load-cart-view";

/**
 * PUT /cart/{cartId}/product/{productId}/quantity: sets a line's quantity, checked (§5) under the
 * cart's row lock against the stock left once the declination's other lines are counted. A
 * quantity of 0 is refused (DELETE removes a line).
 */
export async function updateCartLineQuantity(
  db: Database,
  siteId: number,
  user: SessionUser | null,
  cartId: string,
  productId: number,
  input: { idCartProduct: number; quantity: number },
): Promise<Cart> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const cart = await findCart(tx, siteId, cartId, user, true);
    if (!cart) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
    const [line] = await tx
      .select({ id: cartProducts.id, declinationId: cartProducts.declinationId, type: products.type, stock: productDeclinations.stock, sellByMultipleOf: productDeclinations.sellByMultipleOf })
      .from(cartProducts)
      .innerJoin(productDeclinations, eq(productDeclinations.id, cartProducts.declinationId))
      .innerJoin(products, eq(products.id, cartProducts.productId))
      .where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, cart.row.id), eq(cartProducts.id, input.idCartProduct), eq(cartProducts.productId, productId)))
      .limit(1);
    if (!line) throw new ApiError("NOT_FOUND", CART_MESSAGES.lineNotFound);
    const { otherLines } = await countCartDeclination(tx, siteId, cart.row.id, line.declinationId, "", line.id);
    const stock = line.stock === null ? null : Math.max(0, line.stock - otherLines);
    const error = quantityError(input.quantity, { type: line.type, sellByMultipleOf: line.sellByMultipleOf, stock });
    if (error) throw cartValidationError([{ key: "quantity", error }]);
    await tx.update(cartProducts).set({ quantity: input.quantity }).where(eq(cartProducts.id, line.id));
    const [row] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.row.id)).returning();
    return loadCartView(tx, siteId, { row: row!, publicId: cart.publicId });
  });
}
