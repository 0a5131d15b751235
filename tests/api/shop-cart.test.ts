import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { NO_SHOP_MESSAGE } from "@/lib/platform/http/request-context";
import { cartProducts, carts, customizationFiles } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { CART_LIMITS } from "@/lib/domain/shop/cart-limits";
import { createSession } from "@/lib/platform/services/create-session";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { CART_ID_HEADER, cartErrorListSchema, cartSchema, customizationFileCheckSchema, type Cart, type CartError } from "@/lib/schemas/shop/cart";
import { CUSTOMIZATION_FILE_MAX_BYTES, customizationPriceSchema } from "@/lib/schemas/shop/customization";
import { productListSchema } from "@/lib/schemas/shop/product";
import { createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { insertProduct, setShopOn, type InsertedProduct } from "@/tests/support/shop-fixtures";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * The cart calls (docs/api.md « Panier »), on products this file inserts (tests/support/shop-fixtures.ts):
 * every call, every bad input of issue 11 (each a 4xx in the envelope, French, the cart unchanged),
 * sites 69 and 70 kept apart, the guest → customer merge, the private files, concurrent writes.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const HTML = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>");

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
const app = createApp();

let wine: InsertedProduct; // 12,50 €, stock 10
let bySix: InsertedProduct; // sold by 6, stock 24, −10 % and −1 € per bottle from 12
let halfBottle: InsertedProduct; // 37,5 cl
let box: InsertedProduct; // a box of six bottles
let giftBox: InsertedProduct; // engraved text (+5 €, required), label file (+10 %), ribbon choice, gift wrap
let giftCard: InsertedProduct; // dematerialised
let hidden: InsertedProduct; // unpublished
let wine69: InsertedProduct; // another site's

beforeAll(async () => {
  database = await openTestDatabase();
  // Site 69's shop on: what keeps site 70's carts from it is then the queries' site scope.
  await setShopOn(SITE_69, true);
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-cart-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  wine = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 1250, stock: 10 }] });
  bySix = await insertProduct({
    siteId: SITE_70,
    discount: { type: "PERCENT", amount: 10, detailType: "PRODUCT", label: "−10 %" },
    decreasingDiscounts: [
      { minQuantity: 12, type: "EURO", amount: 100 },
      { minQuantity: 18, type: "PERCENT", amount: 15 },
    ],
    declinations: [{ fixedPrice: 999, stock: 24, sellByMultipleOf: 6 }],
  });
  halfBottle = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 790, capacity: 37.5, stock: null }] });
  box = await insertProduct({ siteId: SITE_70, type: "BOX", declinations: [{ fixedPrice: 6900, setQuantity: 6, stock: 5 }] });
  giftBox = await insertProduct({
    siteId: SITE_70,
    type: "BOX",
    declinations: [{ fixedPrice: 4000, setQuantity: 2, stock: 20, discount: { type: "EURO", amount: 500, detailType: "PRODUCT", label: "−5 €" } }],
    customizations: [
      { label: "Étiquette gravée", costType: "EURO", amount: 500, fields: [{ key: "texte", label: "Texte gravé", inputType: "TEXT", required: true, textNumberOfChar: 20 }] },
      { label: "Étiquette personnalisée", costType: "PERCENT", amount: 10, fields: [{ key: "visuel", label: "Votre visuel", inputType: "FILE" }] },
      {
        label: "Finitions",
        costType: "NONE",
        amount: 0,
        fields: [
          { key: "ruban", label: "Ruban", inputType: "SELECT", selectKey: [{ key: "or", value: "Ruban doré" }, { key: "rouge", value: "Ruban rouge" }] },
          { key: "papier", label: "Papier cadeau", inputType: "CHECKBOX" },
        ],
      },
    ],
  });
  giftCard = await insertProduct({ siteId: SITE_70, type: "OTHER", isDematerialized: true, hasShippingFees: false, declinations: [{ fixedPrice: 5000, stock: null }] });
  hidden = await insertProduct({ siteId: SITE_70, isPublished: false });
  wine69 = await insertProduct({ siteId: SITE_69, declinations: [{ fixedPrice: 1000, stock: 100 }] });
});
afterAll(async () => {
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

interface CallOptions {
  method?: string;
  siteId?: number;
  json?: unknown;
  form?: FormData;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

interface Answer<T> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string | null };
  bytes: Uint8Array;
}

async function call<T = Cart>(pathname: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { "X-Site-Id": String(options.siteId ?? SITE_70), "Accept-Language": "fr", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp(), ...options.headers };
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await app.request(`/api${pathname}`, { method: options.method ?? "GET", headers, body });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = (response.headers.get("Content-Type") ?? "").includes("json");
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(new TextDecoder().decode(bytes)) : { success: true, data: null as T, message: null }, bytes };
}

interface AddOptions extends Omit<CallOptions, "form" | "json" | "method"> {
  type?: string;
  customizations?: unknown;
  files?: Record<string, File>;
  extra?: Record<string, string>;
}

