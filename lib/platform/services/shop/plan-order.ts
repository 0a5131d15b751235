import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { customerAgeProblem } from "@/lib/domain/shop/customer-age";
import { discountCodeProblem } from "@/lib/domain/shop/discount-code";
import { orderAmounts } from "@/lib/domain/shop/order-amounts";
import { readOrderSettings, type OrderSettings } from "@/lib/domain/shop/order-settings";
import { customerPaymentMethods, offeredPaymentMethods } from "@/lib/domain/shop/payment-methods";
import { needsShipping } from "@/lib/domain/shop/shipment-count";
import { ApiError, type FieldErrors } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { isCardPaymentConfigured } from "@/lib/platform/payment/card-payment-settings";
import { cartProducts, productDeclinations, products, relayPoints, type OrderAccessPointSnapshot, type OrderCarrierSnapshot } from "@/lib/platform/db/schema";
import type { SiteRow } from "@/lib/platform/services/find-site";
import type { SessionUser } from "@/lib/platform/services/find-session-user";
import { listCompanyAddresses } from "@/lib/platform/services/list-company-addresses";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { phoneSchema, todayInParis } from "@/lib/schemas/account";
import type { Cart } from "@/lib/schemas/shop/cart";
import {
  DISCOUNT_MESSAGES,
  ORDER_MESSAGES,
  type OrderAddress,
  type OrderAddressInput,
  type OrderAmounts,
  type OrderDeliveryType,
  type OrderInput,
  type PaymentMethod,
  type UnavailablePaymentReason,
} from "@/lib/schemas/shop/order";
import { checkPostalCode } from "./check-postal-code";
import { findCart, type FoundCart } from "./find-cart";
import { findCountry } from "./find-country";
import { countCustomerCodeUses, findDiscountCode, type DiscountCodeRow } from "./find-discount-code";
import { findPickupCalendar } from "./find-pickup-calendar";
import { listPickupSchedules } from "./list-pickup-schedules";
import { listSiteCarriers } from "./list-site-carriers";
import { loadCartView } from "./load-cart-view";
import { quoteShippingFees } from "./quote-shipping-fees";

/** A pickup to book with the order (click and collect). */
export interface PlannedPickup {
  calendarId: number;
  day: string;
  idSchedule: number;
  address: { id: number; name: string; address: string; addressPart2: string | null; postalCode: string; city: string } | null;
}

/** An order ready to be written: everything the server computed from the cart, the catalogue and the rate tables. */
export interface PlannedOrder {
  cart: FoundCart;
  view: Cart;
  amounts: OrderAmounts;
  discount: DiscountCodeRow | null;
  deliveryType: OrderDeliveryType;
  carrier: OrderCarrierSnapshot | null;
  accessPoint: OrderAccessPointSnapshot | null;
  pickup: PlannedPickup | null;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress;
  phone: string;
  message: string | null;
  paymentMethod: PaymentMethod;
  paymentMethods: PaymentMethod[];
  ageConfirmed: boolean;
  settings: OrderSettings;
}

export interface OrderCheck {
  /** Per-field French errors (empty when the order can be placed). */
  errors: FieldErrors;
  plan: PlannedOrder | null;
  /**
   * The amounts and discount once everything but the payment step's choices is right (set with
   * `plan`, and without it when `paymentChoices` is "optional" and they are not given yet).
   */
  quote: { amounts: OrderAmounts; discount: DiscountCodeRow | null } | null;
  /** The methods this customer may pay the order with now (for the answer of /order/validate). */
  paymentMethods: PaymentMethod[];
  /** The offered methods this customer cannot use yet (an address not confirmed). */
  unavailablePaymentMethods: { method: PaymentMethod; reason: UnavailablePaymentReason }[];
}

export interface PlanOrderOptions {
  lock: boolean;
  now: Date;
  /**
   * "required" (the order, and /order/validate): a missing payment method or age confirmation is
   * an error. "optional" (/order/validate?step=payment, the checkout's payment step before the
   * customer chose): they are checked only when given; a birthdate under 18 is still refused.
   */
  paymentChoices?: "required" | "optional";
}

