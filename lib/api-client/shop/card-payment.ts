"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { cardPaymentSchema, type CardPayment } from "@/lib/schemas/shop/card-payment";
import { getBrowserApi } from "../browser";

/**
 * POST /order/{id}/payment (docs/api.md « Paiement par carte (Stripe) »): the PaymentIntent of the
 * logged customer's card order — client secret, publishable key and the ORDER's amount. Nothing
 * is sent: the server takes the amount from the order. Rejects with a PlatformError (409 paid or
 * cancelled, 502/503 Stripe, status null without an answer).
 */
export async function startCardPayment(orderId: number): Promise<CardPayment> {
  const response = await getBrowserApi().post<Envelope<unknown>>(`/order/${encodeURIComponent(String(orderId))}/payment`, {});
  return cardPaymentSchema.parse(response.data.data);
}
