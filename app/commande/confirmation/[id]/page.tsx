import type { Metadata } from "next";
import { CARD, LINK } from "@/components/account/field-styles";
import { SimplePage } from "@/components/pages/simple-page";
import { OrderPayment } from "@/components/shop/orders/order-payment";
import { OrderView } from "@/components/shop/orders/order-view";
import { SiteLink } from "@/components/ui/site-link";
import { cardPaymentReturn, confirmationReturnPath, orderAccountPath, orderConfirmationPath, type SearchParams } from "@/lib/domain/shop/order-paths";
import { parseIdSegment, SHOP_PATH } from "@/lib/domain/shop/product-path";
import { requireCustomerOrder } from "@/lib/storefront/shop/customer-orders";
import { pageMetadata } from "@/lib/storefront/metadata";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseIdSegment((await params).id);
  return pageMetadata({
    title: "Confirmation de commande",
    description: "Votre commande est enregistrée : son détail et comment la régler.",
    path: id === null ? "/commande/confirmation" : orderConfirmationPath(id),
    noIndex: true,
  });
}

/**
 * The page after checkout (issue 12), for the order's customer only: thanks, how to pay (the
 * instructions of a transfer, a cheque or a payment at pickup; for a card, the wait for Stripe's
 * confirmation or « Payer par carte »), the order, and where to go next. Another customer's or
 * another site's order is the 404 page (proxy.ts); a visitor who is not logged in logs in first.
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const order = await requireCustomerOrder(id, (orderId) => confirmationReturnPath(orderId, query));
  const returned = order.paymentMethod === "CARD" ? cardPaymentReturn(query) : null;
  return (
    <SimplePage
      title={`Merci, votre commande ${order.reference} est enregistrée`}
      lead={
        // A card order's e-mails leave once it is paid (send-order-mails.ts).
        order.paymentMethod === "CARD" && order.paidAt === null ? (
          <>
            Un e-mail de confirmation vous sera envoyé à <strong className="break-all">{order.customer.email}</strong> dès réception de votre paiement.
          </>
        ) : (
          <>
            Un e-mail de confirmation vous a été envoyé à <strong className="break-all">{order.customer.email}</strong>.
          </>
        )
      }
    >
      <div className="flex flex-col gap-6">
        <OrderPayment order={order} returned={returned} />
        <OrderView order={order} />
        <nav aria-label="Et maintenant ?" className={CARD}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            <li>
              <SiteLink className={LINK} href={orderAccountPath(order.id)}>
                Voir ma commande dans mon compte
              </SiteLink>
            </li>
            <li>
              <SiteLink className={LINK} href={SHOP_PATH}>
                Continuer mes achats
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </SimplePage>
  );
}
