import "server-only";
import { and, eq } from "drizzle-orm";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { customizationFileError, customizationFileType } from "@/lib/domain/shop/customization-file";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { productCustomizations, products } from "@/lib/platform/db/schema";
import type { z } from "zod";
import type { customizationFileCheckSchema } from "@/lib/schemas/shop/cart";
import { cartValidationError } from "./cart-validation-error";

/**
 * POST /product-customization/{id}/file/validate: whether a file would be accepted by a FILE field
 * of that customization (a customization of a published product of the site): type read from
 * the content (PNG, JPEG, PDF), size within CUSTOMIZATION_FILE_MAX_BYTES. Nothing is stored.
 */
export async function checkCustomizationFile(
  db: Database,
  siteId: number,
  customizationId: number,
  file: { bytes: Uint8Array; key: string | null },
): Promise<z.infer<typeof customizationFileCheckSchema>> {
  const [row] = await db
    .select({ fields: productCustomizations.fields })
    .from(productCustomizations)
    .innerJoin(products, and(eq(products.id, productCustomizations.productId), eq(products.siteId, siteId), eq(products.isPublished, true)))
    .where(and(eq(productCustomizations.siteId, siteId), eq(productCustomizations.id, customizationId)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND", CART_MESSAGES.customizationNotFound);
  const fileFields = row.fields.filter((field) => field.inputType === "FILE");
  if (fileFields.length === 0 || (file.key !== null && !fileFields.some((field) => field.key === file.key))) {
    throw cartValidationError([{ key: file.key ?? "file", error: CART_MESSAGES.fileUnexpected }]);
  }
  const error = customizationFileError(file.bytes);
  if (error) throw cartValidationError([{ key: "file", error }]);
  return { mediaType: customizationFileType(file.bytes)!.mime, byteSize: file.bytes.length };
}
