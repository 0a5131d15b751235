"use client";
import { useCallback, useRef } from "react";
import { placeOrder } from "@/lib/api-client/shop/checkout";
import { toPlatformError, type PlatformError } from "@/lib/api-client/platform-error";
import type { OrderBody } from "@/lib/domain/shop/checkout-order";
import { ORDER_MESSAGES, type Order } from "@/lib/schemas/shop/order";

/** Waits before sending the same order again after a network failure (ms): 1 s, then 3 s. */
export const NETWORK_RETRY_DELAYS = [1_000, 3_000];

/** 32 random hex digits (crypto.getRandomValues works on every origin, randomUUID only on secure ones). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `commande-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export type PlaceOrderResult = { ok: true; order: Order } | { ok: false; error: PlatformError };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /order, safe to repeat: one Idempotency-Key per attempt (per body), reused when the same
 * order is sent again — a network failure retried here, a second click, a retry by the customer —
 * so the server answers the first order instead of making a second one (docs/api.md « POST /order »).
 * A changed body (another payment method…) is another attempt with a new key; so is the server's
 * 409 for a key already used with another body.
 */
export function usePlaceOrder(options: { retryDelays?: readonly number[] } = {}) {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef<Promise<PlaceOrderResult> | null>(null);
  const delays = options.retryDelays ?? NETWORK_RETRY_DELAYS;

  const send = useCallback(
    async (body: OrderBody): Promise<PlaceOrderResult> => {
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { key: newIdempotencyKey(), body: serialized };
      const { key } = attempt.current;
      for (let tries = 0; ; tries++) {
        try {
          const { data } = await placeOrder(body, key);
          attempt.current = null;
          return { ok: true, order: data };
        } catch (failure) {
          const error = toPlatformError(failure);
          // No answer: the order may have been made; the same key asks again for it.
          if (error.status === null && tries < delays.length) {
            await wait(delays[tries]!);
            continue;
          }
          if (error.status === 409 && error.message === ORDER_MESSAGES.idempotencyConflict) attempt.current = null;
          return { ok: false, error };
        }
      }
    },
    [delays],
  );

  /** One request at a time: a second call while one runs waits for its answer. */
  return useCallback(
    (body: OrderBody): Promise<PlaceOrderResult> => {
      inFlight.current ??= send(body).finally(() => (inFlight.current = null));
      return inFlight.current;
    },
    [send],
  );
}
