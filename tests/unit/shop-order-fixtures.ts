import { orderListSchema, orderSchema, type Order, type OrderList, type OrderSummary } from "@/lib/schemas/shop/order";

/** Orders as the API answers them (parsed by the contract's schemas), for the order component tests. */

const address = {
  firstname: "Camille",
  lastname: "Durand",
  company: null,
  address: "12 rue des Tanneurs",
  addressPart2: "Bâtiment B",
  postalCode: "21190",
  city: "Meursault",
  country: { id: 75, alphaTwo: "FR", name: "France" },
};

export function order(over: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 12,
    invoiceNumber: 12,
    reference: "F000012",
    status: "AWAITING_PAYMENT",
    statusLabel: "En attente de paiement",
    paymentMethod: "BANK_TRANSFER",
    paymentMethodLabel: "Virement bancaire",
    paymentInstructions: "Réglez 52,40 € par virement bancaire en indiquant la référence F000012 en libellé. Virement : IBAN FR76 3000 1007 9412 3456 7890 185.",
    createdAt: "2026-11-26T09:12:40.101Z",
    paidAt: null,
    lines: [
      {
        id: 31,
        idProduct: 4,
        idDeclination: 9,
        name: "Meursault Les Tillets",
        reference: "MEU-TIL-2022-75",
        declinationLabel: "Millésime 2022 · 75 cl",
        type: "WINE",
        capacity: 75,
        capacityUnit: "CENTILITRE",
        quantity: 3,
        fixedPrice: 1250,
        unitPrice: 1250,
        customizationCost: 0,
        total: 3750,
        totalToPay: 3750,
        customizations: [],
      },
      {
        id: 32,
        idProduct: 5,
        idDeclination: 11,
        name: "Crémant à votre étiquette",
        reference: "CRE-ETI-75",
        declinationLabel: "75 cl",
        type: "WINE",
        capacity: 75,
        capacityUnit: "CENTILITRE",
        quantity: 6,
        fixedPrice: 1500,
        unitPrice: 1450,
        customizationCost: 100,
        total: 9600,
        totalToPay: 8700,
        customizations: [
          { label: "Fichier de l'étiquette", value: "etiquette.png", fileId: 7 },
          { label: "Prénom", value: "Paul", fileId: null },
        ],
      },
    ],
    delivery: { type: "DELIVERY", carrier: { id: 1, name: "Colissimo domicile", serviceCode: "COLISSIMO_DOMICILE" }, accessPoint: null, pickup: null },
    address: { delivery: address, billing: { ...address, addressPart2: null, company: "Cave Durand" } },
    phone: "06 12 34 56 78",
    message: "Livrer après 18 h,\nmerci.",
    discount: { code: "BIENVENUE10", type: "PERCENT", amount: 10, label: "Bienvenue : 10 % sur votre première commande" },
    amounts: { totalProduct: 13350, totalProductToPay: 12450, discount: 1245, shippingFee: 1490, shippingDiscount: 0, shipping: 1490, total: 12695 },
    customer: { id: 8, email: "camille@exemple.fr", firstname: "Camille", lastname: "Durand" },
    nextStatuses: ["PAID", "CANCELLED"],
    ...over,
  });
}

/** A paid card order. */
export const cardOrder = (over: Partial<Order> = {}): Order =>
  order({ paymentMethod: "CARD", paymentMethodLabel: "Carte bancaire", paymentInstructions: null, ...over });

export function summary(id: number, over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    invoiceNumber: id,
    reference: `F${String(id).padStart(6, "0")}`,
    status: "AWAITING_PAYMENT",
    statusLabel: "En attente de paiement",
    deliveryType: "DELIVERY",
    paymentMethod: "BANK_TRANSFER",
    createdAt: `2026-11-${String(10 + (id % 18)).padStart(2, "0")}T09:30:00.000Z`,
    itemCount: 3,
    total: 5240,
    customer: { id: 8, email: "camille@exemple.fr", firstname: "Camille", lastname: "Durand" },
    ...over,
  };
}

export function orderList(list: OrderSummary[], total = list.length, page = 1, nbItem = 10): OrderList {
  return orderListSchema.parse({ list, total, pagination: { page, nbItem } });
}
