import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UNCLAIMED_FILE_TTL_HOURS } from "@/lib/domain/shop/cart-limits";
import { getDb } from "@/lib/platform/db/client";
import { cartProducts, carts, customizationFiles, jobs, orderFiles, orders, users } from "@/lib/platform/db/schema";
import type { Database } from "@/lib/platform/db/types";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";
import { ensurePendingJob } from "@/lib/platform/jobs/ensure-pending-job";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { logger } from "@/lib/platform/logger";
import { addToCart } from "@/lib/platform/services/shop/add-to-cart";
import { GUEST_CART_TTL_DAYS, ORPHAN_FILE_GRACE_MS, purgeStaleCarts } from "@/lib/platform/services/shop/purge-stale-carts";
import { removeCartLine } from "@/lib/platform/services/shop/remove-cart-line";
import { runCartPurge } from "@/lib/platform/services/shop/run-cart-purge";
import {
  CART_PURGE_BACKLOG_DELAY_MS,
  CART_PURGE_INTERVAL_MS,
  CART_PURGE_JOB,
  scheduleCartPurge,
} from "@/lib/platform/services/shop/schedule-cart-purge";
import { updateCartLineQuantity } from "@/lib/platform/services/shop/update-cart-line-quantity";
import { updateCartOptions } from "@/lib/platform/services/shop/update-cart-options";
import { getImageStorage, setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { insertCart, insertCustomizationFile, insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The hourly « shop.purge-carts » job (docs/api.md « Panier », docs/architecture.md « Background
 * work »): abandoned guest carts go with their lines and files, unclaimed files (a guest's, an
 * unconfirmed customer's) a day after their upload with their lines, customer carts and live carts
 * stay, and the job keeps exactly one pending run however many instances boot or run it at once.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The services stamp writes with the clock: the purge runs at the real time.
const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const STALE = ago((GUEST_CART_TTL_DAYS + 1) * DAY);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
let wine: InsertedProduct;
let wine69: InsertedProduct;
let customer70: number;
let customer69: number;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-cart-purge-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  registerPlatformJobHandlers();
  wine = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 1250, stock: null }] });
  wine69 = await insertProduct({ siteId: SITE_69, declinations: [{ fixedPrice: 1000, stock: null }] });
  customer70 = (await createLoggedUser(SITE_70)).user.id;
  customer69 = (await createLoggedUser(SITE_69)).user.id;
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});
beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
  await db.delete(orders);
  await db.delete(customizationFiles);
  await db.delete(carts);
});

const lineOf = (product: InsertedProduct) => [{ productId: product.id, declinationId: product.declinationIds[0]! }];
const onDisk = (siteId: number, storageKey: string) => getImageStorage().exists(siteId, storageKey);

let invoiceNumber = 0;
/** An order of site 70 listing these customization files (order_files), as POST /order leaves them. */
async function insertOrderUsing(fileIds: number[]): Promise<number> {
  const db = await getDb();
  invoiceNumber += 1;
  const address = { firstname: "Camille", lastname: "Durand", company: null, address: "1 rue", addressPart2: null, postalCode: "21190", city: "Meursault", country: { id: 1, alphaTwo: "FR", name: "France" } };
  const [order] = await db
    .insert(orders)
    .values({ siteId: SITE_70, customerEmail: "camille@exemple.fr", invoiceNumber, status: "PAID", paymentMethod: "CHEQUE", deliveryType: "CLICK_AND_COLLECT", billingAddress: address, phone: "0612345678", totalProduct: 1250, totalProductToPay: 1250, total: 1250 })
    .returning({ id: orders.id });
  await db.insert(orderFiles).values(fileIds.map((fileId) => ({ siteId: SITE_70, orderId: order!.id, fileId })));
  return order!.id;
}

async function cartIds(): Promise<number[]> {
  const rows = await (await getDb()).select({ id: carts.id }).from(carts).orderBy(asc(carts.id));
  return rows.map((row) => row.id);
}

async function pendingPurgeJobs() {
  return (await getDb())
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, CART_PURGE_JOB), isNull(jobs.doneAt), isNull(jobs.failedAt)));
}

