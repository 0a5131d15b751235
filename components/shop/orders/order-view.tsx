import { formatDate } from "@/lib/domain/dates";
import { telHref } from "@/lib/domain/phone";
import type { Order } from "@/lib/schemas/shop/order";
import { OrderDelivery, PostalAddress } from "./order-delivery";
import { OrderLines } from "./order-lines";
import { OrderSection, type OrderViewVariant } from "./order-section";
import { OrderTotals } from "./order-totals";

const FACTS = "grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]";

/**
 * One order as its snapshot recorded it (docs/api.md « Commandes »): follow-up (reference, date,
 * status, payment), lines, delivery, addresses, message, amounts. The one view of an order: the
 * confirmation page, the account's detail and the admin panel's detail (`variant="panel"`, which
 * also shows who ordered). Pure: rendered on the server for the customer's pages.
 */
export function OrderView({ order, variant = "page" }: { order: Order; variant?: OrderViewVariant }) {
  const prefix = variant === "page" ? "commande" : "ea-commande";
  const forAdmin = variant === "panel";
  const phoneHref = telHref(order.phone);
  return (
    <div className="flex flex-col gap-6" data-order-reference={order.reference}>
      <OrderSection id={`${prefix}-suivi`} title="Suivi de la commande" variant={variant}>
        <dl className={FACTS}>
          <dt className="font-semibold">Référence</dt>
          <dd>{order.reference}</dd>
          <dt className="font-semibold">Date</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
          <dt className="font-semibold">Statut</dt>
          <dd data-testid="commande-statut">
            <strong>{order.statusLabel}</strong>
          </dd>
          <dt className="font-semibold">Paiement</dt>
          <dd>
            {order.paymentMethodLabel}
            {order.paidAt ? (
              <>
                {" "}
                (payée le <time dateTime={order.paidAt}>{formatDate(order.paidAt)}</time>)
              </>
            ) : null}
          </dd>
        </dl>
      </OrderSection>

      {forAdmin ? (
        <OrderSection id={`${prefix}-client`} title="Client" variant={variant}>
          <dl className={FACTS}>
            <dt className="font-semibold">Nom</dt>
            <dd>{`${order.customer.firstname} ${order.customer.lastname}`.trim() || "—"}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a className="underline" href={`mailto:${order.customer.email}`}>
                {order.customer.email}
              </a>
            </dd>
            <dt className="font-semibold">Téléphone</dt>
            <dd>
              {phoneHref ? (
                <a className="underline" href={phoneHref}>
                  {order.phone}
                </a>
              ) : (
                order.phone
              )}
            </dd>
          </dl>
        </OrderSection>
      ) : null}

      <OrderSection id={`${prefix}-articles`} title="Articles" variant={variant}>
        <OrderLines lines={order.lines} />
      </OrderSection>

      <OrderSection id={`${prefix}-livraison`} title="Livraison" variant={variant}>
        <OrderDelivery delivery={order.delivery} />
      </OrderSection>

      <OrderSection id={`${prefix}-adresses`} title="Adresses" variant={variant}>
        <div className="grid gap-4 sm:grid-cols-2">
          {order.address.delivery ? (
            <div>
              <p className="font-semibold">Adresse de livraison</p>
              <PostalAddress address={order.address.delivery} />
            </div>
          ) : null}
          <div>
            <p className="font-semibold">Adresse de facturation</p>
            <PostalAddress address={order.address.billing} />
          </div>
        </div>
        {forAdmin ? null : <p>Téléphone : {order.phone}</p>}
      </OrderSection>

      {order.message ? (
        <OrderSection id={`${prefix}-message`} title={forAdmin ? "Message du client" : "Votre message"} variant={variant}>
          <p className="whitespace-pre-line break-words">{order.message}</p>
        </OrderSection>
      ) : null}

      <OrderSection id={`${prefix}-montant`} title="Montant" variant={variant}>
        <OrderTotals order={order} />
      </OrderSection>
    </div>
  );
}