class Errors {
  readonly fields: FieldErrors = {};
  add(field: string, message: string) {
    (this.fields[field] ??= []).push(message);
  }
  /** The 422 field errors of an ApiError thrown by a shared check, under this order's field names. */
  absorb(error: unknown, rename: (field: string) => string): void {
    if (!(error instanceof ApiError) || error.code !== "VALIDATION") throw error;
    const data = (error.data ?? {}) as FieldErrors;
    const entries = Object.entries(data);
    if (entries.length === 0) this.add(rename("_"), error.message);
    for (const [field, messages] of entries) for (const message of messages) this.add(rename(field), message);
  }
  get empty() {
    return Object.keys(this.fields).length === 0;
  }
}

/** An address as the order keeps it (country resolved, French postal codes checked); null with errors on `field`. */
async function resolveAddress(db: Database, input: OrderAddressInput, field: string, errors: Errors): Promise<OrderAddress | null> {
  let country;
  try {
    country = await findCountry(db, input.country);
  } catch (error) {
    errors.absorb(error, () => `${field}.country`);
    return null;
  }
  try {
    await checkPostalCode(input.postalCode, country.alphaTwo);
  } catch (error) {
    errors.absorb(error, () => `${field}.postalCode`);
    return null;
  }
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    address: input.address,
    addressPart2: input.addressPart2,
    postalCode: input.postalCode,
    city: input.city,
    country: { id: country.id, alphaTwo: country.alphaTwo, name: country.name },
  };
}

/**
 * The stock and sale check of the cart's lines: a product no longer published, a declination out
 * of stock or with less left than the cart's lines of it hold (summed over lines with different
 * customizations) is an error on `products.<idCartProduct>`.
 */
async function checkLines(db: Database, siteId: number, view: Cart, errors: Errors): Promise<void> {
  const productIds = [...new Set(view.products.map((line) => line.idProduct))];
  const published = new Set(
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, productIds), eq(products.isPublished, true)))
    ).map((row) => row.id),
  );
  const wanted = new Map<number, number>();
  for (const line of view.products) wanted.set(line.idDeclination, (wanted.get(line.idDeclination) ?? 0) + line.quantity);
  for (const line of view.products) {
    const field = `products.${line.id}`;
    if (!published.has(line.idProduct)) errors.add(field, ORDER_MESSAGES.productGone(line.name));
    else if (line.stock !== null && line.stock <= 0) errors.add(field, ORDER_MESSAGES.outOfStock(line.name));
    else if (line.stock !== null && wanted.get(line.idDeclination)! > line.stock) errors.add(field, ORDER_MESSAGES.stockLeft(line.name, line.stock));
  }
}

/**
 * The check of an order (POST /order/validate, and POST /order before it writes): the cart (404
 * when it is not the caller's), stock, delivery (carrier, relay point, pickup slot, expedition
 * limits, zones), addresses, phone, age, discount code and payment method, with every amount
 * computed here. With `lock` (the order's transaction) the cart and its declinations are locked
 * (SELECT … FOR UPDATE, declinations in id order so concurrent orders never deadlock) and the
 * discount code's row too, so what is checked is what will be written.
 */
