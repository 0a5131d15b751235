"use client";
import dynamic from "next/dynamic";
import { SiteLink } from "@/components/ui/site-link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { LINK } from "@/components/account/field-styles";
import { orderConfirmationPath } from "@/lib/domain/shop/order-paths";
import type { Order } from "@/lib/schemas/shop/order";

/** Stripe.js and the card form: loaded on this step only, once a card order exists. */
const CardPayment = dynamic(() => import("./card-payment"), {
  ssr: false,
  loading: () => <p role="status">Chargement du paiement sécurisé…</p>,
});

/**
 * After « Commander avec obligation de paiement »: a card order is paid here (card-payment, its own chunk); an order
 * paid offline (bank transfer, cheque, at pickup) goes to its confirmation page, which gives the
 * payment instructions. The cart is already empty: this view does not depend on it.
 */
export function PlacedOrder({ order }: { order: Order }) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmationPath = orderConfirmationPath(order.id);
  const card = order.paymentMethod === "CARD";

  useEffect(() => {
    heading.current?.focus();
    if (!card) router.push(confirmationPath);
  }, [card, confirmationPath, router]);

  return (
    <section aria-labelledby="commande-enregistree" className="mt-6 flex flex-col gap-4" data-testid="commande-enregistree" data-order-id={order.id}>
      <h2 id="commande-enregistree" ref={heading} tabIndex={-1} className="font-title text-2xl text-heading outline-none">
        {card ? `Paiement de la commande ${order.reference}` : `Commande ${order.reference} enregistrée`}
      </h2>
      {card ? (
        <>
          {/* Paid here: the confirmation page waits for the payment's confirmation (order-paths). */}
          <CardPayment orderId={order.id} reference={order.reference} total={order.amounts.total} confirmationPath={orderConfirmationPath(order.id, { afterCardPayment: true })} />
          <p className="text-sm">
            Vous pouvez aussi régler plus tard depuis{" "}
            <SiteLink className={LINK} href={confirmationPath}>
              la page de votre commande {order.reference}
            </SiteLink>
            .
          </p>
        </>
      ) : (
        <>
          <p role="status">Merci ! Nous vous conduisons à la confirmation de votre commande…</p>
          <p>
            <SiteLink className={LINK} href={confirmationPath}>
              Voir la confirmation de la commande {order.reference}
            </SiteLink>
          </p>
        </>
      )}
    </section>
  );
}
