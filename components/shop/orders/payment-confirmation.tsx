"use client";
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { SECONDARY_BUTTON } from "@/components/account/field-styles";
import { getQueryClient } from "@/lib/api-client/query-client";
import { queryKeys } from "@/lib/api-client/query-keys";
import { fetchOrder } from "@/lib/api-client/shop/orders";
import type { Order } from "@/lib/schemas/shop/order";

/** How often the order is read while its card payment is being confirmed (ms). */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** Reads per round before the page stops and offers « Vérifier à nouveau » (20 × 2 s ≈ 40 s). */
export const PAYMENT_POLL_LIMIT = 20;

const settled = (order: Order | undefined) => order !== undefined && order.status !== "AWAITING_PAYMENT";

/**
 * After a card payment (Stripe's return, or a payment made on the page): the bank has taken the
 * payment, the platform records it when Stripe's webhook arrives. Reads GET /order/{id} every
 * 2 s, at most PAYMENT_POLL_LIMIT times a round, and refreshes the server page once the order left
 * « En attente de paiement ». Loaded only for a card order waiting for its payment.
 */
export default function PaymentConfirmation(props: PaymentConfirmationProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PaymentPoll {...props} />
    </QueryClientProvider>
  );
}

export interface PaymentConfirmationProps {
  orderId: number;
  /** Tests shorten the wait; the page uses the defaults. */
  pollIntervalMs?: number;
  pollLimit?: number;
}

function PaymentPoll({ orderId, pollIntervalMs = PAYMENT_POLL_INTERVAL_MS, pollLimit = PAYMENT_POLL_LIMIT }: PaymentConfirmationProps) {
  const router = useRouter();
  // Reads made before the current round (« Vérifier à nouveau » starts a new one).
  const [roundStart, setRoundStart] = useState(0);
  const query = useQuery({
    queryKey: queryKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    // Customer data: never kept once the page is left, every read goes to the server.
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    // Every read re-renders (the count decides the end of a round), even one that changed nothing.
    notifyOnChangeProps: "all",
    refetchInterval: (current) => {
      const made = current.state.dataUpdateCount + current.state.errorUpdateCount;
      return settled(current.state.data) || made - roundStart >= pollLimit ? false : pollIntervalMs;
    },
  });
  // The query's own counts (each poll is one read, a success or a failure).
  const state = useQueryClient().getQueryState(queryKeys.order(orderId));
  const reads = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const done = settled(query.data);
  const timedOut = !done && reads - roundStart >= pollLimit;

  // Once recorded, the server renders the page again (status, payment, no more payment offer).
  const refreshed = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done || refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  }, [done, router]);

  // One live region for the whole wait, so each change of its text is announced.
  return (
    <div className="flex flex-col items-start gap-3">
      <div ref={statusRef} role="status" tabIndex={-1} className="flex items-center gap-3 outline-none">
        {done || timedOut ? null : (
          <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
        )}
        <p>
          {done ? (
            <span className="block font-semibold">
              {query.data?.status === "CANCELLED" ? "Cette commande a été annulée." : "Paiement confirmé : merci, votre commande est payée."}
            </span>
          ) : timedOut ? (
            <>
              <span className="block font-semibold">La confirmation du paiement prend plus de temps que prévu.</span>
              <span className="block">
                Votre banque a peut-être besoin d&apos;un peu plus de temps : vérifiez à nouveau dans quelques instants, ou retrouvez votre commande plus tard dans votre compte.
              </span>
            </>
          ) : (
            <>
              <span className="block font-semibold">Paiement en cours de confirmation…</span>
              <span className="block text-sm">Cela prend en général quelques secondes : cette page se met à jour toute seule.</span>
            </>
          )}
        </p>
      </div>
      {timedOut ? (
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            setRoundStart(reads);
            // The button goes away while the page checks again: focus stays on the message.
            statusRef.current?.focus();
            void query.refetch();
          }}
        >
          Vérifier à nouveau
        </button>
      ) : null}
    </div>
  );
}