function add(cartId: string, product: InsertedProduct, quantity: number | string, options: AddOptions = {}, declinationId = product.declinationIds[0]!) {
  const form = new FormData();
  form.set("type", options.type ?? product.type);
  form.set("quantity", String(quantity));
  if (options.customizations !== undefined) form.set("customizations", typeof options.customizations === "string" ? options.customizations : JSON.stringify(options.customizations));
  for (const [key, file] of Object.entries(options.files ?? {})) form.set(`file.${key}`, file);
  for (const [key, value] of Object.entries(options.extra ?? {})) form.set(key, value);
  return call(`/cart/${cartId}/product/${declinationId}`, { ...options, method: "POST", form });
}

async function newCart(options: Omit<CallOptions, "method"> = {}): Promise<Cart> {
  const response = await call("/cart", { ...options, method: "POST" });
  expect(response.status).toBe(201);
  return cartSchema.parse(response.body.data);
}

async function cartOf(id: string, options: Omit<CallOptions, "method"> = {}): Promise<Cart> {
  const response = await call(`/cart/${id}/default`, options);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartSchema.parse(response.body.data);
}

function expectCartErrors(response: Answer<unknown>, status: number, key: string, message?: string | RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.success).toBe(false);
  const errors: CartError[] = cartErrorListSchema.parse(response.body.data);
  const error = errors.find((e) => e.key === key);
  expect(error, JSON.stringify(errors)).toBeDefined();
  if (message) expect(error!.error).toMatch(message);
}

function expectNotFound(response: Answer<unknown>, message: string = CART_MESSAGES.cartNotFound) {
  expect(response.status, JSON.stringify(response.body)).toBe(404);
  expect(response.body).toMatchObject({ success: false, message });
}

const png = (name = "visuel.png", bytes: Uint8Array<ArrayBuffer> = PNG) => new File([bytes], name, { type: "image/png" });

/** Lines of a cart as quantities by declination (what « unchanged » compares). */
const shape = (cart: Cart) => cart.products.map((line) => `${line.idDeclination}×${line.quantity}`).join(",");

describe("POST /cart, POST /cart/{cartId}", () => {
  it("creates a guest cart whose id is 256 random bits, stored only hashed and bound to its site", async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({ products: [], totalProduct: 0, totalProductToPay: 0, itemCount: 0, bottleCount: 0, isCustomerCart: false, discountCode: null });
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await (await getDb()).select().from(carts).where(eq(carts.tokenHash, hashSessionToken(cart.id)));
    expect(row).toMatchObject({ siteId: SITE_70, customerId: null });
    expect(JSON.stringify(row)).not.toContain(cart.id);
    // Another site does not know it.
    expectNotFound(await call(`/cart/${cart.id}/default`, { siteId: SITE_69 }));
  });

  it("stores the discount code and the delivery type; 'new' creates; an unknown or malformed id is a 404", async () => {
    const cart = await newCart({ json: { discountCode: " NOEL24 ", type: "DELIVERY" } });
    expect(cart.discountCode).toBe("NOEL24");
    const updated = await call(`/cart/${cart.id}`, { method: "POST", json: { discountCode: "VENDANGES", type: "CLICK_AND_COLLECT" } });
    expect(updated.status).toBe(200);
    expect(cartSchema.parse(updated.body.data)).toMatchObject({ id: cart.id, discountCode: "VENDANGES" });
    const [row] = await (await getDb()).select().from(carts).where(eq(carts.tokenHash, hashSessionToken(cart.id)));
    expect(row).toMatchObject({ discountCode: "VENDANGES", deliveryType: "CLICK_AND_COLLECT" });

    const created = await call("/cart/new", { method: "POST", json: {} });
    expect(created.status).toBe(201);
    expect(cartSchema.parse(created.body.data).id).not.toBe(cart.id);

    expectNotFound(await call(`/cart/${"A".repeat(43)}`, { method: "POST", json: {} }));
    expectNotFound(await call("/cart/pas-un-panier", { method: "POST", json: {} }));
    const bad = await call(`/cart/${cart.id}`, { method: "POST", json: { type: "TELEPORTATION" } });
    expectCartErrors(bad, 422, "type");
    expect((await cartOf(cart.id)).discountCode).toBe("VENDANGES");
  });
});

