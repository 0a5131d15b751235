import "server-only";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { attachmentDisposition } from "@/lib/domain/content-disposition";
import { ok } from "@/lib/domain/envelope";
import { JSON_TOO_DEEP_MESSAGE, parseBoundedJson } from "@/lib/domain/json-depth";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { currentUser, requireShop } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams, readJsonBody, safeParseRequest } from "@/lib/platform/http/validate";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { addToCart } from "@/lib/platform/services/shop/add-to-cart";
import { checkCustomizationFile } from "@/lib/platform/services/shop/check-customization-file";
import { deleteCart } from "@/lib/platform/services/shop/delete-cart";
import { getDefaultCart } from "@/lib/platform/services/shop/get-default-cart";
import { priceCustomization } from "@/lib/platform/services/shop/price-customization";
import { readCustomizationFile } from "@/lib/platform/services/shop/read-customization-file";
import { removeCartLine } from "@/lib/platform/services/shop/remove-cart-line";
import { updateCartLineQuantity } from "@/lib/platform/services/shop/update-cart-line-quantity";
import { updateCartOptions } from "@/lib/platform/services/shop/update-cart-options";
import { cartValidationError } from "@/lib/platform/services/shop/cart-validation-error";
import type { UploadedCustomizationFile } from "@/lib/platform/services/shop/store-customization-files";
import {
  addToCartFieldsSchema,
  CART_ID_HEADER,
  cartOptionsSchema,
  cartQuantitySchema,
  customizePriceInputSchema,
  NEW_CART_ID,
  type CartError,
} from "@/lib/schemas/shop/cart";
import { customizationAnswerSchema } from "@/lib/schemas/shop/customization";

/** Uploads (adding a customized product with files, checking a file) per client address per hour. */
export const CART_LIMITS = { uploadsPerIp: 30, windowSeconds: 60 * 60 } as const;

/** A cart id in a path: any short text; one that designates no cart of the caller is a 404. */
const cartId = z.string().min(1).max(100);
const cartParams = z.object({ cartId });
const lineParams = z.object({ cartId, productId: idParam });
const FILE_PART = /^file\.(\d{1,10})\.(.{1,64})$/s;

/** A 422 of the shared parsers (per-field record) as the cart's `[{ key, error }]` list. */
function asCartErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION" || Array.isArray(error.data) || !error.data || typeof error.data !== "object") return error;
  return cartValidationError(Object.entries(error.data as Record<string, string[]>).flatMap(([key, messages]) => messages.map((message) => ({ key, error: message }))));
}

function cartParamsOf<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  try {
    return parseParams(c, schema);
  } catch (error) {
    throw asCartErrors(error);
  }
}

async function cartJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  try {
    return await parseJsonBody(c, schema);
  } catch (error) {
    throw asCartErrors(error);
  }
}

async function bodyOrEmpty(c: Context<AppEnv>) {
  const type = c.req.header("Content-Type") ?? "";
  const length = c.req.header("Content-Length");
  if (!type && (length === undefined || length === "0")) return {};
  return cartJson(c, cartOptionsSchema);
}