export async function planOrder(db: Database, site: SiteRow, user: SessionUser | null, input: OrderInput, options: PlanOrderOptions): Promise<OrderCheck> {
  const siteId = site.id;
  const errors = new Errors();
  const cart = await findCart(db, siteId, input.idCart, user, options.lock);
  if (!cart) throw new ApiError("NOT_FOUND", CART_MESSAGES.cartNotFound);
  if (options.lock) await lockCartDeclinations(db, siteId, cart.row.id);
  const view = await loadCartView(db, siteId, cart);
  if (view.products.length === 0) throw ApiError.validation({ idCart: [ORDER_MESSAGES.cartEmpty] }, ORDER_MESSAGES.cartEmpty);
  const settings = readOrderSettings(toParameterMap(await listSiteParameters(db, siteId)));

  await checkLines(db, siteId, view, errors);

  // Addresses.
  const billingAddress = input.address?.billing ? await resolveAddress(db, input.address.billing, "address.billing", errors) : null;
  if (!input.address?.billing) errors.add("address.billing", ORDER_MESSAGES.billingAddressRequired);
  const deliveryAddress = input.address?.delivery ? await resolveAddress(db, input.address.delivery, "address.delivery", errors) : null;

  // Delivery.
  const deliveryType = input.delivery?.type ?? null;
  const shipping = needsShipping(view.products);
  let carrier: OrderCarrierSnapshot | null = null;
  let accessPoint: OrderAccessPointSnapshot | null = null;
  let pickup: PlannedPickup | null = null;
  let shippingFee = 0;
  if (!deliveryType) errors.add("delivery", ORDER_MESSAGES.deliveryRequired);
  else if (!shipping && deliveryType !== "NO_DELIVERY") errors.add("delivery.type", ORDER_MESSAGES.deliveryNotNeeded);
  else if (shipping && deliveryType === "NO_DELIVERY") errors.add("delivery.type", ORDER_MESSAGES.deliveryNeeded);
  else if (deliveryType === "DELIVERY" || deliveryType === "PICKUP") {
    const chosen = await chooseCarrier(db, siteId, input, deliveryType, errors);
    let place: { postalCode: string; country: number | string } | null = null;
    if (deliveryType === "DELIVERY") {
      if (!input.address?.delivery) errors.add("address.delivery", ORDER_MESSAGES.deliveryAddressRequired);
      else if (deliveryAddress) {
        place = { postalCode: input.deliveryPostalCode ?? deliveryAddress.postalCode, country: input.deliveryIdCountry ?? deliveryAddress.country.id };
        if (place.postalCode !== deliveryAddress.postalCode) errors.add("deliveryPostalCode", ORDER_MESSAGES.postalCodeMismatch);
        const country = await findCountry(db, place.country).catch(() => null);
        if (country && country.id !== deliveryAddress.country.id) errors.add("deliveryIdCountry", ORDER_MESSAGES.countryMismatch);
      }
    } else if (chosen) {
      accessPoint = await findAccessPoint(db, siteId, chosen.id, input, errors);
      if (accessPoint) place = { postalCode: input.deliveryPostalCode ?? accessPoint.zipCode, country: input.deliveryIdCountry ?? accessPoint.country };
    }
    if (chosen && place) {
      try {
        const { fees } = await quoteShippingFees(db, siteId, {
          products: view.products.map((line) => ({ idProduct: line.idProduct, idDeclination: line.idDeclination, quantity: line.quantity })),
          postalCode: place.postalCode,
          country: place.country,
        });
        const quoted = fees.carriers.find((c) => c.id === chosen.id);
        if (fees.deliveryLocked) errors.add("delivery.type", "La livraison est temporairement suspendue : vous pouvez retirer votre commande au domaine.");
        else if (!quoted) errors.add("delivery.idCarrier", ORDER_MESSAGES.carrierNotServing);
        else {
          shippingFee = quoted.fdp;
          carrier = { id: chosen.id, name: chosen.name, serviceCode: chosen.serviceCode };
        }
      } catch (error) {
        errors.absorb(error, (field) =>
          field === "country" ? "deliveryIdCountry" : field === "postalCode" ? "deliveryPostalCode" : field.startsWith("products") ? "products" : field,
        );
      }
    }
  } else if (deliveryType === "CLICK_AND_COLLECT") {
    pickup = await choosePickup(db, siteId, input, errors, options.now);
  }

  // Phone: the one typed, else the account's.
  const phoneInput = input.user?.phone ?? user?.phone ?? null;
  const phone = phoneSchema({ mobileOnly: settings.mobileOnly }).safeParse(phoneInput);
  if (!phone.success) errors.add("user.phone", phone.error.issues[0]?.message ?? ORDER_MESSAGES.phoneRequired);
  else if (!phone.data) errors.add("user.phone", ORDER_MESSAGES.phoneRequired);

  // Age (a wine shop). Before the payment step's choices, an unanswered box is not yet a problem.
  const choicesOptional = options.paymentChoices === "optional";
  const ageUnanswered = input.ageConfirmed === null || input.ageConfirmed === undefined;
  const ageProblem = customerAgeProblem({
    sellsAlcohol: site.isWinemaker,
    confirmed: choicesOptional && ageUnanswered ? true : input.ageConfirmed,
    birthdate: user?.birthdate ?? null,
    today: todayInParis(options.now),
  });
  if (ageProblem) errors.add("ageConfirmed", ageProblem);

  // Discount code.
  let discount: DiscountCodeRow | null = null;
  if (input.discount) {
    discount = await findDiscountCode(db, siteId, input.discount, options.lock);
    if (!discount) errors.add("discount", DISCOUNT_MESSAGES.unknown);
    else {
      const customerUses = user ? await countCustomerCodeUses(db, siteId, discount.id, user.id) : null;
      const problem = discountCodeProblem(discount, { now: options.now, productsToPay: view.totalProductToPay, customerUses });
      if (problem) {
        errors.add("discount", problem);
        discount = null;
      }
    }
  }

  // Payment: offline methods wait for a confirmed address (a guest's check lists what the site offers).
  const offered = offeredPaymentMethods(settings.paymentMethod, { cardAvailable: isCardPaymentConfigured(), deliveryType });
  const { usable: paymentMethods, awaitingEmail } = customerPaymentMethods(offered, user ? user.emailVerified : true);
  const unavailablePaymentMethods = awaitingEmail.map((method) => ({ method, reason: "EMAIL_NOT_CONFIRMED" as const }));
  if (offered.length === 0) errors.add("paymentMethod", ORDER_MESSAGES.noPaymentMethod);
  else if (!input.paymentMethod) {
    if (!choicesOptional) errors.add("paymentMethod", paymentMethods.length === 0 ? ORDER_MESSAGES.emailConfirmationRequired : ORDER_MESSAGES.paymentMethodRequired);
  } else if (awaitingEmail.includes(input.paymentMethod)) errors.add("paymentMethod", ORDER_MESSAGES.emailConfirmationRequired);
  else if (!paymentMethods.includes(input.paymentMethod)) errors.add("paymentMethod", ORDER_MESSAGES.paymentMethodUnavailable);

  const methods = { paymentMethods, unavailablePaymentMethods };
  if (!errors.empty || !deliveryType || !billingAddress || !phone.success || !phone.data) {
    return { errors: errors.fields, plan: null, quote: null, ...methods };
  }
  const amounts = orderAmounts({ totalProduct: view.totalProduct, totalProductToPay: view.totalProductToPay, shippingFee, discount });
  const quote = { amounts, discount };
  if (!input.paymentMethod || (site.isWinemaker && ageUnanswered)) return { errors: {}, plan: null, quote, ...methods };
  return {
    errors: {},
    ...methods,
    quote,
    plan: {
      cart,
      view,
      amounts,
      discount,
      deliveryType,
      carrier,
      accessPoint,
      pickup,
      deliveryAddress: deliveryType === "DELIVERY" ? deliveryAddress : null,
      billingAddress,
      phone: phone.data,
      message: input.message ?? null,
      paymentMethod: input.paymentMethod,
      paymentMethods,
      ageConfirmed: input.ageConfirmed === true,
      settings,
    },
  };
}