describe("purgeStaleCarts", () => {
  it("deletes guest carts idle for 30 days with their lines and files (rows and disk), on every site; keeps recent guest carts and every customer cart", async () => {
    const db = await getDb();
    const old70 = await insertCart({ siteId: SITE_70, updatedAt: STALE, declinations: lineOf(wine) });
    const old69 = await insertCart({ siteId: SITE_69, updatedAt: ago(400 * DAY), declinations: lineOf(wine69) });
    const recent = await insertCart({ siteId: SITE_70, updatedAt: ago((GUEST_CART_TTL_DAYS - 1) * DAY), declinations: lineOf(wine) });
    const justUnder = await insertCart({ siteId: SITE_70, updatedAt: ago(GUEST_CART_TTL_DAYS * DAY - 60_000), declinations: lineOf(wine) });
    const customerOld = await insertCart({ siteId: SITE_70, customerId: customer70, updatedAt: ago(900 * DAY), declinations: lineOf(wine) });
    const customerOld69 = await insertCart({ siteId: SITE_69, customerId: customer69, updatedAt: ago(900 * DAY), declinations: lineOf(wine69) });
    const oldFile70 = await insertCustomizationFile({ siteId: SITE_70, cartId: old70.id, createdAt: STALE });
    const oldFile69 = await insertCustomizationFile({ siteId: SITE_69, cartId: old69.id, createdAt: ago(400 * DAY) });
    // (Uploaded within the day: an older one goes a day after its upload, see below.)
    const recentFile = await insertCustomizationFile({ siteId: SITE_70, cartId: recent.id, createdAt: ago(HOUR) });
    const customerFile = await insertCustomizationFile({ siteId: SITE_70, cartId: customerOld.id, createdAt: ago(900 * DAY) });

    expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 2, files: 2, more: false });

    expect(await cartIds()).toEqual([recent.id, justUnder.id, customerOld.id, customerOld69.id]);
    const lines = await db.select({ cartId: cartProducts.cartId }).from(cartProducts).where(inArray(cartProducts.cartId, [old70.id, old69.id]));
    expect(lines).toEqual([]);
    const files = await db.select({ id: customizationFiles.id }).from(customizationFiles).orderBy(asc(customizationFiles.id));
    expect(files.map((file) => file.id)).toEqual([recentFile.id, customerFile.id]);
    expect(await onDisk(SITE_70, oldFile70.storageKey)).toBe(false);
    expect(await onDisk(SITE_69, oldFile69.storageKey)).toBe(false);
    expect(await onDisk(SITE_70, recentFile.storageKey)).toBe(true);
    expect(await onDisk(SITE_70, customerFile.storageKey)).toBe(true);

    // Nothing left to do: a second run changes nothing.
    expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 0, files: 0, more: false });
  });

  it("never deletes a file an order uses: an old file taken off its cart by the order, nor one a stale guest cart still names", async () => {
    const db = await getDb();
    const ordered = await insertCustomizationFile({ siteId: SITE_70, cartId: null, createdAt: ago(400 * DAY) });
    const stale = await insertCart({ siteId: SITE_70, updatedAt: STALE, declinations: lineOf(wine) });
    const stillOnCart = await insertCustomizationFile({ siteId: SITE_70, cartId: stale.id, createdAt: STALE });
    const notOrdered = await insertCustomizationFile({ siteId: SITE_70, cartId: null, createdAt: ago(400 * DAY) });
    await insertOrderUsing([ordered.id, stillOnCart.id]);

    expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 1, files: 1, more: false });

    const files = await db.select({ id: customizationFiles.id, cartId: customizationFiles.cartId }).from(customizationFiles).orderBy(asc(customizationFiles.id));
    // The stale cart is gone; its ordered file stays, without a cart (and a later run keeps it too).
    expect(files).toEqual([
      { id: ordered.id, cartId: null },
      { id: stillOnCart.id, cartId: null },
    ]);
    expect(await onDisk(SITE_70, ordered.storageKey)).toBe(true);
    expect(await onDisk(SITE_70, stillOnCart.storageKey)).toBe(true);
    expect(await onDisk(SITE_70, notOrdered.storageKey)).toBe(false);
    expect(await purgeStaleCarts(db, new Date(NOW.getTime() + 400 * DAY))).toEqual({ carts: 0, files: 0, more: false });
  });

  it("deletes files no cart holds once older than the grace period, keeps younger ones and the files of live carts", async () => {
    const db = await getDb();
    const live = await insertCart({ siteId: SITE_70, updatedAt: ago(DAY) });
    const oldOrphan = await insertCustomizationFile({ siteId: SITE_70, cartId: null, createdAt: ago(ORPHAN_FILE_GRACE_MS + 60_000) });
    const youngOrphan = await insertCustomizationFile({ siteId: SITE_70, cartId: null, createdAt: ago(ORPHAN_FILE_GRACE_MS - 60_000) });
    const liveFile = await insertCustomizationFile({ siteId: SITE_70, cartId: live.id, createdAt: ago(UNCLAIMED_FILE_TTL_HOURS * HOUR - 60_000) });
    // A customer's account deleted: their cart goes (cascade), its files stay without a cart.
    const customer = await createLoggedUser(SITE_69);
    const customerCart = await insertCart({ siteId: SITE_69, customerId: customer.user.id, updatedAt: ago(DAY) });
    const leftBehind = await insertCustomizationFile({ siteId: SITE_69, cartId: customerCart.id, createdAt: ago(10 * DAY) });
    await db.delete(carts).where(eq(carts.id, customerCart.id));

    expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 0, files: 2, more: false });

    const files = await db.select({ id: customizationFiles.id }).from(customizationFiles).orderBy(asc(customizationFiles.id));
    expect(files.map((file) => file.id)).toEqual([youngOrphan.id, liveFile.id]);
    expect(await onDisk(SITE_70, oldOrphan.storageKey)).toBe(false);
    expect(await onDisk(SITE_69, leftBehind.storageKey)).toBe(false);
    expect(await onDisk(SITE_70, youngOrphan.storageKey)).toBe(true);
    expect(await onDisk(SITE_70, liveFile.storageKey)).toBe(true);
  });

  it("deletes the files of guest and unconfirmed customers' carts a day after their upload, with the lines naming them; the carts, their other lines, confirmed customers' files and ordered files stay", async () => {
    const db = await getDb();
    const dayOld = ago(UNCLAIMED_FILE_TTL_HOURS * HOUR + 60_000);
    const guest = await insertCart({ siteId: SITE_70, updatedAt: ago(HOUR), declinations: lineOf(wine) });
    const unconfirmed = await createLoggedUser(SITE_69);
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.user.id));
    const unconfirmedCart = await insertCart({ siteId: SITE_69, customerId: unconfirmed.user.id, updatedAt: ago(HOUR) });
    const confirmedCart = await insertCart({ siteId: SITE_70, customerId: customer70, updatedAt: ago(HOUR) });
    const orderedCart = await insertCart({ siteId: SITE_70, updatedAt: ago(HOUR) });
    const old = await insertCustomizationFile({ siteId: SITE_70, cartId: guest.id, createdAt: dayOld });
    const young = await insertCustomizationFile({ siteId: SITE_70, cartId: guest.id, createdAt: ago(UNCLAIMED_FILE_TTL_HOURS * HOUR - 60_000) });
    const unconfirmedFile = await insertCustomizationFile({ siteId: SITE_69, cartId: unconfirmedCart.id, createdAt: dayOld });
    const confirmedFile = await insertCustomizationFile({ siteId: SITE_70, cartId: confirmedCart.id, createdAt: ago(400 * DAY) });
    const orderedFile = await insertCustomizationFile({ siteId: SITE_70, cartId: orderedCart.id, createdAt: dayOld });
    await insertOrderUsing([orderedFile.id]);
    const fileLine = async (cartId: number, siteId: number, product: InsertedProduct, fileId: number) => {
      const [line] = await db
        .insert(cartProducts)
        .values({ siteId, cartId, productId: product.id, declinationId: product.declinationIds[0]!, quantity: 1, answers: [{ id: 1, key: "visuel", fileId }], answersKey: `file-${fileId}` })
        .returning({ id: cartProducts.id });
      return line!.id;
    };
    const oldLine = await fileLine(guest.id, SITE_70, wine, old.id);
    const youngLine = await fileLine(guest.id, SITE_70, wine, young.id);
    const unconfirmedLine = await fileLine(unconfirmedCart.id, SITE_69, wine69, unconfirmedFile.id);
    const confirmedLine = await fileLine(confirmedCart.id, SITE_70, wine, confirmedFile.id);

    expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 0, files: 2, more: false });

    expect(await cartIds()).toEqual([guest.id, unconfirmedCart.id, confirmedCart.id, orderedCart.id]);
    const lines = await db.select({ id: cartProducts.id }).from(cartProducts).where(inArray(cartProducts.cartId, [guest.id, unconfirmedCart.id, confirmedCart.id]));
    const plainLine = (await db.select({ id: cartProducts.id }).from(cartProducts).where(and(eq(cartProducts.cartId, guest.id), eq(cartProducts.answersKey, ""))))[0]!.id;
    expect(lines.map((line) => line.id).sort((a, b) => a - b)).toEqual([plainLine, youngLine, confirmedLine].sort((a, b) => a - b));
    expect([oldLine, unconfirmedLine].some((id) => lines.some((line) => line.id === id))).toBe(false);
    const files = await db.select({ id: customizationFiles.id }).from(customizationFiles).orderBy(asc(customizationFiles.id));
    expect(files.map((file) => file.id)).toEqual([young.id, confirmedFile.id, orderedFile.id]);
    expect(await onDisk(SITE_70, old.storageKey)).toBe(false);
    expect(await onDisk(SITE_69, unconfirmedFile.storageKey)).toBe(false);
    expect(await onDisk(SITE_70, young.storageKey)).toBe(true);
    expect(await onDisk(SITE_70, confirmedFile.storageKey)).toBe(true);
    expect(await onDisk(SITE_70, orderedFile.storageKey)).toBe(true);
    expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 0, files: 0, more: false });
  });

  it("works in bounded batches, oldest first", async () => {
    const db = await getDb();
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await insertCart({ siteId: SITE_70, updatedAt: ago((40 + i) * DAY) }));
    expect(await purgeStaleCarts(db, NOW, { batchSize: 2 })).toEqual({ carts: 2, files: 0, more: true });
    // The two oldest went first.
    expect(await cartIds()).toEqual(created.slice(0, 3).map((cart) => cart.id));
    expect(await purgeStaleCarts(db, NOW, { batchSize: 2 })).toEqual({ carts: 2, files: 0, more: true });
    expect(await purgeStaleCarts(db, NOW, { batchSize: 2 })).toEqual({ carts: 1, files: 0, more: false });
    expect(await cartIds()).toEqual([]);
  });

  it("a file removal that fails is logged; the rows stay deleted", async () => {
    const db = await getDb();
    const old = await insertCart({ siteId: SITE_70, updatedAt: STALE });
    const file = await insertCustomizationFile({ siteId: SITE_70, cartId: old.id, createdAt: STALE });
    const disk = createLocalDiskStorage(() => uploads);
    setImageStorage({ ...disk, remove: async () => Promise.reject(new Error("disque indisponible")) });
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      expect(await purgeStaleCarts(db, NOW)).toEqual({ carts: 1, files: 1, more: false });
      expect(warn).toHaveBeenCalledWith("customization files not removed", expect.objectContaining({ siteId: SITE_70, count: 1 }));
    } finally {
      warn.mockRestore();
      setImageStorage(disk);
    }
    expect(await cartIds()).toEqual([]);
    expect(await db.select().from(customizationFiles)).toEqual([]);
    // The file stays on disk, named by no row (harmless: no route serves it).
    expect(await onDisk(SITE_70, file.storageKey)).toBe(true);
  });

  it("every write to a guest cart makes it live again (add, quantity, remove a line, options)", async () => {
    const db = await getDb();
    const cart = await insertCart({ siteId: SITE_70, updatedAt: STALE, declinations: lineOf(wine) });
    const second = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 900, stock: null }] });
    const age = () => db.update(carts).set({ updatedAt: STALE }).where(eq(carts.id, cart.id));
    const lineId = async (product: InsertedProduct) => {
      const [line] = await db.select({ id: cartProducts.id }).from(cartProducts).where(and(eq(cartProducts.cartId, cart.id), eq(cartProducts.productId, product.id)));
      return line!.id;
    };
    const writes: [string, () => Promise<unknown>][] = [
      ["add", () => addToCart(db, SITE_70, null, cart.token, second.declinationIds[0]!, { type: "WINE", quantity: 1, answers: [], files: [] })],
      ["quantity", async () => updateCartLineQuantity(db, SITE_70, null, cart.token, wine.id, { idCartProduct: await lineId(wine), quantity: 3 })],
      ["remove", async () => removeCartLine(db, SITE_70, null, cart.token, second.id, await lineId(second))],
      ["options", () => updateCartOptions(db, SITE_70, null, cart.token, { type: "DELIVERY" })],
    ];
    for (const [name, write] of writes) {
      await age();
      const before = Date.now();
      await write();
      const [row] = await db.select({ updatedAt: carts.updatedAt }).from(carts).where(eq(carts.id, cart.id));
      expect(row?.updatedAt.getTime(), name).toBeGreaterThanOrEqual(before);
      expect((await purgeStaleCarts(db, new Date())).carts, name).toBe(0);
    }
    expect(await cartIds()).toEqual([cart.id]);
  });
});

