import { CARD, PRIMARY_BUTTON } from "@/components/account/field-styles";
import { Pagination } from "@/components/blog/pagination";
import { SiteLink } from "@/components/ui/site-link";
import { pageCount } from "@/lib/domain/blog";
import { formatDate } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import { itemCountLabel } from "@/lib/domain/shop/order-display";
import { orderAccountPath, ORDERS_PATH } from "@/lib/domain/shop/order-paths";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import type { OrderList, OrderSummary } from "@/lib/schemas/shop/order";

/**
 * A page of « Mes commandes »: how many orders, the list and its page links; without any order,
 * the way to the shop.
 */
export function CustomerOrders({ orders, page }: { orders: OrderList; page: number }) {
  if (orders.total === 0) {
    return (
      <div className={`${CARD} flex flex-col items-start gap-4`}>
        <p>Vous n&apos;avez pas encore passé de commande.</p>
        <SiteLink className={PRIMARY_BUTTON} href={SHOP_PATH}>
          Découvrir la boutique
        </SiteLink>
      </div>
    );
  }
  const pages = pageCount(orders.total, orders.pagination.nbItem);
  return (
    <>
      <p className="mb-4">
        {orders.total > 1 ? `${orders.total} commandes` : "1 commande"}
        {pages > 1 ? `, page ${page} sur ${pages}` : ""}.
      </p>
      <CustomerOrderList orders={orders.list} />
      <Pagination base={ORDERS_PATH} page={page} total={orders.total} nbItem={orders.pagination.nbItem} />
    </>
  );
}

/**
 * « Mes commandes »: one card per order, newest first: the reference (the link to its detail),
 * date, status, item count and total. A list of titled items rather than a table: it reads the
 * same on a phone.
 */
export function CustomerOrderList({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <ul aria-label="Mes commandes" className="flex flex-col gap-4">
      {orders.map((order) => (
        <li key={order.id} aria-labelledby={`commande-${order.id}`} className="rounded-lg border border-ink/20 p-5">
          <h2 id={`commande-${order.id}`} className="text-xl font-semibold">
            <SiteLink href={orderAccountPath(order.id)} className="text-link underline">
              Commande {order.reference}
            </SiteLink>
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-4 sm:grid-flow-col sm:grid-rows-2">
            <dt className="text-sm">Date</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </dd>
            <dt className="text-sm">Statut</dt>
            <dd className="font-semibold">{order.statusLabel}</dd>
            <dt className="text-sm">Articles</dt>
            <dd>{itemCountLabel(order.itemCount)}</dd>
            <dt className="text-sm">Total</dt>
            <dd className="font-semibold">{formatEuros(order.total)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