/** Locks the declinations of the cart's lines, in id order (the order every order takes them in). */
async function lockCartDeclinations(db: Database, siteId: number, cartId: number): Promise<number[]> {
  const ids = await db.select({ id: cartProducts.declinationId }).from(cartProducts).where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, cartId)));
  const unique = [...new Set(ids.map((row) => row.id))];
  if (unique.length === 0) return [];
  const locked = await db
    .select({ id: productDeclinations.id })
    .from(productDeclinations)
    .where(and(eq(productDeclinations.siteId, siteId), inArray(productDeclinations.id, unique)))
    .orderBy(asc(productDeclinations.id))
    .for("update");
  return locked.map((row) => row.id);
}

/** The carrier chosen (by id, else by service code), of the type the delivery asks for. */
async function chooseCarrier(db: Database, siteId: number, input: OrderInput, type: "DELIVERY" | "PICKUP", errors: Errors) {
  const idCarrier = input.delivery?.idCarrier ?? null;
  const serviceCode = input.delivery?.serviceCode ?? null;
  if (idCarrier === null && !serviceCode) {
    errors.add("delivery.idCarrier", ORDER_MESSAGES.carrierRequired);
    return null;
  }
  const carriers = await listSiteCarriers(db, siteId);
  const chosen = carriers.find((c) => (idCarrier !== null ? c.id === idCarrier : c.serviceCode === serviceCode));
  if (!chosen || chosen.deliveryType !== type) {
    errors.add("delivery.idCarrier", ORDER_MESSAGES.carrierUnknown);
    return null;
  }
  return chosen;
}

