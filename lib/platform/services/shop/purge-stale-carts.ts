import "server-only";
import { and, asc, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { carts, customizationFiles, orderFiles } from "@/lib/platform/db/schema";
import { purgeUnclaimedFiles } from "./purge-unclaimed-files";
import { removeCustomizationFiles } from "./remove-customization-files";

/** A guest cart nobody wrote to for this many days is deleted with its lines and files. */
export const GUEST_CART_TTL_DAYS = 30;
/**
 * A customization file no cart holds any more is deleted once it is this old: a file whose row is
 * being written right now is never taken.
 */
export const ORPHAN_FILE_GRACE_MS = 24 * 3_600_000;
/** At most this many carts, unclaimed files and orphan files each, per run (bounded work and lock time). */
export const CART_PURGE_BATCH_SIZE = 500;

const DAY_MS = 24 * 3_600_000;

export interface CartPurgeResult {
  carts: number;
  files: number;
  /** A batch was full: more may be left for the next run. */
  more: boolean;
}

export interface CartPurgeOptions {
  batchSize?: number;
  /** More work to commit with the purge (the job's next run), in its transaction. */
  inTransaction?: (tx: Database, result: CartPurgeResult) => Promise<void>;
}

/**
 * The cleaning of abandoned carts, platform-wide (every site: each row carries its site id, and
 * each file is removed from its own site's folder). In one transaction: the guest carts
 * (customer_id null) not updated for GUEST_CART_TTL_DAYS, oldest first, with their lines
 * (cascade) and their files' rows; then the unclaimed files (purgeUnclaimedFiles: a guest's or an
 * unconfirmed customer's, a day after their upload) with the lines naming them; then the files'
 * rows no cart holds any more (their cart was deleted another way: an account, a site) older than
 * ORPHAN_FILE_GRACE_MS. Customer carts are never purged, nor is a file an order uses (table
 * order_files: an order takes its files off the cart, and the purge skips any file an order lists). Rows are taken with FOR UPDATE SKIP LOCKED: a cart a request holds right now (it
 * is being written, so it is not stale) is left alone, and two purges at once take different rows.
 * The stored files are removed only after the commit: a failed removal is logged and never brings
 * a row back, and a rolled back purge never loses a file.
 */
export async function purgeStaleCarts(db: Database, now: Date, options: CartPurgeOptions = {}): Promise<CartPurgeResult> {
  const batchSize = options.batchSize ?? CART_PURGE_BATCH_SIZE;
  const cartCutoff = new Date(now.getTime() - GUEST_CART_TTL_DAYS * DAY_MS);
  const fileCutoff = new Date(now.getTime() - ORPHAN_FILE_GRACE_MS);

  const { result, files } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const stale = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(isNull(carts.customerId), lt(carts.updatedAt, cartCutoff)))
      .orderBy(asc(carts.updatedAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const cartIds = stale.map((cart) => cart.id);
    // A file an order uses is never deleted (orders move their files off the cart; this guards it twice).
    const usedByNoOrder = notExists(tx.select({ one: sql`1` }).from(orderFiles).where(sql`${orderFiles.fileId} = ${customizationFiles.id}`));
    const cartFiles =
      cartIds.length > 0
        ? await tx
            .delete(customizationFiles)
            .where(and(inArray(customizationFiles.cartId, cartIds), usedByNoOrder))
            .returning({ siteId: customizationFiles.siteId, storageKey: customizationFiles.storageKey })
        : [];
    if (cartIds.length > 0) await tx.delete(carts).where(inArray(carts.id, cartIds));

    const unclaimed = await purgeUnclaimedFiles(tx, now, batchSize);

    const orphans = tx
      .select({ id: customizationFiles.id })
      .from(customizationFiles)
      .where(and(isNull(customizationFiles.cartId), lt(customizationFiles.createdAt, fileCutoff), usedByNoOrder))
      .orderBy(asc(customizationFiles.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const orphanFiles = await tx
      .delete(customizationFiles)
      .where(inArray(customizationFiles.id, orphans))
      .returning({ siteId: customizationFiles.siteId, storageKey: customizationFiles.storageKey });

    const files = [...cartFiles, ...unclaimed.files, ...orphanFiles];
    const more = cartIds.length === batchSize || unclaimed.full || orphanFiles.length === batchSize;
    const result: CartPurgeResult = { carts: cartIds.length, files: files.length, more };
    await options.inTransaction?.(tx, result);
    return { result, files };
  });

  const bySite = new Map<number, string[]>();
  for (const file of files) bySite.set(file.siteId, [...(bySite.get(file.siteId) ?? []), file.storageKey]);
  for (const [siteId, storageKeys] of bySite) await removeCustomizationFiles(siteId, storageKeys);
  return result;
}
