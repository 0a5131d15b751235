"use client";
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { PaymentIntentResult } from "@stripe/stripe-js";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formatEuros } from "@/lib/domain/money";
import { CARD_PAYMENT_MESSAGES } from "@/lib/schemas/shop/card-payment";
import { stripeErrorMessage } from "./card-payment-error";

const PAY_BUTTON =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

type FormState = { kind: "idle" } | { kind: "paying" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/**
 * The card form inside <Elements>: Stripe's Payment Element (in French) and « Payer 52,40 € ».
 * The payment is confirmed by Stripe.js with the intent the server made from the order
 * (redirect only when the bank requires it, back to `confirmationPath`); once Stripe says it
 * succeeded — or that the bank is processing it — the customer goes to `confirmationPath`,
 * where the order shows as paid when the webhook has arrived. Errors are announced (role alert)
 * and focused, the button stays a real submit button (Enter in a field pays).
 */
export function CardPaymentForm({ amount, confirmationPath }: { amount: number; confirmationPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<FormState>({ kind: "idle" });
  const messageId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);

  const fail = (message: string) => setState({ kind: "error", message });

  // Each new error is focused once rendered (read at once by screen readers, the card fields next).
  useEffect(() => {
    if (state.kind === "error") alertRef.current?.focus();
  }, [state]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || state.kind === "paying" || state.kind === "done") return;
    setState({ kind: "paying" });
    const submitted = await elements.submit();
    if (submitted.error) return fail(stripeErrorMessage(submitted.error));
    let result: PaymentIntentResult;
    try {
      result = await stripe.confirmPayment({
        elements,
        // Absolute, as Stripe requires: where a bank's own page (3-D Secure redirect) sends the customer back.
        confirmParams: { return_url: new URL(confirmationPath, window.location.href).toString() },
        redirect: "if_required",
      });
    } catch {
      return fail(CARD_PAYMENT_MESSAGES.network);
    }
    if (result.error) return fail(stripeErrorMessage(result.error));
    const status = result.paymentIntent.status;
    if (status !== "succeeded" && status !== "processing") return fail(CARD_PAYMENT_MESSAGES.declined);
    setState({ kind: "done", message: status === "succeeded" ? CARD_PAYMENT_MESSAGES.paid : CARD_PAYMENT_MESSAGES.processing });
    router.push(confirmationPath);
  }

  const busy = state.kind === "paying" || state.kind === "done";
  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <PaymentElement options={{ layout: "tabs" }} onReady={() => setReady(true)} onLoadError={() => fail(CARD_PAYMENT_MESSAGES.loadFailed)} />
      {!ready && state.kind !== "error" ? <p role="status">{CARD_PAYMENT_MESSAGES.preparing}</p> : null}
      {state.kind === "error" ? (
        <p ref={alertRef} id={messageId} role="alert" tabIndex={-1} className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.kind === "done" ? <p role="status">{state.message}</p> : null}
      <button type="submit" className={PAY_BUTTON} disabled={!stripe || !ready || busy} aria-describedby={state.kind === "error" ? messageId : undefined}>
        {state.kind === "paying" ? CARD_PAYMENT_MESSAGES.paying : CARD_PAYMENT_MESSAGES.payButton(formatEuros(amount))}
      </button>
    </form>
  );
}
