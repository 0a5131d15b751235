import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts, carts, customizationFiles } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import type { Cart } from "@/lib/schemas/shop/cart";
import { findCart } from "./find-cart";
import { loadCartView } from "./load-cart-view";
import { removeCustomizationFiles } from "./remove-customization-files";

/** DELETE /cart/{cartId}/product/{productId}/{idCartProduct}: removes a line and its uploaded files. */
export async function removeCartLine(db: Database, siteId: number, user: SessionUser | null, cartId: string, productId: number, lineId: number): Promise<Cart> {
  const { cart, storageKeys } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await findCart(tx, siteId, cartId, user, true);
    if (!found) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
    const [line] = await tx
      .delete(cartProducts)
      .where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, found.row.id), eq(cartProducts.id, lineId), eq(cartProducts.productId, productId)))
      .returning({ answers: cartProducts.answers });
    if (!line) throw new ApiError("NOT_FOUND", CART_MESSAGES.lineNotFound);
    const fileIds = line.answers.flatMap((answer) => (answer.fileId !== undefined ? [answer.fileId] : []));
    const files =
      fileIds.length > 0
        ? await tx
            .delete(customizationFiles)
            .where(and(eq(customizationFiles.siteId, siteId), eq(customizationFiles.cartId, found.row.id), inArray(customizationFiles.id, fileIds)))
            .returning({ storageKey: customizationFiles.storageKey })
        : [];
    const [row] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, found.row.id)).returning();
    return { cart: await loadCartView(tx, siteId, { row: row!, publicId: found.publicId }), storageKeys: files.map((file) => file.storageKey) };
  });
  await removeCustomizationFiles(siteId, storageKeys);
  return cart;
}
