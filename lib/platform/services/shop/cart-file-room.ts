import "server-only";
import { and, eq, sum } from "drizzle-orm";
import { CART_LIMITS } from "@/lib/domain/shop/cart-limits";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { customizationFiles } from "@/lib/platform/db/schema";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { NEW_CART_ID } from "@/lib/schemas/shop/cart";
import { findCart, findCustomerCart } from "./find-cart";

/** Bytes of customization files a cart holds now. */
export async function cartFileBytes(db: Database, siteId: number, cartRowId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(customizationFiles.byteSize) })
    .from(customizationFiles)
    .where(and(eq(customizationFiles.siteId, siteId), eq(customizationFiles.cartId, cartRowId)));
  return Number(row?.bytes ?? 0);
}

/**
 * Before an add-to-cart body is read: the bytes of files the cart `cartId` designates for this
 * caller may still take (CART_LIMITS.fileBytesPerCart minus what it holds; a new guest cart has it
 * all), or 404 when the id designates no cart of the caller, so nothing is read for a cart that
 * does not exist. A read only: the add checks again under the cart's row lock.
 */
export async function cartFileRoom(db: Database, siteId: number, user: SessionUser | null, cartId: string): Promise<number> {
  let cartRowId: number | null;
  if (cartId === NEW_CART_ID) cartRowId = user ? ((await findCustomerCart(db, siteId, user.id, false))?.id ?? null) : null;
  else {
    const found = await findCart(db, siteId, cartId, user, false);
    if (!found) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
    cartRowId = found.row.id;
  }
  const held = cartRowId === null ? 0 : await cartFileBytes(db, siteId, cartRowId);
  return Math.max(0, CART_LIMITS.fileBytesPerCart - held);
}
