"use client";
import { Elements } from "@stripe/react-stripe-js";
import type { Appearance, Stripe } from "@stripe/stripe-js";
// The pure entry loads Stripe.js only when loadStripe is called (the plain one injects it on import).
import { loadStripe } from "@stripe/stripe-js/pure";
import { useCallback, useEffect, useId, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { startCardPayment } from "@/lib/api-client/shop/card-payment";
import { formatEuros } from "@/lib/domain/money";
import { CARD_PAYMENT_MESSAGES, type CardPayment as PaymentAnswer } from "@/lib/schemas/shop/card-payment";
import { CardPaymentForm } from "./card-payment-form";
import { startErrorOf } from "./card-payment-error";

/**
 * Card payment of an order (issue 12), through Stripe's Payment Element. The checkout's payment
 * step and the order pages load it with next/dynamic, so Stripe.js is fetched only there, and only
 * once this is mounted.
 *
 * Contract: `orderId` an order of the logged customer paid by CARD and still AWAITING_PAYMENT;
 * `reference` its reference (F000012); `total` its amount in cents (display only: the server takes
 * the amount from the order); `confirmationPath` where to go once paid (`/commande/confirmation/{id}`).
 */
export interface CardPaymentProps {
  orderId: number;
  reference: string;
  total: number;
  confirmationPath: string;
}

type Phase =
  | { kind: "loading" }
  | { kind: "failed"; message: string; retry: boolean; final: boolean }
  | { kind: "ready"; payment: PaymentAnswer; stripe: Stripe };

const SECONDARY_BUTTON = "inline-flex min-h-11 items-center justify-center rounded-md border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary/10";

/** Stripe's form in the site's main colour (its iframe cannot read the page's CSS variables). */
function siteAppearance(): Appearance {
  const primary = getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim();
  return { theme: "stripe", variables: { colorPrimary: /^#[0-9a-f]{3,8}$/i.test(primary) ? primary : "#00566f", borderRadius: "6px" } };
}

export default function CardPayment({ orderId, reference, total, confirmationPath }: CardPaymentProps) {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();

  useEffect(() => {
    let live = true;
    (async () => {
      let payment: PaymentAnswer;
      try {
        payment = await startCardPayment(orderId);
      } catch (error) {
        if (live) setPhase({ kind: "failed", ...startErrorOf(error) });
        return;
      }
      const stripe = await loadStripe(payment.publicKey).catch(() => null);
      if (!live) return;
      setPhase(stripe ? { kind: "ready", payment, stripe } : { kind: "failed", message: CARD_PAYMENT_MESSAGES.loadFailed, retry: true, final: false });
    })();
    return () => {
      live = false;
    };
  }, [orderId, attempt]);

  const retry = useCallback(() => {
    setPhase({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4" data-order-reference={reference}>
      <h2 id={titleId} className="text-xl font-semibold">
        Paiement par carte bancaire
      </h2>
      <p>
        Commande {reference} : {formatEuros(phase.kind === "ready" ? phase.payment.amount : total)}. Paiement sécurisé par Stripe, vos données de carte ne
        transitent pas par notre site.
      </p>
      {phase.kind === "loading" ? <p role="status">{CARD_PAYMENT_MESSAGES.preparing}</p> : null}
      {phase.kind === "failed" ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
            {phase.message}
          </p>
          {phase.retry ? (
            <button type="button" className={SECONDARY_BUTTON} onClick={retry}>
              {CARD_PAYMENT_MESSAGES.retry}
            </button>
          ) : null}
          {phase.final ? (
            <SiteLink href={confirmationPath} className="text-link underline">
              {CARD_PAYMENT_MESSAGES.seeOrder}
            </SiteLink>
          ) : null}
        </div>
      ) : null}
      {phase.kind === "ready" ? (
        <Elements stripe={phase.stripe} options={{ clientSecret: phase.payment.clientSecret, locale: "fr", appearance: siteAppearance() }}>
          <CardPaymentForm amount={phase.payment.amount} confirmationPath={confirmationPath} />
        </Elements>
      ) : null}
    </section>
  );
}
