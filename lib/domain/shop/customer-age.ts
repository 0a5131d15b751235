import { ADULT_AGE, ageOn } from "@/lib/schemas/account";
import { ORDER_MESSAGES } from "@/lib/schemas/shop/order";

/**
 * Selling wine (issue 12): on a winemaker's shop the customer confirms being 18 or older at each
 * order, and a birthdate on the account (asked at registration with ASK_BIRTHDATE_AT_REGISTER)
 * that says otherwise refuses the order, whatever the box says (the sale of alcohol to minors is
 * forbidden, Code de la santé publique L3342-1; BLOCK_MINORS_FROM_REGISTERING keeps them from
 * having an account at all). Null when the order may go on.
 */
export function customerAgeProblem(input: { sellsAlcohol: boolean; confirmed: boolean | null | undefined; birthdate: string | null; today: string }): string | null {
  if (!input.sellsAlcohol) return null;
  if (input.birthdate && ageOn(input.birthdate, input.today) < ADULT_AGE) return ORDER_MESSAGES.minor;
  if (input.confirmed !== true) return ORDER_MESSAGES.ageConfirmationRequired;
  return null;
}
