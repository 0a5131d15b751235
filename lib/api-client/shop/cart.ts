"use client";
import type { Envelope } from "@/lib/domain/envelope";
import {
  CART_ID_HEADER,
  cartErrorListSchema,
  cartSchema,
  customizationFileCheckSchema,
  NEW_CART_ID,
  type Cart,
  type CartError,
} from "@/lib/schemas/shop/cart";
import { customizationPriceSchema, type CustomizationAnswer } from "@/lib/schemas/shop/customization";
import type { ProductType } from "@/lib/schemas/shop/product";
import { getBrowserApi } from "../browser";
import { PlatformError } from "../platform-error";

/**
 * The browser's cart calls (SPEC §7, docs/api.md « Panier »), through the one axios client. Each
 * resolves with the cart parsed by `cartSchema` and the API's French message, or rejects with a
 * PlatformError (message, status, per-field errors as `[{ key, error }]`: see `cartErrorsOf`).
 * The browser never sends a price: the server computes every amount.
 */

export interface CartAnswer {
  cart: Cart;
  message: string | null;
}

const parseCart = (envelope: Envelope<unknown>): CartAnswer => ({ cart: cartSchema.parse(envelope.data), message: envelope.message });

const path = (value: string | number) => encodeURIComponent(String(value));

/** POST /cart: a new cart (guest, or the logged customer's). */
export async function createCart(): Promise<CartAnswer> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/cart", {});
  return parseCart(response.data);
}

/** POST /cart/{cartId}: stores the discount code and delivery type (the checkout's), answers the cart. */
export async function refreshCart(cartId: string): Promise<CartAnswer> {
  const response = await getBrowserApi().post<Envelope<unknown>>(`/cart/${path(cartId)}`, {});
  return parseCart(response.data);
}

/**
 * GET /cart/{id}/default, the cart's read (the store's refresh): a guest's cart by its id; with a
 * customer's session their main cart, the guest cart `id` merged into it (`id` is NEW_CART_ID when
 * the browser has none). Null if the platform answers no cart.
 */
export async function fetchDefaultCart(localCartId: string): Promise<CartAnswer | null> {
  const response = await getBrowserApi().get<Envelope<unknown>>(`/cart/${path(localCartId || NEW_CART_ID)}/default`);
  return response.data.data === null ? null : parseCart(response.data);
}

export interface AddToCartInput {
  type: ProductType;
  quantity: number;
  customizations: readonly CustomizationAnswer[];
  /** FILE answers: the file of each `<customizationId>.<fieldKey>`. */
  files: ReadonlyMap<string, File>;
}

/** POST /cart/{cartId}/product/{declinationId} (multipart: type, quantity, customizations, files `file.<id>.<key>`). */
export async function addToCart(cartId: string, declinationId: number, input: AddToCartInput): Promise<CartAnswer> {
  const body = new FormData();
  body.set("type", input.type);
  body.set("quantity", String(input.quantity));
  if (input.customizations.length > 0) body.set("customizations", JSON.stringify(input.customizations));
  for (const [key, file] of input.files) body.set(`file.${key}`, file, file.name);
  const response = await getBrowserApi().post<Envelope<unknown>>(`/cart/${path(cartId)}/product/${path(declinationId)}`, body);
  return parseCart(response.data);
}

/** PUT /cart/{cartId}/product/{productId}/quantity. */
export async function updateCartQuantity(cartId: string, productId: number, idCartProduct: number, quantity: number): Promise<CartAnswer> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/cart/${path(cartId)}/product/${path(productId)}/quantity`, {
    quantity,
    idCartProduct,
  });
  return parseCart(response.data);
}

/** DELETE /cart/{cartId}/product/{productId}/{idCartProduct}: one line out. */
export async function removeCartLine(cartId: string, productId: number, idCartProduct: number): Promise<CartAnswer> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/cart/${path(cartId)}/product/${path(productId)}/${path(idCartProduct)}`);
  return parseCart(response.data);
}

/** DELETE /cart/{cartId}: the whole cart. */
export async function deleteCart(cartId: string): Promise<string | null> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/cart/${path(cartId)}`);
  return response.data.message;
}

/** POST /product-customization/{id}/file/validate: the server's own check of a file (type by content, size). */
export async function validateCustomizationFile(customizationId: number, key: string, file: File) {
  const body = new FormData();
  body.set("key", key);
  body.set("file", file, file.name);
  const response = await getBrowserApi().post<Envelope<unknown>>(`/product-customization/${path(customizationId)}/file/validate`, body);
  return customizationFileCheckSchema.parse(response.data.data);
}

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price: the unit price with these answers. */
export async function fetchCustomizationPrice(
  productId: number,
  declinationId: number,
  customizations: readonly CustomizationAnswer[],
  quantity: number,
) {
  const response = await getBrowserApi().post<Envelope<unknown>>(
    `/cart/product/${path(productId)}/declination/${path(declinationId)}/customize/price`,
    { customizations, quantity },
  );
  return customizationPriceSchema.parse(response.data.data);
}

/**
 * A customization file of the cart (its private URL): a guest proves the cart is theirs with the
 * cart id in a header, never in the URL, so the file is fetched here and handed over as a blob.
 */
export async function fetchCustomizationFile(url: string, cartId: string): Promise<Blob> {
  const apiPath = url.startsWith("/api/") ? url.slice("/api".length) : url;
  const response = await getBrowserApi().get<Blob>(apiPath, { responseType: "blob", headers: { [CART_ID_HEADER]: cartId } });
  return response.data;
}

/** The per-field errors of a refused cart write (`data: [{ key, error }]`), [] when it has none. */
export function cartErrorsOf(error: unknown): CartError[] {
  if (!(error instanceof PlatformError)) return [];
  const parsed = cartErrorListSchema.safeParse(error.data);
  return parsed.success ? parsed.data : [];
}
