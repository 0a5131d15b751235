import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { CART_LIMIT_MESSAGES, CART_LIMITS } from "@/lib/domain/shop/cart-limits";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { carts, customizationFiles } from "@/lib/platform/db/schema";
import { RATE_LIMITED_MESSAGE, resetRateLimits } from "@/lib/platform/rate-limit";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { cartSchema } from "@/lib/schemas/shop/cart";
import { CUSTOMIZATION_FILE_MAX_BYTES } from "@/lib/schemas/shop/customization";
import { createLoggedUser, SITE_70 } from "@/tests/support/api";
import { insertProduct, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The upload limits of the cart (docs/api.md « Limits », « Panier »): guest carts per address,
 * uploads and bytes per address counted BEFORE the body is read (declared or chunked), the files
 * one cart may hold (also under parallel adds), IPv6 clients counted per /64. Bodies are streams
 * that record how much of them the server pulled.
 */

const MIB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
const app = createApp();
let labelled: InsertedProduct; // one FILE field, stock not tracked
let labelField: string;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-cart-uploads-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  labelled = await insertProduct({
    siteId: SITE_70,
    declinations: [{ fixedPrice: 1500, stock: null }],
    customizations: [{ label: "Étiquette personnalisée", costType: "NONE", amount: 0, fields: [{ key: "visuel", label: "Votre visuel", inputType: "FILE" }] }],
  });
  labelField = `${labelled.customizationIds[0]!}.visuel`;
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;

/** A PNG (by content) of `size` bytes. */
function png(size: number, name = "etiquette.png"): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: "image/png" });
}

interface Sent {
  status: number;
  body: { success: boolean; data: unknown; message: string | null };
  /** Bytes of the body the server pulled from the stream. */
  pulled: number;
  size: number;
}

/** POSTs a form as a stream of 64 Kio chunks, with its Content-Length or chunked (none). */
async function send(pathname: string, form: FormData, options: { ip: string; chunked?: boolean; token?: string }): Promise<Sent> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        const part = bytes.slice(offset, offset + 64 * 1024);
        offset += part.length;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = { "X-Site-Id": String(SITE_70), "Content-Type": encoded.headers.get("Content-Type")!, [CLIENT_ADDRESS_HEADER]: options.ip };
  if (!options.chunked) headers["Content-Length"] = String(bytes.length);
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await app.request(`/api${pathname}`, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
  return { status: response.status, body: await response.json(), pulled: offset, size: bytes.length };
}

function addForm(file: File | null): FormData {
  const form = new FormData();
  form.set("type", labelled.type);
  form.set("quantity", "1");
  if (file) form.set(`file.${labelField}`, file);
  return form;
}
const addFile = (cartId: string, file: File | null, options: { ip: string; chunked?: boolean; token?: string }) =>
  send(`/cart/${cartId}/product/${labelled.declinationIds[0]!}`, addForm(file), options);

function checkForm(file: File): FormData {
  const form = new FormData();
  form.set("file", file);
  return form;
}
const checkFile = (file: File, options: { ip: string; chunked?: boolean }) => send(`/product-customization/${labelled.customizationIds[0]!}/file/validate`, checkForm(file), options);

async function newCart(ip = nextIp(), headers: Record<string, string> = {}) {
  const response = await app.request("/api/cart", { method: "POST", headers: { "X-Site-Id": String(SITE_70), [CLIENT_ADDRESS_HEADER]: ip, ...headers } });
  return { status: response.status, body: (await response.json()) as { data: unknown; message: string | null } };
}
async function guestCart(): Promise<string> {
  const created = await newCart();
  expect(created.status).toBe(201);
  return cartSchema.parse(created.body.data).id;
}

async function filesOf(cartId: string) {
  const db = await getDb();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, hashSessionToken(cartId)));
  return db.select({ byteSize: customizationFiles.byteSize }).from(customizationFiles).where(and(eq(customizationFiles.siteId, SITE_70), eq(customizationFiles.cartId, cart!.id)));
}
const filesOnDisk = async () => (await readdir(path.join(uploads, String(SITE_70))).catch(() => [])).length;

async function useUploads(ip: string, count: number) {
  for (let i = 0; i < count; i += 1) expect((await checkFile(png(100), { ip })).status).toBe(200);
}

