import "server-only";
import { ApiError } from "@/lib/platform/api-error";
import type { CartError } from "@/lib/schemas/shop/cart";

/** 422 with `data: [{ key, error }]` (SPEC §7); the message is the error itself when there is one. */
export function cartValidationError(errors: readonly CartError[]): ApiError {
  return new ApiError("VALIDATION", errors.length === 1 ? errors[0]!.error : undefined, errors);
}
