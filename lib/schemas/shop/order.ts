import { z } from "zod";
import { listEnvelopeSchema } from "../list";
import { CAPACITY_UNITS, PRODUCT_TYPES } from "./product";
import { accessPointSchema, countryRefSchema, postalCodeSchema } from "./shipping";

/**
 * Orders and discount codes (SPEC §3, §4, §7 `/order`, `/order/validate`, `/order/discount`;
 * docs/api.md « Commandes »). Every amount is computed by the server in integer cents: a price,
 * total or shipping fee sent by the browser is ignored (unknown fields are dropped).
 */

export const ORDER_STATUSES = [
  "AWAITING_PAYMENT",
  "PAID",
  "PREPARING",
  "SHIPPED",
  "READY_FOR_PICKUP",
  "DELIVERED",
  "COLLECTED",
  "CANCELLED",
  "REFUNDED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order delivery types (SPEC §4: delivery → DELIVERY or PICKUP (relay), clickAndCollect, no_delivery). */
export const ORDER_DELIVERY_TYPES = ["DELIVERY", "PICKUP", "CLICK_AND_COLLECT", "NO_DELIVERY"] as const;
export type OrderDeliveryType = (typeof ORDER_DELIVERY_TYPES)[number];

/** CARD needs Stripe (its three keys: lib/platform/payment/card-payment-settings.ts); the others are offline. */
export const PAYMENT_METHODS = ["CARD", "BANK_TRANSFER", "CHEQUE", "ON_SITE"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Why an offered method cannot be used by this customer yet (EMAIL_NOT_CONFIRMED: an offline method, lib/domain/shop/payment-methods.ts). */
export const UNAVAILABLE_PAYMENT_REASONS = ["EMAIL_NOT_CONFIRMED"] as const;
export type UnavailablePaymentReason = (typeof UNAVAILABLE_PAYMENT_REASONS)[number];

export const DISCOUNT_CODE_TYPES = ["EURO", "PERCENT", "FREE_SHIPPING"] as const;
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number];

export const ORDER_MESSAGES = {
  loginRequired: "Connectez-vous ou créez un compte pour passer commande.",
  notFound: "Commande introuvable.",
  created: "Votre commande est enregistrée. Un e-mail de confirmation vous a été envoyé.",
  valid: "Votre commande est prête à être passée.",
  readyForPayment: "Choisissez votre moyen de paiement pour passer la commande.",
  cartEmpty: "Votre panier est vide.",
  idempotencyConflict: "Cette clé d'idempotence a déjà servi pour une autre commande : recommencez avec une nouvelle clé.",
  idempotencyInvalid: "L'en-tête Idempotency-Key doit compter de 8 à 100 caractères (lettres, chiffres, « - », « _ », « . », « : »).",
  productGone: (name: string) => `« ${name} » n'est plus en vente : retirez-le de votre panier.`,
  outOfStock: (name: string) => `« ${name} » est épuisé : retirez-le de votre panier.`,
  stockLeft: (name: string, left: number) => `Il ne reste que ${left} « ${name} » en stock : réduisez la quantité.`,
  deliveryRequired: "Choisissez un mode de livraison.",
  deliveryNotNeeded: "Votre commande ne contient que des produits dématérialisés : choisissez « sans livraison ».",
  deliveryNeeded: "Votre commande doit être livrée ou retirée au domaine : choisissez un mode de livraison.",
  carrierRequired: "Choisissez un transporteur.",
  carrierUnknown: "Ce transporteur n'existe pas ou ne correspond pas au mode de livraison choisi.",
  carrierNotServing: "Ce transporteur ne livre pas cette adresse pour cette quantité : choisissez-en un autre.",
  accessPointRequired: "Choisissez un point relais.",
  accessPointUnknown: "Ce point relais n'existe pas ou n'est plus proposé.",
  postalCodeMismatch: "Le code postal de livraison ne correspond pas à l'adresse de livraison.",
  countryMismatch: "Le pays de livraison ne correspond pas à l'adresse de livraison.",
  deliveryPlaceRequired: "Indiquez le code postal et le pays de livraison.",
  clickAndCollectUnavailable: "Le retrait sur place n'est pas proposé sur ce site.",
  pickupDayRequired: "Choisissez un jour de retrait.",
  pickupScheduleRequired: "Choisissez un créneau de retrait.",
  pickupScheduleUnavailable: "Ce créneau de retrait n'est plus disponible : choisissez-en un autre.",
  pickupAddressUnknown: "Ce lieu de retrait n'existe pas.",
  deliveryAddressRequired: "Indiquez votre adresse de livraison.",
  billingAddressRequired: "Indiquez votre adresse de facturation.",
  phoneRequired: "Indiquez un numéro de téléphone (le transporteur ou le domaine vous joindra en cas de besoin).",
  ageConfirmationRequired: "Confirmez que vous avez 18 ans ou plus : la vente d'alcool aux mineurs est interdite.",
  minor: "La vente d'alcool aux mineurs est interdite : votre date de naissance indique que vous avez moins de 18 ans.",
  paymentMethodRequired: "Choisissez un moyen de paiement.",
  paymentMethodUnavailable: "Ce moyen de paiement n'est pas proposé pour cette commande.",
  noPaymentMethod: "Aucun moyen de paiement n'est disponible pour le moment : contactez-nous pour commander.",
  emailConfirmationRequired:
    "Pour payer par virement, par chèque ou au retrait, confirmez d'abord votre adresse e-mail : suivez le lien reçu par e-mail, ou demandez-en un nouveau depuis la page de paiement.",
  /** `confirmedLimit`: what a confirmed address would allow, told to an account whose address is not confirmed. */
  tooManyUnpaidOrders: (limit: number, confirmedLimit: number | null) =>
    `${
      limit === 1
        ? "Vous avez déjà une commande en attente de paiement : réglez-la, ou attendez son annulation, avant d'en passer une nouvelle"
        : `Vous avez déjà ${limit} commandes en attente de paiement : réglez-en une, ou attendez leur annulation, avant d'en passer une nouvelle`
    } (« Mon compte », rubrique « Mes commandes »).${confirmedLimit ? ` Une fois votre adresse e-mail confirmée, vous pourrez en avoir ${confirmedLimit} en cours.` : ""}`,
  statusChanged: (label: string) => `La commande est maintenant « ${label} ».`,
  transitionRefused: (from: string, to: string) => `Une commande « ${from} » ne peut pas passer à « ${to} ».`,
} as const;

export const DISCOUNT_MESSAGES = {
  required: "Indiquez un code promo.",
  /** Unknown, switched off, not started yet or expired: one answer (lib/domain/shop/discount-code.ts). */
  unknown: "Ce code promo n'existe pas ou n'est pas valable en ce moment.",
  minimum: (minimum: string, missing: string) => `Ce code promo s'applique dès ${minimum} d'achats : il vous manque ${missing}.`,
  exhausted: "Ce code promo a déjà été utilisé autant de fois que prévu.",
  alreadyUsed: "Vous avez déjà utilisé ce code promo.",
  applied: "Le code promo est appliqué.",
} as const;

// ---------- inputs ----------

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

/** A country as the client sends it: an id, an alpha-2 code, or `{ id }` / `{ alphaTwo }` (SPEC §3 Address country). */
export const addressCountrySchema = z.preprocess((value) => {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const { id, alphaTwo } = value as { id?: unknown; alphaTwo?: unknown };
    return id ?? alphaTwo;
  }
  return value;
}, countryRefSchema);

/** An address of the order (SPEC §3 Address: type, firstname, lastname, address, addressPart2, postalCode, city, country). */
export const orderAddressInputSchema = z.object({
  type: z.string().max(40).nullish(),
  firstname: requiredText(100, "Indiquez le prénom.", "Le prénom est trop long (100 caractères au plus)."),
  lastname: requiredText(100, "Indiquez le nom.", "Le nom est trop long (100 caractères au plus)."),
  company: optionalText(100, "Le nom de la société est trop long (100 caractères au plus)."),
  address: requiredText(200, "Indiquez l'adresse.", "L'adresse est trop longue (200 caractères au plus)."),
  addressPart2: optionalText(200, "Le complément d'adresse est trop long (200 caractères au plus)."),
  postalCode: postalCodeSchema,
  city: requiredText(100, "Indiquez la ville.", "Le nom de la ville est trop long (100 caractères au plus)."),
  country: addressCountrySchema,
});
export type OrderAddressInput = z.output<typeof orderAddressInputSchema>;

/** A discount as the client sends it: the code, or `{ code }` (amounts sent with it are ignored). */
const discountInputSchema = z
  .union([z.string().max(64, { error: "Le code promo est trop long." }), z.object({ code: z.string().max(64, { error: "Le code promo est trop long." }).nullish() })], {
    error: "Le code promo doit être un texte.",
  })
  .nullish()
  .transform((value) => {
    const code = typeof value === "string" ? value : (value?.code ?? "");
    return code.trim() === "" ? null : code;
  });

const positiveInt = (message: string) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message });

/**
 * The storefront's delivery types (SPEC §4: delivery, clickAndCollect, no_delivery) as order types:
 * « delivery » is PICKUP with a relay point, DELIVERY otherwise.
 */
function storefrontDeliveryType(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const delivery = value as { type?: unknown; accessPoint?: unknown };
  const type = { delivery: delivery.accessPoint ? "PICKUP" : "DELIVERY", clickAndCollect: "CLICK_AND_COLLECT", no_delivery: "NO_DELIVERY" }[String(delivery.type)];
  return type ? { ...delivery, type } : value;
}

/**
 * POST /order and POST /order/validate (SPEC §7: idCart, user phone, address delivery and billing,
 * discount, message, dateSchedule, idSchedule, delivery {type, idCarrier or service name/code/price,
 * access point fields}, deliveryPostalCode, deliveryIdCountry; plus paymentMethod and ageConfirmed).
 * Only the shapes are checked here; what is missing for the chosen delivery is reported by the
 * server's order check, field by field.
 */
export const orderInputSchema = z.object({
  idCart: z.string({ error: "Indiquez le panier (idCart)." }).trim().min(1, { error: "Indiquez le panier (idCart)." }).max(100, { error: "Panier introuvable." }),
  user: z
    .object({ phone: z.string({ error: "Le numéro de téléphone n'est pas valide." }).max(30, { error: "Le numéro de téléphone n'est pas valide." }).nullish() })
    .nullish(),
  address: z.object({ delivery: orderAddressInputSchema.nullish(), billing: orderAddressInputSchema.nullish() }).nullish(),
  discount: discountInputSchema,
  message: optionalText(1000, "Le message est trop long (1 000 caractères au plus)."),
  dateSchedule: z.iso.date({ error: "La date de retrait doit être au format AAAA-MM-JJ." }).nullish(),
  idSchedule: z.number({ error: "Créneau de retrait invalide." }).int({ error: "Créneau de retrait invalide." }).min(0, { error: "Créneau de retrait invalide." }).max(1439, { error: "Créneau de retrait invalide." }).nullish(),
  /** The pickup address (GET /click-and-collect `addresses[].id`); the first one when absent. */
  idAddress: positiveInt("Lieu de retrait invalide.").nullish(),
  delivery: z
    .preprocess(storefrontDeliveryType, z.object({
      type: z.enum(ORDER_DELIVERY_TYPES, { error: "Mode de livraison inconnu (DELIVERY, PICKUP, CLICK_AND_COLLECT ou NO_DELIVERY ; delivery, clickAndCollect ou no_delivery)." }),
      idCarrier: positiveInt("Transporteur invalide.").nullish(),
      /** The carrier's service code, when no idCarrier is given. */
      serviceCode: z.string({ error: "Code de service invalide." }).trim().max(64, { error: "Code de service invalide." }).nullish(),
      /** The relay point (POST /relay/access-points `list[].id`); its other fields are read from the network. */
      accessPoint: z.object({ id: positiveInt("Point relais invalide.") }, { error: "Point relais invalide." }).nullish(),
    }))
    .nullish(),
  deliveryPostalCode: postalCodeSchema.nullish(),
  deliveryIdCountry: countryRefSchema.nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Moyen de paiement inconnu (CARD, BANK_TRANSFER, CHEQUE ou ON_SITE)." }).nullish(),
  /** The customer confirms being 18 or older (required on a wine shop). */
  ageConfirmed: z.boolean({ error: "ageConfirmed doit valoir true ou false." }).nullish(),
});
export type OrderInput = z.output<typeof orderInputSchema>;

/** POST /order/discount. */
export const discountCheckInputSchema = z.object({
  code: z.string({ error: DISCOUNT_MESSAGES.required }).trim().min(1, { error: DISCOUNT_MESSAGES.required }).max(64, { error: "Le code promo est trop long." }),
  idCart: z.string({ error: "Indiquez le panier (idCart)." }).trim().min(1, { error: "Indiquez le panier (idCart)." }).max(100, { error: "Panier introuvable." }),
});

/** PUT /admin/order/{id}/status. */
export const orderStatusInputSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `Statut inconnu (possible : ${ORDER_STATUSES.join(", ")}).` }),
});

// ---------- answers ----------

export const orderDiscountSchema = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_CODE_TYPES),
  /** EURO: cents; PERCENT: whole percent; FREE_SHIPPING: 0. */
  amount: z.number().int().min(0),
  label: z.string(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

/** The amounts of an order or a quote, in cents, all computed by the server. */
export const orderAmountsSchema = z.object({
  /** Σ lines before catalogue discounts. */
  totalProduct: z.number().int().min(0),
  /** Σ lines to pay (catalogue discounts, decreasing discounts and customizations included). */
  totalProductToPay: z.number().int().min(0),
  /** Taken off the products by the discount code. */
  discount: z.number().int().min(0),
  /** Shipping fee before the discount code (after free shipping and SHIPPING_FEES discounts). */
  shippingFee: z.number().int().min(0),
  /** Taken off the shipping fee by a free-shipping code. */
  shippingDiscount: z.number().int().min(0),
  /** shippingFee − shippingDiscount. */
  shipping: z.number().int().min(0),
  /** totalProductToPay − discount + shipping. */
  total: z.number().int().min(0),
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

/** POST /order/discount. */
export const discountQuoteSchema = z.object({
  discount: orderDiscountSchema,
  totalProduct: z.number().int().min(0),
  totalProductToPay: z.number().int().min(0),
  /** Taken off the products (0 for a free-shipping code). */
  discountAmount: z.number().int().min(0),
  /** totalProductToPay − discountAmount. */
  totalAfterDiscount: z.number().int().min(0),
  /** The code makes shipping free. */
  freeShipping: z.boolean(),
});
export type DiscountQuote = z.infer<typeof discountQuoteSchema>;

/**
 * POST /order/validate when the order can be placed (`valid: true`), or, with `?step=payment`,
 * when only the payment step's choices (payment method, age confirmation) are still to give
 * (`valid: false`).
 */
export const orderQuoteSchema = z.object({
  valid: z.boolean(),
  amounts: orderAmountsSchema,
  discount: orderDiscountSchema.nullable(),
  /** The methods this customer may pay the order with now. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Methods the site offers for the order that this customer cannot use yet, and why. */
  unavailablePaymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), reason: z.enum(UNAVAILABLE_PAYMENT_REASONS) })),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.object({ id: z.number().int(), alphaTwo: z.string(), name: z.string() }),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  /** Null once the product is deleted from the catalogue (the line keeps its snapshot). */
  idProduct: z.number().int().nullable(),
  idDeclination: z.number().int().nullable(),
  name: z.string(),
  reference: z.string(),
  declinationLabel: z.string(),
  type: z.enum(PRODUCT_TYPES),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  quantity: z.number().int().positive(),
  fixedPrice: z.number().int().min(0),
  unitPrice: z.number().int().min(0),
  customizationCost: z.number().int().min(0),
  total: z.number().int().min(0),
  totalToPay: z.number().int().min(0),
  customizations: z.array(z.object({ label: z.string(), value: z.string(), fileId: z.number().int().nullable() })),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderCarrierSchema = z.object({ id: z.number().int().nullable(), name: z.string(), serviceCode: z.string() });
/** The relay point as the order keeps it: the point's identity and address, without its map data. */
export const orderAccessPointSchema = accessPointSchema.pick({ id: true, code: true, name: true, addLine1: true, zipCode: true, city: true, country: true });
export const orderPickupSchema = z.object({
  calendarId: z.number().int(),
  day: z.iso.date(),
  idSchedule: z.number().int(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** « 10h00 – 11h00 ». */
  label: z.string(),
  address: z.object({ id: z.number().int(), name: z.string(), address: z.string(), addressPart2: z.string().nullable(), postalCode: z.string(), city: z.string() }).nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  /** Sequential per site, without gaps. */
  invoiceNumber: z.number().int().positive(),
  /** « F000042 ». */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethodLabel: z.string(),
  /** What to do to pay (bank transfer, cheque, on site); null once paid or for a card. */
  paymentInstructions: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  lines: z.array(orderLineSchema),
  delivery: z.object({
    type: z.enum(ORDER_DELIVERY_TYPES),
    carrier: orderCarrierSchema.nullable(),
    accessPoint: orderAccessPointSchema.nullable(),
    pickup: orderPickupSchema.nullable(),
  }),
  address: z.object({ delivery: orderAddressSchema.nullable(), billing: orderAddressSchema }),
  phone: z.string(),
  message: z.string().nullable(),
  discount: orderDiscountSchema.nullable(),
  amounts: orderAmountsSchema,
  customer: z.object({ id: z.number().int().nullable(), email: z.string(), firstname: z.string(), lastname: z.string() }),
  /** The statuses this order may move to (admin). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.number().int().positive(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  deliveryType: z.enum(ORDER_DELIVERY_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.iso.datetime(),
  itemCount: z.number().int().min(0),
  total: z.number().int().min(0),
  customer: z.object({ id: z.number().int().nullable(), email: z.string(), firstname: z.string(), lastname: z.string() }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /order and GET /admin/order. */
export const orderListSchema = listEnvelopeSchema(orderSummarySchema);
export type OrderList = z.infer<typeof orderListSchema>;
