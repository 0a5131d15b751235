import "server-only";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { attachmentDisposition } from "@/lib/domain/content-disposition";
import { ok } from "@/lib/domain/envelope";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { currentUser, requireShop } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams } from "@/lib/platform/http/validate";
import { addToCart } from "@/lib/platform/services/shop/add-to-cart";
import { cartFileRoom } from "@/lib/platform/services/shop/cart-file-room";
import { checkCustomizationFile } from "@/lib/platform/services/shop/check-customization-file";
import { deleteCart } from "@/lib/platform/services/shop/delete-cart";
import { getDefaultCart } from "@/lib/platform/services/shop/get-default-cart";
import { priceCustomization } from "@/lib/platform/services/shop/price-customization";
import { readCustomizationFile } from "@/lib/platform/services/shop/read-customization-file";
import { removeCartLine } from "@/lib/platform/services/shop/remove-cart-line";
import { updateCartLineQuantity } from "@/lib/platform/services/shop/update-cart-line-quantity";
import { updateCartOptions } from "@/lib/platform/services/shop/update-cart-options";
import { asCartErrors, cartValidationError } from "@/lib/platform/services/shop/cart-validation-error";
import { CART_ID_HEADER, cartOptionsSchema, cartQuantitySchema, customizePriceInputSchema, NEW_CART_ID } from "@/lib/schemas/shop/cart";
import { parseAddToCartFields, readAddToCartBody, readMultipart } from "./add-to-cart-body";
import { countGuestCart, meterUpload } from "./upload-budget";

/** A cart id in a path: any short text; one that designates no cart of the caller is a 404. */
const cartId = z.string().min(1).max(100);
const cartParams = z.object({ cartId });
const lineParams = z.object({ cartId, productId: idParam });

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

/** The cart calls of SPEC §7 (docs/api.md « Panier »); every answer is the whole cart as the server computes it. */
export const cartRoutes = new Hono<AppEnv>()
  .post("/cart", async (c) => {
    const site = await requireShop(c);
    const user = await currentUser(c);
    if (!user) await countGuestCart(c, site.id);
    const options = await bodyOrEmpty(c);
    const { cart } = await updateCartOptions(await getDb(), site.id, user, NEW_CART_ID, options);
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
    const type = c.req.header("Content-Type") ?? "";
    if (!/^multipart\/form-data\b/i.test(type)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Envoyez le fichier en multipart/form-data.");
    await meterUpload(c, site.id, { alwaysAnUpload: true, cartRoom: null });
    const body = await readMultipart(c, "file");
    const file = body.file;
    if (!file || typeof file === "string") throw cartValidationError([{ key: "file", error: CART_MESSAGES.fileMissing }]);
    const key = typeof body.key === "string" && body.key !== "" ? body.key : null;
    const answer = await checkCustomizationFile(await getDb(), site.id, id, { bytes: new Uint8Array(await file.arrayBuffer()), key });
    return c.json(ok(answer, CART_MESSAGES.fileValid));
  })
  .post("/cart/:cartId", async (c) => {
    const site = await requireShop(c);
    const params = cartParamsOf(c, cartParams);
    const user = await currentUser(c);
    if (params.cartId === NEW_CART_ID && !user) await countGuestCart(c, site.id);
    const options = await bodyOrEmpty(c);
    const { cart, created } = await updateCartOptions(await getDb(), site.id, user, params.cartId, options);
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
    const [db, user] = await Promise.all([getDb(), currentUser(c)]);
    if (params.cartId === NEW_CART_ID && !user) await countGuestCart(c, site.id);
    // Counted and judged before any byte of the body is read (an unknown cart included: 404).
    const upload = await meterUpload(c, site.id, { alwaysAnUpload: false, cartRoom: await cartFileRoom(db, site.id, user, params.cartId) });
    const { fields, files } = await readAddToCartBody(c);
    await upload.countFiles(files.length);
    const input = parseAddToCartFields(fields);
    const { cart, created } = await addToCart(db, site.id, user, params.cartId, params.declinationId, { ...input, files });
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
