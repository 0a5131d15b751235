import type { Metadata } from "next";
import { LINK } from "@/components/account/field-styles";
import { SimplePage } from "@/components/pages/simple-page";
import { OrderPayment } from "@/components/shop/orders/order-payment";
import { OrderView } from "@/components/shop/orders/order-view";
import { SiteLink } from "@/components/ui/site-link";
import { formatDate } from "@/lib/domain/dates";
import { orderAccountPath, orderInvoicePath, ORDERS_PATH } from "@/lib/domain/shop/order-paths";
import { parseIdSegment } from "@/lib/domain/shop/product-path";
import { requireCustomerOrder } from "@/lib/storefront/shop/customer-orders";
import { pageMetadata } from "@/lib/storefront/metadata";

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseIdSegment((await params).id);
  return pageMetadata({
    title: "Détail de ma commande",
    description: "Le détail de votre commande, son suivi et sa facture.",
    path: id === null ? ORDERS_PATH : orderAccountPath(id),
    noIndex: true,
  });
}

/**
 * One order of the logged customer (issue 12): its follow-up and the same view as the
 * confirmation page, the printable invoice (a new tab), how to pay while it waits for its money.
 * Anyone else's order is the 404 page (proxy.ts).
 */
export default async function CustomerOrderPage({ params }: Props) {
  const order = await requireCustomerOrder((await params).id, orderAccountPath);
  return (
    <SimplePage title={`Commande ${order.reference}`} lead={`Passée le ${formatDate(order.createdAt)} · ${order.statusLabel}`}>
      <div className="flex flex-col gap-6">
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <li>
            <SiteLink className={LINK} href={ORDERS_PATH}>
              Retour à mes commandes
            </SiteLink>
          </li>
          <li>
            <a className={LINK} href={orderInvoicePath(order.id)} target="_blank" rel="noopener">
              Télécharger la facture<span className="sr-only"> (s&apos;ouvre dans un nouvel onglet)</span>
            </a>
          </li>
        </ul>
        <OrderPayment order={order} />
        <OrderView order={order} />
      </div>
    </SimplePage>
  );
}
