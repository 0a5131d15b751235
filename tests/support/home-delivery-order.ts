/**
 * The §7 order body the browser suite and the orders bench place on site 70: home delivery by
 * Colissimo in Meursault for a customer's cart, the given payment method. One place, so the
 * address and the delivery choice agree wherever an order is placed through the API.
 */
export const MEURSAULT_ADDRESS = {
  firstname: "Camille",
  lastname: "Durand",
  address: "12 rue des Tanneurs",
  postalCode: "21190",
  city: "Meursault",
  country: "FR",
};

export function homeDeliveryOrderBody(cartId: string, paymentMethod: "BANK_TRANSFER" | "CARD" | "CHEQUE", extra: { message?: string } = {}) {
  return {
    idCart: cartId,
    user: { phone: "06 12 34 56 78" },
    address: { delivery: MEURSAULT_ADDRESS, billing: MEURSAULT_ADDRESS },
    delivery: { type: "DELIVERY", serviceCode: "COLISSIMO_DOMICILE" },
    deliveryPostalCode: "21190",
    deliveryIdCountry: "FR",
    paymentMethod,
    ageConfirmed: true,
    ...extra,
  };
}
