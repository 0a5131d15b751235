import { ORDER_MESSAGES, type OrderDeliveryType, type OrderStatus, type PaymentMethod } from "@/lib/schemas/shop/order";

/**
 * Order states and their allowed transitions (SPEC §4, issue 12). An order starts AWAITING_PAYMENT
 * (every method: card, bank transfer, cheque, on site), then:
 *
 * - AWAITING_PAYMENT → PAID (payment received), CANCELLED (never paid: by the estate or the
 *   unpaid-order job); an ON_SITE order (paid when collected) may also go to PREPARING.
 * - PAID → PREPARING; → DELIVERED directly for a NO_DELIVERY order (nothing to prepare).
 * - PREPARING → SHIPPED (DELIVERY, PICKUP), READY_FOR_PICKUP (CLICK_AND_COLLECT), DELIVERED (NO_DELIVERY).
 * - SHIPPED → DELIVERED; READY_FOR_PICKUP → COLLECTED.
 * - Any paid state (PAID, PREPARING, SHIPPED, READY_FOR_PICKUP, DELIVERED, COLLECTED) → REFUNDED.
 *   An ON_SITE order not paid yet is CANCELLED instead (nothing to refund).
 * - CANCELLED and REFUNDED are final.
 */

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "En attente de paiement",
  PAID: "Payée",
  PREPARING: "En préparation",
  SHIPPED: "Expédiée",
  READY_FOR_PICKUP: "Prête à retirer",
  DELIVERED: "Livrée",
  COLLECTED: "Retirée",
  CANCELLED: "Annulée",
  REFUNDED: "Remboursée",
};

export interface OrderStateFacts {
  status: OrderStatus;
  deliveryType: OrderDeliveryType;
  paymentMethod: PaymentMethod;
  /** Null while the order is not paid. */
  paidAt: Date | string | null;
}

/** The statuses an order may move to now, in the order an admin reads them. */
export function nextOrderStatuses(order: OrderStateFacts): OrderStatus[] {
  const paid = order.paidAt !== null;
  const refundOrCancel: OrderStatus[] = paid ? ["REFUNDED"] : ["CANCELLED"];
  switch (order.status) {
    case "AWAITING_PAYMENT":
      return order.paymentMethod === "ON_SITE" ? ["PAID", "PREPARING", "CANCELLED"] : ["PAID", "CANCELLED"];
    case "PAID":
      return order.deliveryType === "NO_DELIVERY" ? ["PREPARING", "DELIVERED", "REFUNDED"] : ["PREPARING", "REFUNDED"];
    case "PREPARING": {
      const next: OrderStatus =
        order.deliveryType === "CLICK_AND_COLLECT" ? "READY_FOR_PICKUP" : order.deliveryType === "NO_DELIVERY" ? "DELIVERED" : "SHIPPED";
      return [next, ...refundOrCancel];
    }
    case "SHIPPED":
      return ["DELIVERED", ...refundOrCancel];
    case "READY_FOR_PICKUP":
      return ["COLLECTED", ...refundOrCancel];
    case "DELIVERED":
    case "COLLECTED":
      return paid ? ["REFUNDED"] : [];
    case "CANCELLED":
    case "REFUNDED":
      return [];
  }
}

/** Null when `to` is allowed from the order's state, else the French refusal. */
export function orderTransitionProblem(order: OrderStateFacts, to: OrderStatus): string | null {
  if (nextOrderStatuses(order).includes(to)) return null;
  return ORDER_MESSAGES.transitionRefused(ORDER_STATUS_LABELS[order.status], ORDER_STATUS_LABELS[to]);
}

/** States where the bottles have left the estate: a refund from there does not put them back in stock. */
const GOODS_GONE: readonly OrderStatus[] = ["SHIPPED", "DELIVERED", "COLLECTED"];

/**
 * True when moving `from` → `to` gives the lines' stock back to the catalogue: a cancellation, or
 * a refund of an order whose goods never left (paid, preparing, ready for pickup). A refund after
 * shipping or collection keeps the stock as it is (returned bottles are counted back by hand).
 * The order's `stock_released_at` makes it happen once whatever the path.
 */
export function transitionReleasesStock(from: OrderStatus, to: OrderStatus): boolean {
  if (to === "CANCELLED") return true;
  return to === "REFUNDED" && !GOODS_GONE.includes(from);
}

/** True when the move records the payment (paidAt set). */
export function transitionRecordsPayment(order: OrderStateFacts, to: OrderStatus): boolean {
  return order.paidAt === null && (to === "PAID" || to === "COLLECTED");
}