describe("the shop.purge-carts job", () => {
  it("a guest's file is gone within an hour of its day: the job chain runs hourly", async () => {
    const db = await getDb();
    const cart = await insertCart({ siteId: SITE_70, updatedAt: NOW });
    const file = await insertCustomizationFile({ siteId: SITE_70, cartId: cart.id, createdAt: NOW });
    await scheduleCartPurge(db, NOW);
    const deadline = NOW.getTime() + (UNCLAIMED_FILE_TTL_HOURS + 1) * HOUR;
    for (let [next] = await pendingPurgeJobs(); next && next.runAt.getTime() <= deadline; [next] = await pendingPurgeJobs()) {
      expect((await runDueJobs(db, next.runAt)).done).toBe(1);
    }
    expect(await onDisk(SITE_70, file.storageKey)).toBe(false);
    expect(await cartIds()).toEqual([cart.id]);
  });

  it("runs, then reschedules itself exactly once an hour later", async () => {
    const db = await getDb();
    const old = await insertCart({ siteId: SITE_70, updatedAt: STALE, declinations: lineOf(wine) });
    expect(await scheduleCartPurge(db, NOW)).toBe(true);
    const [first] = await pendingPurgeJobs();
    expect(first?.runAt.getTime()).toBe(NOW.getTime());

    expect(await runDueJobs(db, NOW)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await cartIds()).not.toContain(old.id);
    const [next, ...others] = await pendingPurgeJobs();
    expect(others).toEqual([]);
    expect(next?.id).not.toBe(first!.id);
    expect(next?.runAt.getTime()).toBe(NOW.getTime() + CART_PURGE_INTERVAL_MS);
    expect(next?.siteId).toBeNull();

    // Not due before the interval; then once more, and again exactly one next run.
    expect(await runDueJobs(db, new Date(NOW.getTime() + CART_PURGE_INTERVAL_MS - 1))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(db, next!.runAt)).toEqual({ done: 1, retried: 0, failed: 0 });
    const after = await pendingPurgeJobs();
    expect(after.map((job) => job.runAt.getTime())).toEqual([NOW.getTime() + 2 * CART_PURGE_INTERVAL_MS]);
    expect(await db.select().from(jobs).where(eq(jobs.kind, CART_PURGE_JOB))).toHaveLength(3);
  });

  it("a full batch brings the next run in a minute, until the backlog is gone", async () => {
    const db = await getDb();
    const rows = Array.from({ length: 501 }, (_, i) => ({ siteId: SITE_70, tokenHash: `purge-backlog-${i}`, createdAt: STALE, updatedAt: STALE }));
    await db.insert(carts).values(rows);
    await scheduleCartPurge(db, NOW);
    expect((await runDueJobs(db, NOW)).done).toBe(1);
    expect(await cartIds()).toHaveLength(1);
    const [soon] = await pendingPurgeJobs();
    expect(soon?.runAt.getTime()).toBe(NOW.getTime() + CART_PURGE_BACKLOG_DELAY_MS);
    expect((await runDueJobs(db, soon!.runAt)).done).toBe(1);
    expect(await cartIds()).toEqual([]);
    const [daily, ...others] = await pendingPurgeJobs();
    expect(others).toEqual([]);
    expect(daily?.runAt.getTime()).toBe(soon!.runAt.getTime() + CART_PURGE_INTERVAL_MS);
  });

  it("instances booting at once leave one pending job; a later boot adds none; a run given up is replaced", async () => {
    const db = await getDb();
    const added = await Promise.all(Array.from({ length: 6 }, () => scheduleCartPurge(db, NOW)));
    expect(added.filter(Boolean)).toHaveLength(1);
    const [pending, ...others] = await pendingPurgeJobs();
    expect(others).toEqual([]);

    expect(await scheduleCartPurge(db, new Date(NOW.getTime() + DAY))).toBe(false);
    expect(await pendingPurgeJobs()).toHaveLength(1);

    // A run that gave up (failed_at) no longer counts: the next boot restarts the chain.
    await db.update(jobs).set({ failedAt: NOW }).where(eq(jobs.id, pending!.id));
    expect(await scheduleCartPurge(db, NOW)).toBe(true);
    expect(await pendingPurgeJobs()).toHaveLength(1);
  });

  it("an instance booting while another's scheduling transaction is still open waits for it, then adds nothing", async () => {
    const db = await getDb();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let scheduled = () => {};
    const firstScheduled = new Promise<void>((resolve) => (scheduled = resolve));
    // Instance A: its job is inserted, its transaction not committed yet.
    const first = db.transaction(async (tx) => {
      const added = await ensurePendingJob(tx as unknown as Database, { kind: CART_PURGE_JOB, runAt: NOW });
      scheduled();
      await held;
      return added;
    });
    await firstScheduled;
    // Instance B boots meanwhile (PostgreSQL: another connection, blocked on the kind's lock;
    // PGlite: its transaction starts once A's is over).
    const second = scheduleCartPurge(db, NOW);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(await pendingPurgeJobs()).toHaveLength(1);
  });

  it("a run done twice at once (its lease taken over) purges once and queues one next run", async () => {
    const db = await getDb();
    const old = await insertCart({ siteId: SITE_70, updatedAt: STALE, declinations: lineOf(wine) });
    const file = await insertCustomizationFile({ siteId: SITE_70, cartId: old.id, createdAt: STALE });
    await scheduleCartPurge(db, NOW);
    const [job] = await pendingPurgeJobs();
    const context = { id: job!.id, siteId: null, kind: CART_PURGE_JOB, payload: {}, attempt: 1, now: NOW, db };
    await Promise.all([runCartPurge(context), runCartPurge({ ...context, attempt: 2 })]);
    expect(await cartIds()).toEqual([]);
    expect(await onDisk(SITE_70, file.storageKey)).toBe(false);
    const pending = await pendingPurgeJobs();
    expect(pending.map((row) => row.runAt.getTime())).toEqual([NOW.getTime() + CART_PURGE_INTERVAL_MS]);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done?.doneAt).not.toBeNull();
  });

  it("two workers running duplicate purge jobs at once leave exactly one pending run", async () => {
    const db = await getDb();
    const olds = await Promise.all([1, 2, 3].map((i) => insertCart({ siteId: SITE_70, updatedAt: ago((40 + i) * DAY), declinations: lineOf(wine) })));
    const files = await Promise.all(olds.map((cart) => insertCustomizationFile({ siteId: SITE_70, cartId: cart.id, createdAt: STALE })));
    const kept = await insertCart({ siteId: SITE_70, updatedAt: ago(DAY) });
    // Two pending runs (as if written before this safeguard): each worker takes one.
    await enqueueJob(db, { siteId: null, kind: CART_PURGE_JOB, runAt: NOW });
    await enqueueJob(db, { siteId: null, kind: CART_PURGE_JOB, runAt: NOW });
    const [a, b] = await Promise.all([runDueJobs(db, NOW, { workerId: "a" }), runDueJobs(db, NOW, { workerId: "b" })]);
    expect(a.done + b.done).toBe(2);
    expect(a.retried + b.retried + a.failed + b.failed).toBe(0);
    expect(await cartIds()).toEqual([kept.id]);
    for (const file of files) expect(await onDisk(SITE_70, file.storageKey)).toBe(false);
    expect(await pendingPurgeJobs()).toHaveLength(1);
  });
});
