import "server-only";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { answeredCustomizations, priceCartLine } from "@/lib/domain/shop/cart-pricing";
import { checkCustomizationAnswers } from "@/lib/domain/shop/customization-answers";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { z } from "zod";
import type { customizePriceInputSchema } from "@/lib/schemas/shop/cart";
import type { customizationPriceSchema } from "@/lib/schemas/shop/customization";
import { cartValidationError } from "./cart-validation-error";
import { findBuyableDeclination } from "./find-buyable-declination";
import { loadProductCustomizations } from "./load-product-customizations";

/**
 * POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price: the unit price a
 * form being filled gives (required fields not demanded yet; a FILE field counts as answered
 * when its answer names a file), by the cart's own pricing.
 */
export async function priceCustomization(
  db: Database,
  siteId: number,
  productId: number,
  declinationId: number,
  input: z.infer<typeof customizePriceInputSchema>,
): Promise<z.infer<typeof customizationPriceSchema>> {
  const declination = await findBuyableDeclination(db, siteId, declinationId, productId);
  if (!declination) throw new ApiError("NOT_FOUND", CART_MESSAGES.productNotFound);
  const customizations = (await loadProductCustomizations(db, siteId, [productId])).get(productId) ?? [];
  const checked = checkCustomizationAnswers(customizations, input.customizations, { fileParts: null, requireFields: false });
  if (checked.errors.length > 0) throw cartValidationError(checked.errors);
  const price = priceCartLine({
    fixedPrice: declination.fixedPrice,
    declinationDiscount: declination.discount,
    productDiscount: declination.productDiscount,
    decreasingDiscounts: declination.decreasingDiscounts,
    quantity: input.quantity ?? declination.sellByMultipleOf,
    answeredCustomizations: answeredCustomizations(
      customizations,
      checked.answers.map((answer) => ({ ...answer, filename: answer.file ? "fichier" : undefined })),
    ),
  });
  return { customizationCost: price.customizationCost, unitPrice: price.unitPrice };
}