/** The relay point chosen, read from the carrier's network (what the browser says of it is ignored). */
async function findAccessPoint(db: Database, siteId: number, carrierId: number, input: OrderInput, errors: Errors): Promise<OrderAccessPointSnapshot | null> {
  const id = input.delivery?.accessPoint?.id;
  if (id === undefined) {
    errors.add("delivery.accessPoint", ORDER_MESSAGES.accessPointRequired);
    return null;
  }
  const [point] = await db
    .select()
    .from(relayPoints)
    .where(and(eq(relayPoints.siteId, siteId), eq(relayPoints.carrierId, carrierId), eq(relayPoints.id, id), eq(relayPoints.isActive, true)))
    .limit(1);
  if (!point) {
    errors.add("delivery.accessPoint", ORDER_MESSAGES.accessPointUnknown);
    return null;
  }
  return { id: point.id, code: point.code, name: point.name, addLine1: point.addLine1, zipCode: point.zipCode, city: point.city, country: point.country };
}

/** The pickup slot chosen, offered and not full now (booked atomically with the order). */
async function choosePickup(db: Database, siteId: number, input: OrderInput, errors: Errors, now: Date): Promise<PlannedPickup | null> {
  const calendar = await findPickupCalendar(db, siteId);
  if (!calendar) {
    errors.add("delivery.type", ORDER_MESSAGES.clickAndCollectUnavailable);
    return null;
  }
  const addresses = await listCompanyAddresses(db, siteId);
  const address = input.idAddress ? addresses.find((a) => a.id === input.idAddress) : addresses[0];
  if (input.idAddress && !address) errors.add("idAddress", ORDER_MESSAGES.pickupAddressUnknown);
  if (!input.dateSchedule) errors.add("dateSchedule", ORDER_MESSAGES.pickupDayRequired);
  if (input.idSchedule === null || input.idSchedule === undefined) errors.add("idSchedule", ORDER_MESSAGES.pickupScheduleRequired);
  if (!input.dateSchedule || input.idSchedule === null || input.idSchedule === undefined) return null;
  const day = await listPickupSchedules(db, siteId, calendar, input.dateSchedule, now);
  const slot = day.schedules.find((s) => s.idSchedule === input.idSchedule);
  if (!slot || slot.remaining <= 0) {
    errors.add("idSchedule", ORDER_MESSAGES.pickupScheduleUnavailable);
    return null;
  }
  return {
    calendarId: calendar.id,
    day: input.dateSchedule,
    idSchedule: input.idSchedule,
    address: address
      ? { id: address.id, name: address.name, address: address.address, addressPart2: address.addressPart2, postalCode: address.postalCode, city: address.city }
      : null,
  };
}
