import type { Order } from "@/lib/schemas/shop/order";
import { CardOrderPayment } from "./card-order-payment";
import { OrderSection } from "./order-section";

/**
 * How to pay an order still waiting for its money: the instructions of a bank transfer, a cheque
 * or a payment at pickup (the reference, the estate's bank details or payee), or the card payment.
 * Nothing once paid — except the thanks after a card payment made from the page.
 */
export function OrderPayment({ order, returned = null }: { order: Order; returned?: "pending" | "failed" | null }) {
  if (order.paymentMethod === "CARD") {
    const thanks = returned === "pending" && order.status !== "CANCELLED";
    if (order.status !== "AWAITING_PAYMENT" && !thanks) return null;
    return (
      <OrderSection id="commande-paiement" title="Paiement" variant="page">
        <CardOrderPayment orderId={order.id} reference={order.reference} total={order.amounts.total} status={order.status} returned={returned} />
      </OrderSection>
    );
  }
  if (!order.paymentInstructions) return null;
  return (
    <OrderSection id="commande-paiement" title="Comment régler votre commande" variant="page">
      <p className="whitespace-pre-line break-words" data-testid="instructions-paiement">
        {order.paymentInstructions}
      </p>
    </OrderSection>
  );
}
