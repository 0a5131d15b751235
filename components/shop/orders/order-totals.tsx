import { formatEuros } from "@/lib/domain/money";
import type { Order } from "@/lib/schemas/shop/order";
import { DiscountedAmount } from "@/components/shop/discounted-amount";

const ROW = "flex justify-between gap-4";
const minus = (cents: number) => `−${formatEuros(cents)}`;

/** The amounts the server computed at order time: products, discount code, shipping, total TTC. */
export function OrderTotals({ order }: { order: Pick<Order, "amounts" | "discount" | "delivery"> }) {
  const { amounts, discount, delivery } = order;
  const ships = delivery.type === "DELIVERY" || delivery.type === "PICKUP";
  return (
    <dl className="flex flex-col gap-2">
      <div className={ROW}>
        <dt>Produits</dt>
        <dd>
          <DiscountedAmount toPay={amounts.totalProductToPay} before={amounts.totalProduct} strikeClassName="ms-2 text-sm" />
        </dd>
      </div>
      {discount && amounts.discount > 0 ? (
        <div className={ROW}>
          <dt>
            Code promo {discount.code} <span className="text-sm">({discount.label})</span>
          </dt>
          <dd>{minus(amounts.discount)}</dd>
        </div>
      ) : null}
      {ships ? (
        <div className={ROW}>
          <dt>Livraison</dt>
          <dd>{amounts.shippingFee === 0 ? "Offerte" : formatEuros(amounts.shippingFee)}</dd>
        </div>
      ) : null}
      {discount && amounts.shippingDiscount > 0 ? (
        <div className={ROW}>
          <dt>Livraison offerte (code {discount.code})</dt>
          <dd>{minus(amounts.shippingDiscount)}</dd>
        </div>
      ) : null}
      <div className={`${ROW} border-t border-current/20 pt-2 text-lg font-semibold`}>
        <dt>Total TTC</dt>
        <dd data-testid="commande-total">{formatEuros(amounts.total)}</dd>
      </div>
    </dl>
  );
}
