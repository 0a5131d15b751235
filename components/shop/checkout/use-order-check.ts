"use client";
import { useCallback, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { orderFieldErrors, validateOrder } from "@/lib/api-client/shop/checkout";
import { toPlatformError } from "@/lib/api-client/platform-error";
import { orderBody } from "@/lib/domain/shop/checkout-order";
import { stepIndex, stepOfOrderField, type CheckoutStep } from "@/lib/domain/shop/checkout-steps";
import { useCartStore } from "@/stores/shop/cart-store";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import type { StepProps } from "./checkout-types";

/**
 * The server's check of the order so far (POST /order/validate?step=payment), before leaving a
 * step: the problems of this step and the ones before it (the fields of later steps are not filled
 * yet) go to their fields, the customer being taken to the earliest step concerned. Nothing is
 * decided here: the server's answer is.
 */
export function useOrderCheck(step: CheckoutStep, onServerErrors: StepProps["onServerErrors"]) {
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const check = useCallback(async (): Promise<boolean> => {
    setPending(true);
    setAlert(null);
    try {
      await validateOrder(orderBody(useDeliveryStore.getState(), useCartStore.getState().cartId), { paymentStep: true });
      onServerErrors({}, step);
      return true;
    } catch (error) {
      const fields = orderFieldErrors(error);
      if (Object.keys(fields).length === 0) {
        // The cart is gone (another tab ordered it, it expired): the cart store says so.
        if (toPlatformError(error).status === 404) void useCartStore.getState().refresh();
        setAlert(generalMessage(error));
        return false;
      }
      const relevant = Object.fromEntries(Object.entries(fields).filter(([field]) => stepIndex(stepOfOrderField(field)) <= stepIndex(step)));
      onServerErrors(relevant, step);
      return Object.keys(relevant).length === 0;
    } finally {
      setPending(false);
    }
  }, [onServerErrors, step]);

  return { check, pending, alert };
}
