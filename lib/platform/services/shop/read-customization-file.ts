import "server-only";
import { and, eq } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { carts, customizationFiles, orderFiles, orders } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import { hashCartToken, sameCartId } from "./cart-token";

const ADMIN_ROLES: ReadonlySet<string> = new Set(["ADMIN", "SUPER_ADMIN"]);

/**
 * GET /cart/customization-file/{id}: the bytes of an uploaded customization file, for the site's
 * ADMIN / SUPER_ADMIN, the logged customer whose cart holds it or whose order uses it, or a guest
 * presenting the id of the guest cart holding it (X-Cart-Id header). Anyone else: 404, as for a
 * file that does not exist.
 */
export async function readCustomizationFile(db: Database, siteId: number, user: SessionUser | null, fileId: number, presentedCartId: string | null) {
  const [row] = await db
    // Flat columns: Drizzle turns a left-joined object whose first column is null (a guest cart's customer) into null.
    .select({ file: customizationFiles, cartTokenHash: carts.tokenHash, cartCustomerId: carts.customerId })
    .from(customizationFiles)
    .leftJoin(carts, and(eq(carts.id, customizationFiles.cartId), eq(carts.siteId, siteId)))
    .where(and(eq(customizationFiles.siteId, siteId), eq(customizationFiles.id, fileId)))
    .limit(1);
  const cart = row?.cartTokenHash ? { tokenHash: row.cartTokenHash, customerId: row.cartCustomerId } : null;
  const ordered =
    row !== undefined && user !== null && row.file.cartId === null
      ? (
          await db
            .select({ orderId: orderFiles.orderId })
            .from(orderFiles)
            .innerJoin(orders, eq(orders.id, orderFiles.orderId))
            .where(and(eq(orderFiles.siteId, siteId), eq(orderFiles.fileId, fileId), eq(orders.siteId, siteId), eq(orders.customerId, user.id)))
            .limit(1)
        ).length > 0
      : false;
  const allowed =
    row !== undefined &&
    (ordered ||
    ((user !== null && ADMIN_ROLES.has(user.role)) ||
      (cart !== null && cart.customerId !== null && user !== null && cart.customerId === user.id) ||
      (cart !== null && cart.customerId === null && presentedCartId !== null && sameCartId(cart.tokenHash, hashCartToken(presentedCartId)))));
  const bytes = allowed ? await getImageStorage().read(siteId, row.file.storageKey) : null;
  if (!row || !bytes) throw new ApiError("NOT_FOUND", CART_MESSAGES.fileNotFound);
  return { bytes, mime: row.file.mediaType, originalName: row.file.originalName };
}
