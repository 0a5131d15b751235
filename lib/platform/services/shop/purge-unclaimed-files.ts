import "server-only";
import { and, asc, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { UNCLAIMED_FILE_TTL_HOURS } from "@/lib/domain/shop/cart-limits";
import type { Database } from "@/lib/platform/db/types";
import { cartProducts, carts, customizationFiles, orderFiles, users } from "@/lib/platform/db/schema";

export interface PurgedFile {
  siteId: number;
  storageKey: string;
}

/**
 * Inside the purge's transaction: the customization files uploaded more than
 * UNCLAIMED_FILE_TTL_HOURS ago into a cart whose owner cannot be reached — a guest cart, or the
 * cart of a customer whose e-mail is not confirmed — that no order took, at most `batchSize`, oldest
 * first; the cart lines naming them go too (a line cannot be ordered without its file), and so do
 * the other files of those lines. The carts themselves stay. Carts a request holds right now are
 * skipped (FOR UPDATE … SKIP LOCKED): an order taking its files waits for nothing and loses nothing.
 * Confirmed customers keep their files with their cart: an account with a real mailbox behind it
 * is not an anonymous upload. Returns the rows deleted (their stored files are removed after the
 * commit) and whether the batch was full.
 */
export async function purgeUnclaimedFiles(tx: Database, now: Date, batchSize: number): Promise<{ files: PurgedFile[]; full: boolean }> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_FILE_TTL_HOURS * 3_600_000);
  const usedByNoOrder = notExists(tx.select({ one: sql`1` }).from(orderFiles).where(sql`${orderFiles.fileId} = ${customizationFiles.id}`));
  const expired = await tx
    .select({ id: customizationFiles.id, cartId: carts.id })
    .from(customizationFiles)
    .innerJoin(carts, eq(carts.id, customizationFiles.cartId))
    .leftJoin(users, eq(users.id, carts.customerId))
    .where(and(lt(customizationFiles.createdAt, cutoff), or(isNull(carts.customerId), isNull(users.emailVerifiedAt)), usedByNoOrder))
    .orderBy(asc(customizationFiles.id))
    .limit(batchSize)
    .for("update", { of: [customizationFiles, carts], skipLocked: true });
  if (expired.length === 0) return { files: [], full: false };

  const cartIds = [...new Set(expired.map((file) => file.cartId))];
  const fileIds = new Set(expired.map((file) => file.id));
  const lines = await tx.select({ id: cartProducts.id, answers: cartProducts.answers }).from(cartProducts).where(inArray(cartProducts.cartId, cartIds));
  const gone = lines.filter((line) => line.answers.some((answer) => answer.fileId !== undefined && fileIds.has(answer.fileId)));
  for (const line of gone) for (const answer of line.answers) if (answer.fileId !== undefined) fileIds.add(answer.fileId);
  if (gone.length > 0) await tx.delete(cartProducts).where(inArray(cartProducts.id, gone.map((line) => line.id)));
  const files = await tx
    .delete(customizationFiles)
    .where(and(inArray(customizationFiles.id, [...fileIds]), inArray(customizationFiles.cartId, cartIds), usedByNoOrder))
    .returning({ siteId: customizationFiles.siteId, storageKey: customizationFiles.storageKey });
  return { files, full: expired.length === batchSize };
}
