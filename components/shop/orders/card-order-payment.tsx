"use client";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { PRIMARY_BUTTON } from "@/components/account/field-styles";
import { formatEuros } from "@/lib/domain/money";
import { orderConfirmationPath } from "@/lib/domain/shop/order-paths";
import type { OrderStatus } from "@/lib/schemas/shop/order";

// Stripe.js and react-query come only to the page that needs them, when it needs them.
const CardPayment = dynamic(() => import("@/components/shop/checkout/card-payment"), {
  ssr: false,
  loading: () => <p role="status">Chargement du paiement sécurisé…</p>,
});
const PaymentConfirmation = dynamic(() => import("./payment-confirmation"));

export interface CardOrderPaymentProps {
  orderId: number;
  reference: string;
  /** The order's total in cents (shown; the server takes the amount from the order). */
  total: number;
  status: OrderStatus;
  /** What the page's address says about a payment just made (lib/domain/shop/order-paths.ts cardPaymentReturn). */
  returned: "pending" | "failed" | null;
}

/**
 * The card payment of an order paid by CARD: while it waits for its money, either the wait for the
 * confirmation of a payment just made, or « Payer par carte » (the Stripe form, loaded on demand);
 * once paid after a payment made here, the thanks.
 */
export function CardOrderPayment({ orderId, reference, total, status, returned }: CardOrderPaymentProps) {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLElement>(null);

  if (status !== "AWAITING_PAYMENT") {
    return returned === "pending" && status !== "CANCELLED" ? (
      <p role="status" className="font-semibold">
        Paiement confirmé : merci, votre commande est payée.
      </p>
    ) : null;
  }
  if (returned === "pending") return <PaymentConfirmation orderId={orderId} />;
  return (
    <div className="flex flex-col items-start gap-3">
      {returned === "failed" ? (
        <p role="alert" className="font-semibold">
          Le paiement n&apos;a pas abouti et rien n&apos;a été débité : vous pouvez réessayer.
        </p>
      ) : (
        <p>
          Votre commande attend son règlement de {formatEuros(total)} par carte bancaire.
        </p>
      )}
      {open ? (
        <section ref={formRef} tabIndex={-1} className="w-full outline-none" aria-label={`Paiement par carte de la commande ${reference}`}>
          <CardPayment orderId={orderId} reference={reference} total={total} confirmationPath={orderConfirmationPath(orderId, { afterCardPayment: true })} />
        </section>
      ) : (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            setOpen(true);
            // The button gives way to the form: focus follows it.
            window.setTimeout(() => formRef.current?.focus(), 0);
          }}
        >
          Payer par carte
        </button>
      )}
    </div>
  );
}
