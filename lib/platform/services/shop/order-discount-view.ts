import "server-only";
import type { OrderDiscount } from "@/lib/schemas/shop/order";
import type { DiscountCodeRow } from "./find-discount-code";

/** A discount code as orders and quotes show it (and as the order's snapshot keeps it). */
export function orderDiscountView(rule: DiscountCodeRow): OrderDiscount {
  return { code: rule.code, type: rule.type, amount: rule.amount, label: rule.label };
}
