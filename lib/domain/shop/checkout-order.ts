import type { z } from "zod";
import type { DeliveryAddress, DeliveryState } from "@/lib/schemas/shop/delivery-state";
import type { orderInputSchema, PaymentMethod } from "@/lib/schemas/shop/order";
import { selectedDeliveryOption } from "./checkout-delivery";

/** The body of POST /order/validate and POST /order (docs/api.md « The order body »). */
export type OrderBody = z.input<typeof orderInputSchema>;

/** An address of the delivery state as the order takes it (the country by id). */
export function orderAddressBody(address: DeliveryAddress): NonNullable<NonNullable<OrderBody["address"]>["billing"]> {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    address: address.address,
    addressPart2: address.addressPart2,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country.id,
  };
}

/** The delivery part of the body: SPEC §4's delivery type as the order's, with what that type needs. */
function deliveryPart(state: DeliveryState): Pick<OrderBody, "delivery" | "dateSchedule" | "idSchedule" | "idAddress" | "deliveryPostalCode" | "deliveryIdCountry"> {
  switch (selectedDeliveryOption(state)) {
    case "HOME":
      return {
        delivery: { type: "DELIVERY", idCarrier: state.carrier?.id ?? null },
        deliveryPostalCode: state.city?.postalCode ?? null,
        deliveryIdCountry: state.country?.id ?? null,
      };
    case "RELAY":
      // The relay point's postal code and country place the shipment (the server's default).
      return { delivery: { type: "PICKUP", idCarrier: state.carrier?.id ?? null, accessPoint: state.accessPointAddress ? { id: state.accessPointAddress.id } : null } };
    case "CLICK_AND_COLLECT":
      return {
        delivery: { type: "CLICK_AND_COLLECT" },
        dateSchedule: state.clickAndCollect.date,
        idSchedule: state.clickAndCollect.idSchedule,
        idAddress: state.clickAndCollect.idAddress,
      };
    case "NO_DELIVERY":
      return { delivery: { type: "NO_DELIVERY" } };
    default:
      return { delivery: null };
  }
}

/**
 * The order body from the delivery state (everything the customer chose so far) and the payment
 * step's choices. Amounts are never sent: the server computes them.
 */
export function orderBody(state: DeliveryState, cartId: string, payment: { paymentMethod?: PaymentMethod | null; ageConfirmed?: boolean | null } = {}): OrderBody {
  const home = selectedDeliveryOption(state) === "HOME";
  return {
    idCart: cartId,
    user: { phone: state.phone.trim() || null },
    address: {
      delivery: home && state.address.shipping ? orderAddressBody(state.address.shipping) : null,
      billing: state.address.billing ? orderAddressBody(state.address.billing) : null,
    },
    discount: state.discount?.value ?? null,
    message: state.message.trim() || null,
    ...deliveryPart(state),
    paymentMethod: payment.paymentMethod ?? null,
    ageConfirmed: payment.ageConfirmed ?? null,
  };
}

/** True when the addresses step has what the order needs (the server checks the values). */
export function addressesComplete(state: DeliveryState): boolean {
  const home = selectedDeliveryOption(state) === "HOME";
  return state.address.billing !== null && state.phone.trim() !== "" && (!home || state.address.shipping !== null);
}

/** The cart's lines as POST /calculate/shipping-fees takes them (the prices are the catalogue's). */
export function shipmentProducts(lines: readonly { idProduct: number; idDeclination: number; quantity: number }[]) {
  return lines.map((line) => ({ idProduct: line.idProduct, idDeclination: line.idDeclination, quantity: line.quantity }));
}

/** A key that changes when the cart's lines do (to quote the shipping again). */
export function cartLinesKey(lines: readonly { idDeclination: number; quantity: number }[]): string {
  return lines.map((line) => `${line.idDeclination}x${line.quantity}`).join(",");
}
