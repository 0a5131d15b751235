import "server-only";
import { and, eq } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { carts, customizationFiles } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { findCart } from "./find-cart";
import { removeCustomizationFiles } from "./remove-customization-files";

/** DELETE /cart/{cartId}: the cart, its lines and its uploaded files are gone. */
export async function deleteCart(db: Database, siteId: number, user: SessionUser | null, cartId: string): Promise<void> {
  const storageKeys = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await findCart(tx, siteId, cartId, user, true);
    if (!found) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
    const files = await tx
      .delete(customizationFiles)
      .where(and(eq(customizationFiles.siteId, siteId), eq(customizationFiles.cartId, found.row.id)))
      .returning({ storageKey: customizationFiles.storageKey });
    await tx.delete(carts).where(and(eq(carts.siteId, siteId), eq(carts.id, found.row.id)));
    return files.map((file) => file.storageKey);
  });
  await removeCustomizationFiles(siteId, storageKeys);
}
