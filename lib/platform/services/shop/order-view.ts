import "server-only";
import { formatEuros } from "@/lib/domain/money";
import { invoiceReference } from "@/lib/domain/shop/invoice";
import { paymentInstructions, type OrderSettings } from "@/lib/domain/shop/order-settings";
import { nextOrderStatuses, ORDER_STATUS_LABELS } from "@/lib/domain/shop/order-status";
import { PAYMENT_METHOD_LABELS } from "@/lib/domain/shop/payment-methods";
import type { orderLines, orders } from "@/lib/platform/db/schema";
import type { Order, OrderSummary } from "@/lib/schemas/shop/order";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

function customerOf(row: OrderRow) {
  return { id: row.customerId, email: row.customerEmail, firstname: row.customerFirstname, lastname: row.customerLastname };
}

/** An order as GET /order/{id}, POST /order and the admin answer it (orderSchema). */
export function orderView(row: OrderRow, lines: readonly OrderLineRow[], settings: OrderSettings): Order {
  const reference = invoiceReference(row.invoiceNumber);
  const unpaid = row.paidAt === null && (row.status === "AWAITING_PAYMENT" || row.status === "PREPARING" || row.status === "READY_FOR_PICKUP");
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    reference,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    paymentMethod: row.paymentMethod,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[row.paymentMethod],
    paymentInstructions: unpaid ? paymentInstructions(row.paymentMethod, reference, formatEuros(row.total), settings) : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    lines: [...lines]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((line) => ({
        id: line.id,
        idProduct: line.productId,
        idDeclination: line.declinationId,
        name: line.name,
        reference: line.reference,
        declinationLabel: line.declinationLabel,
        type: line.type,
        capacity: line.capacity,
        capacityUnit: line.capacityUnit,
        quantity: line.quantity,
        fixedPrice: line.fixedPrice,
        unitPrice: line.unitPrice,
        customizationCost: line.customizationCost,
        total: line.total,
        totalToPay: line.totalToPay,
        customizations: line.customizations,
      })),
    delivery: { type: row.deliveryType, carrier: row.carrier, accessPoint: row.accessPoint, pickup: row.pickup },
    address: { delivery: row.deliveryAddress, billing: row.billingAddress },
    phone: row.phone,
    message: row.message,
    discount: row.discount,
    amounts: {
      totalProduct: row.totalProduct,
      totalProductToPay: row.totalProductToPay,
      discount: row.discountAmount,
      shippingFee: row.shippingFee,
      shippingDiscount: row.shippingDiscount,
      shipping: row.shippingFee - row.shippingDiscount,
      total: row.total,
    },
    customer: customerOf(row),
    nextStatuses: nextOrderStatuses(row),
  };
}

/** An order in a list (GET /order, GET /admin/order). */
export function orderSummaryView(row: OrderRow, itemCount: number): OrderSummary {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    reference: invoiceReference(row.invoiceNumber),
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    deliveryType: row.deliveryType,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    itemCount,
    total: row.total,
    customer: customerOf(row),
  };
}
