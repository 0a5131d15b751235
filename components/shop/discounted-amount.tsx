import { formatEuros } from "@/lib/domain/money";

/**
 * An amount to pay, followed by the amount before discounts struck out when they differ (a cart
 * line, an order line, the products' total). Cents.
 */
export function DiscountedAmount({ toPay, before, strikeClassName = "ms-2 text-sm font-normal" }: { toPay: number; before: number; strikeClassName?: string }) {
  return (
    <>
      {formatEuros(toPay)}
      {before > toPay ? (
        <s className={strikeClassName}>
          <span className="sr-only">au lieu de </span>
          {formatEuros(before)}
        </s>
      ) : null}
    </>
  );
}
