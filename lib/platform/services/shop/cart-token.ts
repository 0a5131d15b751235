import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { hashSessionToken, newSessionToken } from "@/lib/platform/services/session-token";

/**
 * Cart ids (docs/api.md « Panier »). A guest cart's id is a random token (256 bits, base64url, the
 * session tokens' generator) of which only the SHA-256 hash is stored: whoever holds it holds the
 * cart, so it is never logged nor put in a URL the server keeps. A customer's cart is reached
 * through the customer's session only; its id (derived from the stored hash, so every device of
 * the customer gets the same one) is a handle, not a key.
 */
export const newCartToken = newSessionToken;
export const hashCartToken = hashSessionToken;

/** The id a customer's cart is shown with (43 characters, base64url). */
export function customerCartId(tokenHash: string): string {
  return createHash("sha256").update(`evolusite-customer-cart:${tokenHash}`).digest("base64url");
}

/** Constant-time equality of two ids. */
export function sameCartId(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
