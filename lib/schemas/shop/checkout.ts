import { z } from "zod";
import { phoneSchema } from "../account";
import { discountCheckInputSchema, ORDER_MESSAGES, orderAddressInputSchema, PAYMENT_METHODS } from "./order";
import { postalCodeSchema, SHIPPING_MESSAGES } from "./shipping";

/**
 * The checkout's forms (issue 12, /commande), built from the order's and delivery's own schemas
 * (lib/schemas/shop/order.ts, shipping.ts) so a customer sees in the form the errors the API would
 * give; the server checks everything again at POST /order/validate and POST /order.
 */

/** The discount code field of the cart step (POST /order/discount). */
export const discountFormSchema = discountCheckInputSchema.pick({ code: true });

/** A country chosen in a list: its ISO alpha-2 code. */
const countryCodeSchema = z
  .string({ error: SHIPPING_MESSAGES.countryRequired })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: SHIPPING_MESSAGES.countryRequired })
  .transform((value) => value.toUpperCase());

/** Where the order ships (POST /calculate/shipping-fees: postalCode, country). */
export const deliveryPlaceSchema = z.object({ postalCode: postalCodeSchema, country: countryCodeSchema });
export type DeliveryPlaceInput = z.input<typeof deliveryPlaceSchema>;

/** An address as the addresses form holds it (every field a text; the country its ISO alpha-2 code). */
export interface AddressFormValues {
  firstname: string;
  lastname: string;
  company: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The addresses form's values (its input; the schema below gives what the order takes). */
export interface AddressesFormValues {
  shipping: AddressFormValues;
  sameBilling: boolean;
  billing: AddressFormValues;
  phone: string;
  message: string;
}

export interface AddressesFormRules {
  /** Home delivery: a delivery address is asked (its billing twin by default). */
  needsDeliveryAddress: boolean;
  /** ALLOW_ONLY_MOBILE_PHONE. */
  mobileOnly: boolean;
}

/** A required phone (the carrier or the estate calls when needed), the account's rules. */
function requiredPhoneSchema(rules: Pick<AddressesFormRules, "mobileOnly">) {
  return phoneSchema(rules).refine((phone) => phone !== null, { error: ORDER_MESSAGES.phoneRequired });
}

/**
 * The addresses step: the delivery address (home delivery), the billing address — « identique »
 * by default when there is a delivery address — the phone and a message. The output is what the
 * order takes: `billing` is the delivery address when « identique » is ticked.
 */
export function addressesFormSchema(rules: AddressesFormRules) {
  return z
    .object({
      shipping: rules.needsDeliveryAddress ? orderAddressInputSchema : z.unknown().transform(() => null),
      sameBilling: z.boolean(),
      billing: z.unknown(),
      phone: requiredPhoneSchema(rules),
      message: z.string().max(1000, { error: "Le message est trop long (1 000 caractères au plus)." }),
    })
    .superRefine((value, ctx) => {
      if (rules.needsDeliveryAddress && value.sameBilling) return;
      const billing = orderAddressInputSchema.safeParse(value.billing);
      if (billing.success) return;
      for (const issue of billing.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: ["billing", ...issue.path] });
    })
    .transform((value) => {
      const billing = rules.needsDeliveryAddress && value.sameBilling ? value.shipping : orderAddressInputSchema.parse(value.billing);
      return { shipping: value.shipping, billing: billing!, sameBilling: value.sameBilling, phone: value.phone!, message: value.message.trim() };
    });
}
export type AddressesFormOutput = z.output<ReturnType<typeof addressesFormSchema>>;

/** The payment step: a method among the offered ones, and the age confirmation of a wine shop. */
export function paymentFormSchema(rules: { ageRequired: boolean }) {
  return z.object({
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethodRequired }),
    ageConfirmed: rules.ageRequired ? z.literal(true, { error: ORDER_MESSAGES.ageConfirmationRequired }) : z.boolean(),
  });
}
export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;