/** The fields and files of an add-to-cart request (multipart, or JSON without files). */
async function readAddToCartBody(c: Context<AppEnv>): Promise<{ fields: Record<string, unknown>; files: UploadedCustomizationFile[] }> {
  const type = c.req.header("Content-Type") ?? "";
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    let body: unknown;
    try {
      body = await readJsonBody(c);
    } catch (error) {
      throw asCartErrors(error);
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw cartValidationError([{ key: "body", error: "Envoyez un objet JSON." }]);
    const fields = { ...(body as Record<string, unknown>) };
    if (Array.isArray(fields.customizations)) fields.customizations = JSON.stringify(fields.customizations);
    if (typeof fields.quantity === "number") fields.quantity = String(fields.quantity);
    return { fields, files: [] };
  }
  if (!/^multipart\/form-data\b/i.test(type)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Envoyez le produit en multipart/form-data.");
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody({ all: false });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw cartValidationError([{ key: "body", error: "Le formulaire envoyé est illisible." }]);
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedCustomizationFile[] = [];
  for (const [name, value] of Object.entries(body)) {
    const part = FILE_PART.exec(name);
    if (part && typeof value !== "string") files.push({ key: `${Number(part[1])}.${part[2]}`, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    else if (!name.startsWith("file.")) fields[name] = value;
    else files.push({ key: name.slice(5), name: "", bytes: new Uint8Array() });
  }
  return { fields, files };
}

/** type, quantity and customizations of an add-to-cart request, or 422 with `[{ key, error }]`. */
function parseAddToCartFields(fields: Record<string, unknown>) {
  const errors: CartError[] = [];
  const parsed = safeParseRequest(addToCartFieldsSchema, fields);
  if (!parsed.success) for (const issue of parsed.error.issues) errors.push({ key: issue.path.map(String).join(".") || "body", error: issue.message });
  let answers: z.infer<typeof customizationAnswerSchema>[] = [];
  if (parsed.success && parsed.data.customizations !== undefined && parsed.data.customizations.trim() !== "") {
    const json = parseBoundedJson(parsed.data.customizations);
    const list = json.ok ? safeParseRequest(z.array(customizationAnswerSchema).max(50), json.value) : null;
    if (list?.success) answers = list.data;
    else errors.push({ key: "customizations", error: !json.ok && json.tooDeep ? JSON_TOO_DEEP_MESSAGE : CART_MESSAGES.invalidCustomizations });
  }
  if (errors.length > 0 || !parsed.success) throw cartValidationError(errors);
  return { type: parsed.data.type, quantity: parsed.data.quantity, answers };
}

async function countUpload(c: Context<AppEnv>, siteId: number) {
  await checkRateLimit(`cart-upload:ip:${siteId}:${clientIp(c)}`, CART_LIMITS.uploadsPerIp, CART_LIMITS.windowSeconds);
}

/** The cart calls of SPEC §7 (docs/api.md « Panier »); every answer is the whole cart as the server computes it. */
export const cartRoutes = new Hono<AppEnv>()
  .post("/cart", async (c) => {
    const site = await requireShop(c);
    const options = await bodyOrEmpty(c);
    const { cart } = await updateCartOptions(await getDb(), site.id, await currentUser(c), NEW_CART_ID, options);
    return c.json(ok(cart), 201);
  })
  .get("/cart/customization-file/:fileId", async (c) => {
    const site = await requireShop(c);
    const { fileId } = cartParamsOf(c, z.object({ fileId: idParam }));
    const presented = c.req.header(CART_ID_HEADER)?.trim() || null;
    const file = await readCustomizationFile(await getDb(), site.id, await currentUser(c), fileId, presented);
    // Always a download, never rendered in the site's origin, whatever it holds.
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.mime,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": attachmentDisposition(file.originalName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  })
  .post("/cart/product/:idProduct/declination/:idDeclination/customize/price", async (c) => {
    const site = await requireShop(c);
    const { idProduct, idDeclination } = cartParamsOf(c, z.object({ idProduct: idParam, idDeclination: idParam }));
    const input = await cartJson(c, customizePriceInputSchema);
    return c.json(ok(await priceCustomization(await getDb(), site.id, idProduct, idDeclination, input)));
  })
  .post("/product-customization/:id/file/validate", async (c) => {
    const site = await requireShop(c);
    const { id } = cartParamsOf(c, z.object({ id: idParam }));
    await countUpload(c, site.id);
    const type = c.req.header("Content-Type") ?? "";
    if (!/^multipart\/form-data\b/i.test(type)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Envoyez le fichier en multipart/form-data.");
    let body: Record<string, string | File>;
    try {
      body = await c.req.parseBody({ all: false });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw cartValidationError([{ key: "file", error: "Le formulaire envoyé est illisible." }]);
    }
    const file = body.file;
    if (!file || typeof file === "string") throw cartValidationError([{ key: "file", error: CART_MESSAGES.fileMissing }]);
    const key = typeof body.key === "string" && body.key !== "" ? body.key : null;
    const answer = await checkCustomizationFile(await getDb(), site.id, id, { bytes: new Uint8Array(await file.arrayBuffer()), key });
    return c.json(ok(answer, CART_MESSAGES.fileValid));
  })
  .post("/cart/:cartId", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, cartParams);
    const options = await bodyOrEmpty(c);
    const { cart, created } = await updateCartOptions(await getDb(), site.id, await currentUser(c), params.cartId, options);
    return c.json(ok(cart, created ? null : CART_MESSAGES.updated), created ? 201 : 200);
  })
  .get("/cart/:cartId/default", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, cartParams);
    const { cart, message } = await getDefaultCart(await getDb(), site.id, await currentUser(c), params.cartId);
    return c.json(ok(cart, message));
  })
  .delete("/cart/:cartId", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, cartParams);
    await deleteCart(await getDb(), site.id, await currentUser(c), params.cartId);
    return c.json(ok(null, CART_MESSAGES.deleted));
  })
  .post("/cart/:cartId/product/:declinationId", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, z.object({ cartId, declinationId: idParam }));
    const user = await currentUser(c);
    const { fields, files } = await readAddToCartBody(c);
    if (files.length > 0) await countUpload(c, site.id);
    const input = parseAddToCartFields(fields);
    const { cart, created } = await addToCart(await getDb(), site.id, user, params.cartId, params.declinationId, { ...input, files });
    return c.json(ok(cart, CART_MESSAGES.added), created ? 201 : 200);
  })
  .put("/cart/:cartId/product/:productId/quantity", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, lineParams);
    const input = await cartJson(c, cartQuantitySchema);
    const cart = await updateCartLineQuantity(await getDb(), site.id, await currentUser(c), params.cartId, params.productId, input);
    return c.json(ok(cart, CART_MESSAGES.updated));
  })
  .delete("/cart/:cartId/product/:productId/:idCartProduct", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, lineParams.extend({ idCartProduct: idParam }));
    const cart = await removeCartLine(await getDb(), site.id, await currentUser(c), params.cartId, params.productId, params.idCartProduct);
    return c.json(ok(cart, CART_MESSAGES.removed));
  });
