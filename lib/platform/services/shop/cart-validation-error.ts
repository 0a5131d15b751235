import "server-only";
import { ApiError } from "@/lib/platform/api-error";
import type { CartError } from "@/lib/schemas/shop/cart";

/** 422 with `data: [{ key, error }]` (SPEC §7); the message is the error itself when there is one. */
export function cartValidationError(errors: readonly CartError[]): ApiError {
  return new ApiError("VALIDATION", errors.length === 1 ? errors[0]!.error : undefined, errors);
}

/** A 422 of the shared parsers (per-field record) as the cart's `[{ key, error }]` list; anything else as it is. */
export function asCartErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION" || Array.isArray(error.data) || !error.data || typeof error.data !== "object") return error;
  return cartValidationError(Object.entries(error.data as Record<string, string[]>).flatMap(([key, messages]) => messages.map((message) => ({ key, error: message }))));
}
