"use client";
import { formatDate } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import type { OrderSummary } from "@/lib/schemas/shop/order";
import { BUTTON } from "../media/styles";

const CELL = "border-b border-neutral-300 px-2 py-1.5 text-start align-top";

/**
 * A page of the site's orders as a table (reference, date, customer, status, units, total), each
 * row with « Voir » (its button named after the order: `data-order` lets the panel give focus back
 * to it when the detail closes). Wide tables scroll inside a focusable region.
 */
export function OrderTable({ orders, busy, onOpen }: { orders: readonly OrderSummary[]; busy: boolean; onOpen: (order: OrderSummary) => void }) {
  return (
    <div role="region" aria-label="Tableau des commandes" tabIndex={0} className="overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700">
      <table className="w-full border-collapse text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">Commandes du site, de la plus récente à la plus ancienne</caption>
        <thead>
          <tr>
            {["Référence", "Date", "Client", "Statut", "Articles", "Total"].map((title) => (
              <th key={title} scope="col" className={`${CELL} font-semibold`}>
                {title}
              </th>
            ))}
            <th scope="col" className={CELL}>
              <span className="sr-only">Détail</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const name = `${order.customer.firstname} ${order.customer.lastname}`.trim();
            return (
              <tr key={order.id}>
                <th scope="row" className={`${CELL} font-semibold`}>
                  {order.reference}
                </th>
                <td className={CELL}>
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                </td>
                <td className={`${CELL} break-all`}>
                  {name ? <span className="block break-normal">{name}</span> : null}
                  {order.customer.email}
                </td>
                <td className={CELL}>{order.statusLabel}</td>
                <td className={CELL}>{order.itemCount}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatEuros(order.total)}</td>
                <td className={CELL}>
                  <button type="button" className={BUTTON} data-order={order.id} aria-label={`Voir la commande ${order.reference}`} onClick={() => onOpen(order)}>
                    Voir
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
