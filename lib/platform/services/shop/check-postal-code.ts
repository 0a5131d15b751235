import "server-only";
import { isFrenchPostalCodeShape } from "@/lib/domain/shop/french-postal-code";
import { ApiError } from "@/lib/platform/api-error";
import { SHIPPING_MESSAGES } from "@/lib/schemas/shop/shipping";
import { loadFrenchCommunes } from "./load-french-communes";

function refuse(message: string): never {
  throw ApiError.validation({ postalCode: [message] }, message);
}

/**
 * A French postal code must have 5 digits and exist in the communes dataset (codes-postaux); a
 * Monaco one is 980xx; other countries' codes are taken as typed (schema: 2–10 letters, digits, dashes).
 * 422 on `postalCode` otherwise.
 */
export async function checkPostalCode(postalCode: string, alphaTwo: string): Promise<void> {
  if (alphaTwo === "FR") {
    if (!isFrenchPostalCodeShape(postalCode)) refuse(SHIPPING_MESSAGES.postalCodeFrance);
    const communes = await loadFrenchCommunes();
    if (!communes.postalCodes.has(postalCode)) refuse(SHIPPING_MESSAGES.postalCodeUnknown);
  } else if (alphaTwo === "MC" && !/^980\d{2}$/.test(postalCode)) {
    refuse(SHIPPING_MESSAGES.postalCodeInvalid);
  }
}