describe("guest carts per client address", () => {
  it("POST /cart: 30 guest carts an hour per address, then 429; a customer is not counted; another address still creates", async () => {
    const ip = nextIp();
    for (let i = 0; i < CART_LIMITS.guestCartsPerHour; i += 1) expect((await newCart(ip)).status).toBe(201);
    const refused = await newCart(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(RATE_LIMITED_MESSAGE);
    // The id `new` of the other cart writes creates a guest cart too: counted in the same bucket.
    const viaNew = await app.request(`/api/cart/new/product/${labelled.declinationIds[0]!}`, {
      method: "POST",
      headers: { "X-Site-Id": String(SITE_70), [CLIENT_ADDRESS_HEADER]: ip, "Content-Type": "application/json" },
      body: JSON.stringify({ type: labelled.type, quantity: 1 }),
    });
    expect(viaNew.status).toBe(429);
    const customer = await createLoggedUser(SITE_70);
    expect((await newCart(ip, { Authorization: `Bearer ${customer.token}` })).status).toBe(201);
    expect((await newCart(nextIp())).status).toBe(201);
  });

  it("two IPv6 addresses of one /64 share the bucket, another /64 has its own; an IPv4-mapped address is its IPv4", async () => {
    for (let i = 1; i <= CART_LIMITS.guestCartsPerHour; i += 1) expect((await newCart(`2001:db8:7:1::${i.toString(16)}`)).status).toBe(201);
    expect((await newCart("2001:db8:7:1:aaaa:bbbb:cccc:dddd")).status).toBe(429);
    expect((await newCart("2001:db8:7:2::1")).status).toBe(201);

    for (let i = 0; i < CART_LIMITS.guestCartsPerHour; i += 1) expect((await newCart("192.0.2.200")).status).toBe(201);
    expect((await newCart("::ffff:192.0.2.200")).status).toBe(429);
  });
});

describe("uploads counted before the body is read", () => {
  it("an add-to-cart past the hour's uploads is refused without reading its body (declared length)", async () => {
    const ip = nextIp();
    await useUploads(ip, CART_LIMITS.uploadsPerHour);
    const cartId = await guestCart();
    const refused = await addFile(cartId, png(2 * MIB), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: RATE_LIMITED_MESSAGE });
    expect(refused.pulled).toBe(0);
    expect(await filesOf(cartId)).toEqual([]);
    // Adding without a file stays allowed (a small body with no file is no upload).
    expect((await addFile(cartId, null, { ip })).status).toBe(200);
  });

  it("a chunked upload is metered as it streams, never read whole first: refused at once past the count, cut at the body limit", async () => {
    const ip = nextIp();
    await useUploads(ip, CART_LIMITS.uploadsPerHour);
    const refused = await checkFile(png(4 * MIB), { ip, chunked: true });
    expect(refused.status).toBe(429);
    expect(refused.pulled).toBe(0);

    const tooBig = await checkFile(png(7 * MIB), { ip: nextIp(), chunked: true });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/6 Mio/);
    expect(tooBig.pulled).toBeLessThan(tooBig.size);
  });

  it("the daily bytes of an address: the upload that would pass 50 Mio is refused (429, French) unread; a refusal takes nothing, so a small file still fits", async () => {
    const ip = nextIp();
    const file = png(CUSTOMIZATION_FILE_MAX_BYTES);
    let sent = 0;
    let next = await checkFile(file, { ip });
    while (next.status === 200) {
      sent += next.size;
      next = await checkFile(file, { ip });
    }
    expect(sent).toBeLessThanOrEqual(CART_LIMITS.uploadBytesPerDay);
    expect(sent + next.size).toBeGreaterThan(CART_LIMITS.uploadBytesPerDay);
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ success: false, message: CART_LIMIT_MESSAGES.uploadBytesSpent });
    expect(next.pulled).toBe(0);
    expect((await checkFile(png(100), { ip })).status).toBe(200);
    // Another address has its own budget.
    expect((await checkFile(file, { ip: nextIp() })).status).toBe(200);
  });

  it("a chunked body is cut as soon as it passes the address's remaining bytes", async () => {
    const ip = nextIp();
    const file = png(CUSTOMIZATION_FILE_MAX_BYTES);
    while ((await checkFile(file, { ip })).status === 200);
    const cut = await checkFile(png(CUSTOMIZATION_FILE_MAX_BYTES + 512 * 1024), { ip, chunked: true });
    expect(cut.status).toBe(429);
    expect(cut.body.message).toBe(CART_LIMIT_MESSAGES.uploadBytesSpent);
    expect(cut.pulled).toBeLessThan(cut.size);
  });
});

describe("the files one cart may hold", () => {
  it("a cart holds 20 Mio of files at most: an add whose body passes the room left is refused (413) unread, nothing stored", async () => {
    const cartId = await guestCart();
    const file = png(CUSTOMIZATION_FILE_MAX_BYTES);
    for (let i = 0; i < 3; i += 1) expect((await addFile(cartId, file, { ip: nextIp() })).status).toBe(200);
    const disk = await filesOnDisk();
    const refused = await addFile(cartId, file, { ip: nextIp() });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ success: false, message: CART_LIMIT_MESSAGES.cartFilesFull });
    expect(refused.pulled).toBe(0);
    const chunked = await addFile(cartId, png(8 * MIB), { ip: nextIp(), chunked: true });
    expect(chunked.status).toBe(413);
    expect(chunked.pulled).toBeLessThan(chunked.size);
    expect(await filesOf(cartId)).toHaveLength(3);
    expect(await filesOnDisk()).toBe(disk);
    // What still fits goes in.
    expect((await addFile(cartId, png(2 * MIB), { ip: nextIp() })).status).toBe(200);
  });

  it("parallel adds into one cart never pass its cap together (checked again under the cart's lock); the refused leave no file", async () => {
    const cartId = await guestCart();
    for (let i = 0; i < 3; i += 1) expect((await addFile(cartId, png(CUSTOMIZATION_FILE_MAX_BYTES), { ip: nextIp() })).status).toBe(200);
    const disk = await filesOnDisk();
    // 15 Mio held: each 3 Mio add fits the room alone, two of them do not.
    const answers = await Promise.all(Array.from({ length: 3 }, () => addFile(cartId, png(3 * MIB), { ip: nextIp() })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413, 413]);
    expect(answers.filter((answer) => answer.status === 413).every((answer) => answer.body.message === CART_LIMIT_MESSAGES.cartFilesFull)).toBe(true);
    const held = await filesOf(cartId);
    expect(held).toHaveLength(4);
    expect(held.reduce((total, file) => total + file.byteSize, 0)).toBeLessThanOrEqual(CART_LIMITS.fileBytesPerCart);
    expect(await filesOnDisk()).toBe(disk + 1);
  });

  it("an unknown cart is a 404 before its body is read", async () => {
    const refused = await addFile("x".repeat(43), png(2 * MIB), { ip: nextIp() });
    expect(refused.status).toBe(404);
    expect(refused.pulled).toBe(0);
  });
});