describe("POST /cart/{cartId}/product/{declinationId}", () => {
  it("adds a line computed by the server, and the same product again adds up on that line", async () => {
    const cart = await newCart();
    const first = await add(cart.id, wine, 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(CART_MESSAGES.added);
    const again = cartSchema.parse((await add(cart.id, wine, 3)).body.data);
    expect(again.products).toHaveLength(1);
    expect(again.products[0]).toMatchObject({
      idProduct: wine.id,
      idDeclination: wine.declinationIds[0],
      type: "WINE",
      quantity: 5,
      stock: 10,
      fixedPrice: 1250,
      unitPrice: 1250,
      total: 6250,
      totalToPay: 6250,
      hasShippingFees: true,
      declinationLabel: "Millésime 2021 · 75\u00a0cl",
      customizations: [],
    });
    expect(again).toMatchObject({ totalProduct: 6250, totalProductToPay: 6250, itemCount: 5, bottleCount: 5 });
  });

  it("prices discounts and decreasing discounts by quantity (best tier reached), half bottles, boxes and a gift card", async () => {
    const cart = await newCart();
    let view = cartSchema.parse((await add(cart.id, bySix, 6)).body.data);
    // 9,99 € − 10 % = 8,99 € (899.1 rounded half up → 899).
    expect(view.products[0]).toMatchObject({ unitPrice: 899, total: 5994, totalToPay: 5394, discount: { type: "PERCENT", amount: 10, id: bySix.id } });
    view = cartSchema.parse((await add(cart.id, bySix, 6)).body.data);
    // 12 bottles: tier −1 € → 7,99 €.
    expect(view.products[0]).toMatchObject({ quantity: 12, unitPrice: 799, totalToPay: 9588 });
    view = cartSchema.parse((await add(cart.id, bySix, 6)).body.data);
    // 18 bottles: −15 % of 8,99 € = 7,64 € (764.15) beats −1 € (7,99 €).
    expect(view.products[0]).toMatchObject({ quantity: 18, unitPrice: 764, total: 17982, totalToPay: 13752 });

    view = cartSchema.parse((await add(cart.id, halfBottle, 3)).body.data);
    view = cartSchema.parse((await add(cart.id, box, 2)).body.data);
    view = cartSchema.parse((await add(cart.id, giftCard, 1)).body.data);
    const card = view.products.find((line) => line.idProduct === giftCard.id)!;
    expect(card).toMatchObject({ isDematerialized: true, hasShippingFees: false, stock: null, declinationLabel: "" });
    // 18 bottles + 3 halves (1.5) + 2 boxes of 6 + the card (nothing) = 31.5 → 31.
    expect(view.bottleCount).toBe(31);
    expect(view.itemCount).toBe(18 + 3 + 2 + 1);
    expect(view.totalProductToPay).toBe(13752 + 3 * 790 + 2 * 6900 + 5000);
    expect(view.totalProduct).toBe(17982 + 3 * 790 + 2 * 6900 + 5000);
  });

  it("stores customizations (text, choice, box, file) and adds their cost; the file is private", async () => {
    const cart = await newCart();
    const [engraving, label, finish] = giftBox.customizationIds as [number, number, number];
    const response = await add(cart.id, giftBox, 2, {
      customizations: [
        { id: engraving, key: "texte", textValue: "  Pour Léa, 2026  " },
        { id: finish, key: "ruban", selectValue: { key: "or", value: "valeur du client ignorée" } },
        { id: finish, key: "papier", checkboxValue: true },
        { id: label, key: "visuel", filename: "etiquette.png" },
      ],
      files: { [`${label}.visuel`]: png("étiquette.png") },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const line = cartSchema.parse(response.body.data).products[0]!;
    // 40 € − 5 € = 35 €; + 5 € engraving + 10 % of 35 € = 3,50 €; finish: free.
    expect(line).toMatchObject({ fixedPrice: 4000, customizationCost: 850, unitPrice: 4350, total: 2 * 4850, totalToPay: 2 * 4350 });
    expect(line.customizations.map(({ key, value }) => [key, value])).toEqual([
      ["texte", "Pour Léa, 2026"],
      ["visuel", "étiquette.png"],
      ["ruban", "Ruban doré"],
      ["papier", "Oui"],
    ]);
    const fileUrl = line.customizations.find((c) => c.key === "visuel")!.fileUrl!;
    expect(fileUrl).toMatch(/^\/api\/cart\/customization-file\/\d+$/);
    expect(fileUrl).not.toContain(cart.id);
    const stored = await readdir(path.join(uploads, String(SITE_70)));
    expect(stored.some((name) => /^customization-[0-9a-f-]+\.png$/.test(name))).toBe(true);

    // The guest reads it with the cart id in a header; nobody else does.
    const filePath = fileUrl.replace(/^\/api/, "");
    const own = await call(filePath, { headers: { [CART_ID_HEADER]: cart.id } });
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(own.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(Array.from(own.bytes)).toEqual(Array.from(PNG));
    const other = await newCart();
    expectNotFound(await call(filePath), CART_MESSAGES.fileNotFound);
    expectNotFound(await call(filePath, { headers: { [CART_ID_HEADER]: other.id } }), CART_MESSAGES.fileNotFound);
    expectNotFound(await call(filePath, { siteId: SITE_69, headers: { [CART_ID_HEADER]: cart.id } }), CART_MESSAGES.fileNotFound);
    const customer = await createLoggedUser(SITE_70);
    expectNotFound(await call(filePath, { token: customer.token }), CART_MESSAGES.fileNotFound);
    // The site's admins do; another site's admin does not.
    const admin70 = await createLoggedUser(SITE_70, "ADMIN");
    expect((await call(filePath, { token: admin70.token })).status).toBe(200);
    const admin69 = await createLoggedUser(SITE_69, "SUPER_ADMIN");
    expectNotFound(await call(filePath, { siteId: SITE_69, token: admin69.token }), CART_MESSAGES.fileNotFound);

    // Removing the line removes its file.
    const removed = await call(`/cart/${cart.id}/product/${giftBox.id}/${line.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expectNotFound(await call(filePath, { token: admin70.token }), CART_MESSAGES.fileNotFound);
  });

  it("refuses every bad input with a French 4xx, per field, and leaves the cart as it was", async () => {
    const cart = await newCart();
    await add(cart.id, wine, 2);
    await add(cart.id, bySix, 6);
    const before = shape(await cartOf(cart.id));
    const [engraving, label] = giftBox.customizationIds as [number, number];
    const engraved = [{ id: engraving, key: "texte", textValue: "Pour Léa" }];

    expectCartErrors(await add(cart.id, wine, 0), 422, "quantity", "La quantité doit être supérieure à 0.");
    expectCartErrors(await add(cart.id, wine, -3), 422, "quantity", "La quantité doit être supérieure à 0.");
    expectCartErrors(await add(cart.id, wine, "1.5"), 422, "quantity", "La quantité doit être un nombre entier.");
    expectCartErrors(await add(cart.id, wine, "deux"), 422, "quantity");
    expectCartErrors(await add(cart.id, bySix, 5), 422, "quantity", "Ce vin ne peut être ajouté que par multiple de 6 bouteilles.");
    expectCartErrors(await add(cart.id, wine, 9), 422, "quantity", "Il ne reste que 10 articles en stock.");
    expectCartErrors(await add(cart.id, bySix, 24), 422, "quantity", "Il ne reste que 24 articles en stock.");
    expectCartErrors(await add(cart.id, wine, 1, { type: "BOX" }), 422, "type", CART_MESSAGES.typeMismatch);
    expectCartErrors(await add(cart.id, wine, 1, { type: "VOITURE" }), 422, "type");
    // A declination of another site, an unpublished one, one that does not exist.
    expectNotFound(await add(cart.id, wine69, 1), CART_MESSAGES.productNotFound);
    expectNotFound(await add(cart.id, hidden, 1), CART_MESSAGES.productNotFound);
    expectNotFound(await add(cart.id, wine, 1, {}, 2_000_000_000), CART_MESSAGES.productNotFound);
    // Carts: forged, another site's, malformed.
    expectNotFound(await add("A".repeat(43), wine, 1));
    const cart69 = await newCart({ siteId: SITE_69 });
    expectNotFound(await add(cart69.id, wine, 1));
    expectNotFound(await add("x", wine, 1));
    // Customizations.
    expectCartErrors(await add(cart.id, giftBox, 1), 422, `${engraving}.texte`, CART_MESSAGES.fieldRequired);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [{ id: engraving, key: "texte", textValue: "x".repeat(21) }] }), 422, `${engraving}.texte`, "20 caractères au maximum.");
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [...engraved, { id: engraving, key: "couleur", textValue: "bleu" }] }), 422, `${engraving}.couleur`, CART_MESSAGES.fieldUnknown);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [...engraved, { id: 999_999, key: "texte", textValue: "a" }] }), 422, "999999.texte", CART_MESSAGES.customizationUnknown);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [{ id: engraving, key: "texte", textValue: "a\u0007b" }] }), 422, `${engraving}.texte`);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [{ id: engraving, key: "texte", checkboxValue: true }] }), 422, `${engraving}.texte`);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: "{pas du json" }), 422, "customizations", CART_MESSAGES.invalidCustomizations);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [{ id: "x" }] }), 422, "customizations");
    // Files: HTML named .png, too big, a PNG for a text field, a file announced but not sent.
    const files = (file: File) => ({ customizations: engraved, files: { [`${label}.visuel`]: file } });
    expectCartErrors(await add(cart.id, giftBox, 1, files(new File([HTML], "visuel.png", { type: "image/png" }))), 422, `${label}.visuel`, CART_MESSAGES.fileType);
    const big = new Uint8Array(CUSTOMIZATION_FILE_MAX_BYTES + 1);
    big.set(PNG);
    expectCartErrors(await add(cart.id, giftBox, 1, files(png("grand.png", big))), 422, `${label}.visuel`, "Le fichier dépasse la taille autorisée (5 Mio).");
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: engraved, files: { [`${engraving}.texte`]: png() } }), 422, `${engraving}.texte`, CART_MESSAGES.fileUnexpected);
    expectCartErrors(await add(cart.id, giftBox, 1, { customizations: [...engraved, { id: label, key: "visuel", filename: "a.png" }] }), 422, `${label}.visuel`, CART_MESSAGES.fileMissing);
    // A body over the route's limit: 413 before anything is read.
    const huge = await add(cart.id, giftBox, 1, files(png("enorme.png", new Uint8Array(17 * 1024 * 1024))));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/dépasse la taille autorisée/);
    // Not multipart, not JSON.
    const plain = await app.request(`/api/cart/${cart.id}/product/${wine.declinationIds[0]}`, { method: "POST", headers: { "X-Site-Id": "70", "Content-Type": "text/plain" }, body: "quantite=1" });
    expect(plain.status).toBe(415);

    expect(shape(await cartOf(cart.id))).toBe(before);
    const [files_] = await (await getDb()).select({ n: count() }).from(customizationFiles).where(eq(customizationFiles.siteId, SITE_70));
    const stored = (await readdir(path.join(uploads, String(SITE_70))).catch(() => [])).filter((name) => name.startsWith("customization-"));
    expect(stored).toHaveLength(Number(files_!.n));
  });

  it("never takes a price from the browser: amounts sent with an add or a quantity change are ignored", async () => {
    const cart = await newCart();
    const forged = { price: "1", unitPrice: "1", fixedPrice: "1", total: "1", totalToPay: "1", totalProductToPay: "1" };
    const multipart = cartSchema.parse((await add(cart.id, wine, 2, { extra: forged })).body.data);
    expect(multipart.products[0]).toMatchObject({ quantity: 2, fixedPrice: 1250, unitPrice: 1250, total: 2500, totalToPay: 2500 });
    const json = await call(`/cart/${cart.id}/product/${wine.declinationIds[0]}`, { method: "POST", json: { type: "WINE", quantity: 1, customizations: [], ...forged, price: 1, unitPrice: 1 } });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    const line = cartSchema.parse(json.body.data).products[0]!;
    expect(line).toMatchObject({ quantity: 3, unitPrice: 1250, total: 3750 });
    const put = await call(`/cart/${cart.id}/product/${wine.id}/quantity`, { method: "PUT", json: { quantity: 4, idCartProduct: line.id, unitPrice: 1, total: 1 } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(cartSchema.parse(put.body.data)).toMatchObject({ totalProduct: 5000, totalProductToPay: 5000 });
    expect((await cartOf(cart.id)).products[0]).toMatchObject({ quantity: 4, unitPrice: 1250, total: 5000, totalToPay: 5000 });
  });

  it("accepts a JSON body without files, and 'new' creates the cart on the first add", async () => {
    const response = await call(`/cart/new/product/${wine.declinationIds[0]}`, { method: "POST", json: { type: "WINE", quantity: 1, customizations: [] } });
    expect(response.status).toBe(201);
    const cart = cartSchema.parse(response.body.data);
    expect(cart.products).toHaveLength(1);
    expect((await cartOf(cart.id)).itemCount).toBe(1);
  });
});

describe("quantity types", () => {
  it("a JSON quantity is a number (or its digits): [6], true, false, an object or null are a 422 on `quantity`, the cart unchanged", async () => {
    const cart = await newCart();
    const addJson = (quantity: unknown) => call(`/cart/${cart.id}/product/${wine.declinationIds[0]}`, { method: "POST", json: { type: "WINE", quantity } });
    expect((await addJson(2)).status).toBe(200);
    expect((await addJson("1")).status).toBe(200);
    for (const quantity of [[6], [1], true, false, { value: 1 }]) expectCartErrors(await addJson(quantity), 422, "quantity", "La quantité doit être un nombre entier.");
    expectCartErrors(await addJson(null), 422, "quantity", "Indiquez une quantité.");
    expectCartErrors(await addJson(undefined), 422, "quantity", "Indiquez une quantité.");
    expect((await cartOf(cart.id)).products.map((line) => line.quantity)).toEqual([3]);
  });
});

describe("PUT /cart/{cartId}/product/{productId}/quantity, DELETE line and cart", () => {
  it("sets a line's quantity within the rules, refuses the rest, removes lines and carts", async () => {
    const cart = await newCart();
    const line = cartSchema.parse((await add(cart.id, bySix, 6)).body.data).products[0]!;
    const put = (quantity: unknown, idCartProduct: unknown = line.id, productId = bySix.id, id = cart.id) =>
      call(`/cart/${id}/product/${productId}/quantity`, { method: "PUT", json: { quantity, idCartProduct } });
    const ok = await put(12);
    expect(ok.status).toBe(200);
    expect(cartSchema.parse(ok.body.data).products[0]).toMatchObject({ quantity: 12, unitPrice: 799 });

    expectCartErrors(await put(0), 422, "quantity", "La quantité doit être supérieure à 0.");
    expectCartErrors(await put(-6), 422, "quantity", "La quantité doit être supérieure à 0.");
    expectCartErrors(await put(6.5), 422, "quantity", "La quantité doit être un nombre entier.");
    expectCartErrors(await put("6"), 422, "quantity");
    expectCartErrors(await put(7), 422, "quantity", "par multiple de 6 bouteilles");
    expectCartErrors(await put(30), 422, "quantity", "Il ne reste que 24 articles en stock.");
    expectNotFound(await put(6, 2_000_000), CART_MESSAGES.lineNotFound);
    expectNotFound(await put(6, line.id, wine.id), CART_MESSAGES.lineNotFound);
    expectNotFound(await put(6, line.id, bySix.id, "B".repeat(43)));
    const other = await newCart();
    expectNotFound(await put(6, line.id, bySix.id, other.id), CART_MESSAGES.lineNotFound);
    expectNotFound(await call(`/cart/${cart.id}/product/${bySix.id}/quantity`, { method: "PUT", siteId: SITE_69, json: { quantity: 6, idCartProduct: line.id } }));
    expect((await cartOf(cart.id)).products[0]!.quantity).toBe(12);

    expectNotFound(await call(`/cart/${other.id}/product/${bySix.id}/${line.id}`, { method: "DELETE" }), CART_MESSAGES.lineNotFound);
    const removed = await call(`/cart/${cart.id}/product/${bySix.id}/${line.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(cartSchema.parse(removed.body.data).products).toEqual([]);
    expectNotFound(await call(`/cart/${cart.id}/product/${bySix.id}/${line.id}`, { method: "DELETE" }), CART_MESSAGES.lineNotFound);

    expectNotFound(await call(`/cart/${cart.id}`, { method: "DELETE", siteId: SITE_69 }));
    const deleted = await call<null>(`/cart/${cart.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, data: null, message: CART_MESSAGES.deleted });
    expectNotFound(await call(`/cart/${cart.id}/default`));
    expectNotFound(await call(`/cart/${cart.id}`, { method: "DELETE" }));
  });
});

describe("GET /cart/{id}/default, customers and the merge", () => {
  it("a guest gets their cart or a French 404", async () => {
    const cart = await newCart();
    expect((await cartOf(cart.id)).id).toBe(cart.id);
    expectNotFound(await call("/cart/new/default"));
    expectNotFound(await call(`/cart/${"C".repeat(43)}/default`));
  });

  it("a customer's cart is theirs only, the same on every device, and stays after logout", async () => {
    const alice = await createLoggedUser(SITE_70);
    const bob = await createLoggedUser(SITE_70);
    const cart = await newCart({ token: alice.token });
    expect(cart.isCustomerCart).toBe(true);
    await add(cart.id, wine, 1, { token: alice.token });
    // Another device (another session of Alice) with nothing stored gets the same cart.
    const device2 = await cartOf("new", { token: alice.token });
    expect(device2).toMatchObject({ id: cart.id, itemCount: 1 });
    // POST /cart again: still the one main cart.
    expect((await newCart({ token: alice.token })).id).toBe(cart.id);
    // Bob, a guest (Alice logged out) and another site get nothing of it.
    expectNotFound(await add(cart.id, wine, 1, { token: bob.token }));
    expectNotFound(await add(cart.id, wine, 1));
    expectNotFound(await call(`/cart/${cart.id}`, { method: "DELETE" }));
    expect((await cartOf(cart.id, { token: bob.token })).id).not.toBe(cart.id);
    const alice69 = await call(`/cart/${cart.id}/default`, { siteId: SITE_69, token: alice.token });
    expectNotFound(alice69);
    expect((await cartOf(cart.id, { token: alice.token })).itemCount).toBe(1);
  });

  it("logout (POST /logout) ends that device's session only: the customer's cart stays, for the other devices and the next login (README « Logout and the cart »)", async () => {
    const alice = await createLoggedUser(SITE_70);
    const cart = await newCart({ token: alice.token });
    await add(cart.id, wine, 2, { token: alice.token });
    const phone = await createSession(await getDb(), SITE_70, alice.user.id);
    expect((await call("/logout", { method: "POST", token: alice.token })).status).toBe(200);
    // The logged-out device's token, or the cart id without a session, open nothing.
    expectNotFound(await call(`/cart/${cart.id}/default`, { token: alice.token }));
    expectNotFound(await add(cart.id, wine, 1, { token: alice.token }));
    // Alice's phone, still logged in, keeps the cart she is filling; a new login finds it too.
    expect(await cartOf("new", { token: phone.token })).toMatchObject({ id: cart.id, itemCount: 2 });
    const nextLogin = await createSession(await getDb(), SITE_70, alice.user.id);
    expect(await cartOf("new", { token: nextLogin.token })).toMatchObject({ id: cart.id, itemCount: 2 });
  });

  it("merges a guest cart into the customer's at login: quantities add up within stock and multiples, the guest cart is gone", async () => {
    const customer = await createLoggedUser(SITE_70);
    const own = await newCart({ token: customer.token });
    await add(own.id, wine, 6, { token: customer.token });
    await add(own.id, bySix, 12, { token: customer.token });

    const guest = await newCart();
    await add(guest.id, wine, 6); // 6 + 6 > stock 10 → 10
    await add(guest.id, bySix, 12); // 12 + 12 = 24 ≤ stock 24
    await add(guest.id, halfBottle, 2); // new line
    const [label] = giftBox.customizationIds.slice(1) as [number];
    const engraving = giftBox.customizationIds[0]!;
    const withFile = cartSchema.parse(
      (await add(guest.id, giftBox, 1, { customizations: [{ id: engraving, key: "texte", textValue: "Joyeux anniversaire" }], files: { [`${label}.visuel`]: new File([PDF], "bon.pdf") } })).body.data,
    );
    const fileUrl = withFile.products.find((line) => line.idProduct === giftBox.id)!.customizations.find((c) => c.fileUrl)!.fileUrl!;

    const merged = await call(`/cart/${guest.id}/default`, { token: customer.token });
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe(CART_MESSAGES.mergedAdjusted);
    const cart = cartSchema.parse(merged.body.data);
    expect(cart.id).toBe(own.id);
    const quantities = Object.fromEntries(cart.products.map((line) => [line.idProduct, line.quantity]));
    expect(quantities).toEqual({ [wine.id]: 10, [bySix.id]: 24, [halfBottle.id]: 2, [giftBox.id]: 1 });
    // The guest cart is gone; its file now belongs to the customer's cart.
    expectNotFound(await call(`/cart/${guest.id}/default`));
    const file = await call(fileUrl.replace(/^\/api/, ""), { token: customer.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    // Merging again with the spent guest id changes nothing.
    const again = await call(`/cart/${guest.id}/default`, { token: customer.token });
    expect(again.body.message).toBeNull();
    expect(shape(cartSchema.parse(again.body.data))).toBe(shape(cart));
  });

  it("a customer without a cart gets the guest's lines as is; a line that no longer fits is dropped", async () => {
    const customer = await createLoggedUser(SITE_70);
    const guest = await newCart();
    await add(guest.id, wine, 2);
    const merged = await call(`/cart/${guest.id}/default`, { token: customer.token });
    expect(merged.body.message).toBe(CART_MESSAGES.merged);
    expect(cartSchema.parse(merged.body.data)).toMatchObject({ isCustomerCart: true, itemCount: 2 });

    const full = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 2000, stock: 3 }] });
    const owner = await createLoggedUser(SITE_70);
    const ownCart = await newCart({ token: owner.token });
    await add(ownCart.id, full, 3, { token: owner.token });
    const guest2 = await newCart();
    await add(guest2.id, full, 2);
    await add(guest2.id, wine, 1);
    const result = cartSchema.parse((await call(`/cart/${guest2.id}/default`, { token: owner.token })).body.data);
    expect(Object.fromEntries(result.products.map((line) => [line.idProduct, line.quantity]))).toEqual({ [full.id]: 3, [wine.id]: 1 });
  });
});

describe("customization price and file check", () => {
  it("POST …/customize/price gives the unit price with the answers, refuses unknown keys and long texts", async () => {
    const [engraving, label, finish] = giftBox.customizationIds as [number, number, number];
    const url = `/cart/product/${giftBox.id}/declination/${giftBox.declinationIds[0]}/customize/price`;
    const none = await call(url, { method: "POST", json: { customizations: [] } });
    expect(customizationPriceSchema.parse(none.body.data)).toEqual({ customizationCost: 0, unitPrice: 3500 });
    const some = await call(url, {
      method: "POST",
      json: { customizations: [{ id: engraving, key: "texte", textValue: "Léa" }, { id: label, key: "visuel", filename: "a.png" }, { id: finish, key: "papier", checkboxValue: true }] },
    });
    expect(customizationPriceSchema.parse(some.body.data)).toEqual({ customizationCost: 850, unitPrice: 4350 });
    expectCartErrors(await call(url, { method: "POST", json: { customizations: [{ id: engraving, key: "inconnu", textValue: "a" }] } }), 422, `${engraving}.inconnu`);
    expectCartErrors(await call(url, { method: "POST", json: { customizations: [{ id: engraving, key: "texte", textValue: "é".repeat(21) }] } }), 422, `${engraving}.texte`, "20 caractères au maximum.");
    expectCartErrors(await call(url, { method: "POST", json: { customizations: "non" } }), 422, "customizations");
    expectNotFound(await call(`/cart/product/${wine.id}/declination/${giftBox.declinationIds[0]}/customize/price`, { method: "POST", json: { customizations: [] } }), CART_MESSAGES.productNotFound);
    expectNotFound(await call(`/cart/product/${giftBox.id}/declination/${giftBox.declinationIds[0]}/customize/price`, { method: "POST", siteId: SITE_69, json: { customizations: [] } }), CART_MESSAGES.productNotFound);
  });

  it("POST /product-customization/{id}/file/validate checks the content and the size, stores nothing", async () => {
    const label = giftBox.customizationIds[1]!;
    const check = (file: File | null, options: { id?: number; siteId?: number; key?: string; ip?: string } = {}) => {
      const form = new FormData();
      if (file) form.set("file", file);
      if (options.key) form.set("key", options.key);
      return call(`/product-customization/${options.id ?? label}/file/validate`, { method: "POST", form, siteId: options.siteId, ip: options.ip });
    };
    const good = await check(new File([PDF], "bon.pdf"));
    expect(good.status).toBe(200);
    expect(good.body.message).toBe(CART_MESSAGES.fileValid);
    expect(customizationFileCheckSchema.parse(good.body.data)).toEqual({ mediaType: "application/pdf", byteSize: PDF.length });
    expect((await check(png(), { key: "visuel" })).status).toBe(200);
    expectCartErrors(await check(new File([HTML], "visuel.png", { type: "image/png" })), 422, "file", CART_MESSAGES.fileType);
    const big = new Uint8Array(CUSTOMIZATION_FILE_MAX_BYTES + 1);
    big.set(PNG);
    expectCartErrors(await check(png("grand.png", big)), 422, "file", /5 Mio/);
    expectCartErrors(await check(null), 422, "file", CART_MESSAGES.fileMissing);
    expectCartErrors(await check(png(), { key: "autre" }), 422, "autre", CART_MESSAGES.fileUnexpected);
    expectCartErrors(await check(png(), { id: giftBox.customizationIds[0]! }), 422, "file", CART_MESSAGES.fileUnexpected);
    expectNotFound(await check(png(), { id: 999_999 }), CART_MESSAGES.customizationNotFound);
    expectNotFound(await check(png(), { siteId: SITE_69 }), CART_MESSAGES.customizationNotFound);
    expect((await check(png("enorme.png", new Uint8Array(7 * 1024 * 1024)))).status).toBe(413);
  });

  it("uploads are rate-limited per client address", async () => {
    const label = giftBox.customizationIds[1]!;
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i <= CART_LIMITS.uploadsPerHour; i += 1) {
      const form = new FormData();
      form.set("file", png());
      statuses.push((await call(`/product-customization/${label}/file/validate`, { method: "POST", form, ip })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const cart = await newCart();
    const engraving = giftBox.customizationIds[0]!;
    const blocked = await add(cart.id, giftBox, 1, { ip, customizations: [{ id: engraving, key: "texte", textValue: "a" }], files: { [`${label}.visuel`]: png() } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Trop de tentatives/);
    // Adding without a file is not an upload.
    expect((await add(cart.id, wine, 1, { ip })).status).toBe(200);
  });
});

describe("concurrency", () => {
  it("two tabs adding at once lose nothing", async () => {
    const cart = await newCart();
    const responses = await Promise.all(Array.from({ length: 8 }, () => add(cart.id, halfBottle, 1)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    const view = await cartOf(cart.id);
    expect(view.products).toHaveLength(1);
    expect(view.products[0]!.quantity).toBe(8);
  });

  it("never goes past the stock, whatever arrives at once", async () => {
    const scarce = await insertProduct({ siteId: SITE_70, declinations: [{ fixedPrice: 3000, stock: 5 }] });
    const cart = await newCart();
    const responses = await Promise.all(Array.from({ length: 9 }, () => add(cart.id, scarce, 1)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 422)).toHaveLength(4);
    expect((await cartOf(cart.id)).products[0]!.quantity).toBe(5);
  });

  it("a customer's tabs creating the cart at once share one main cart", async () => {
    const customer = await createLoggedUser(SITE_70);
    const responses = await Promise.all(Array.from({ length: 5 }, () => add("new", wine, 1, { token: customer.token })));
    expect(responses.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    const ids = new Set(responses.map((r) => cartSchema.parse(r.body.data).id));
    expect(ids.size).toBe(1);
    const rows = await (await getDb()).select({ n: count() }).from(carts).where(and(eq(carts.siteId, SITE_70), eq(carts.customerId, customer.user.id)));
    expect(rows[0]!.n).toBe(1);
    const [main] = await (await getDb()).select().from(carts).where(and(eq(carts.siteId, SITE_70), eq(carts.customerId, customer.user.id)));
    const lines = await (await getDb()).select().from(cartProducts).where(eq(cartProducts.cartId, main!.id));
    expect(lines.map((line) => line.quantity)).toEqual([5]);
  });
});

describe("the site-70 seed in the cart", () => {
  it("every seeded product without customization goes into a cart at the catalogue's price", async () => {
    const list = productListSchema.parse((await call("/product?nbItem=100")).body.data);
    expect(list.list.length).toBeGreaterThanOrEqual(24);
    const cart = await newCart();
    let checked = 0;
    for (const product of list.list.filter((p) => !p.hasCustomization)) {
      const declination = product.declinations.find((d) => d.quantity === null || d.quantity >= d.sellByMultipleOf);
      if (!declination) continue;
      const quantity = declination.sellByMultipleOf;
      const response = await call(`/cart/${cart.id}/product/${declination.id}`, { method: "POST", json: { type: product.type.type, quantity } });
      expect(response.status, `${product.name}: ${JSON.stringify(response.body)}`).toBe(200);
      const line = cartSchema.parse(response.body.data).products.find((l) => l.idDeclination === declination.id)!;
      expect(line.fixedPrice).toBe(declination.fixedPrice);
      expect(line.hasShippingFees).toBe(product.hasShippingFees && !product.isDematerialized);
      if (product.decreasingDiscounts.every((tier) => tier.minQuantity > quantity)) expect(line.unitPrice, product.name).toBe(declination.price);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    // A seeded product with an out-of-stock declination is refused with the French stock message.
    const soldOut = list.list.flatMap((p) => p.declinations.map((d) => ({ p, d }))).find(({ d }) => d.quantity === 0);
    if (soldOut) expectCartErrors(await call(`/cart/${cart.id}/product/${soldOut.d.id}`, { method: "POST", json: { type: soldOut.p.type.type, quantity: soldOut.d.sellByMultipleOf } }), 422, "quantity", "Ce produit n'est plus en stock.");
  });
});

describe("a site whose shop is off", () => {
  it("answers every cart call 404 in French and creates nothing", async () => {
    const db = await getDb();
    const before = await db.$count(carts);
    await setShopOn(SITE_69, false);
    try {
      const calls: [string, string][] = [
        ["POST", "/cart"],
        ["POST", "/cart/new"],
        ["GET", "/cart/new/default"],
        ["POST", `/cart/new/product/${wine69.declinationIds[0]}`],
      ];
      for (const [method, path] of calls) {
        const response = await call(path, { method, siteId: SITE_69, json: method === "POST" ? { type: "WINE", quantity: 1 } : undefined });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body).toMatchObject({ success: false, message: NO_SHOP_MESSAGE });
      }
      expect(await db.$count(carts)).toBe(before);
    } finally {
      await setShopOn(SITE_69, true);
    }
  });
});
