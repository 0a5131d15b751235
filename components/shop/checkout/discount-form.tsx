"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { SECONDARY_BUTTON } from "@/components/account/field-styles";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { TextField } from "@/components/account/text-field";
import { checkDiscountCode } from "@/lib/api-client/shop/checkout";
import type { DiscountQuote } from "@/lib/schemas/shop/order";
import { cartLinesKey } from "@/lib/domain/shop/checkout-order";
import type { Cart } from "@/lib/schemas/shop/cart";
import { discountFormSchema } from "@/lib/schemas/shop/checkout";
import type { DeliveryState } from "@/lib/schemas/shop/delivery-state";
import { useDeliveryStore } from "@/stores/shop/delivery-store";

/** The discount as the delivery state keeps it, from the server's answer (POST /order/discount). */
function discountState(quote: DiscountQuote): NonNullable<DeliveryState["discount"]> {
  return {
    value: quote.discount.code,
    subtotal: quote.totalProductToPay,
    total: quote.totalAfterDiscount,
    shippingFees: 0,
    label: quote.discount.label,
    freeShipping: quote.freeShipping,
  };
}

/**
 * The discount code (POST /order/discount: checked, nothing written): its effect is kept in the
 * delivery store and sent with the order, where the server checks it again. The server's messages
 * (unknown, expired, minimum not reached…) go on the field. Checked again when the cart changes.
 */
export function DiscountForm({ cart, error }: { cart: Cart; error?: string }) {
  const discount = useDeliveryStore((state) => state.discount);
  const update = useDeliveryStore((state) => state.update);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(discountFormSchema), defaultValues: { code: "" } });

  // A later check (POST /order/validate) refused the code: its message on the field.
  useEffect(() => {
    if (error) setError("code", { type: "server", message: error });
  }, [error, setError]);

  // The cart changed since the code was checked: its effect is asked again (or the code dropped).
  const linesKey = cartLinesKey(cart.products);
  useEffect(() => {
    const current = useDeliveryStore.getState().discount;
    if (!current || current.subtotal === cart.totalProductToPay) return;
    checkDiscountCode(current.value, cart.id).then(
      ({ data }) => update({ discount: discountState(data) }),
      (failure: unknown) => {
        update({ discount: null });
        reset({ code: current.value });
        setError("code", { type: "server", message: failure instanceof Error ? failure.message : "Ce code promo ne s'applique plus." });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked again when the lines change
  }, [linesKey]);

  const submit = handleSubmit(async ({ code }) => {
    setNotice(null);
    try {
      const { data, message } = await checkDiscountCode(code, cart.id);
      update({ discount: discountState(data) });
      reset({ code: "" });
      setNotice(message);
    } catch (failure) {
      const alert = applyApiError(failure, setError, { fields: ["code"] });
      if (alert) setError("code", { type: "server", message: alert }, { shouldFocus: true });
    }
  });

  return (
    <div className="flex flex-col gap-3 border-t border-ink/20 pt-4">
      {discount ? (
        <div className="flex flex-col gap-2" data-testid="commande-code-promo">
          <p>
            <span className="font-semibold">Code {discount.value}</span> : {discount.label}
          </p>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} self-start`}
            onClick={() => {
              update({ discount: null });
              setNotice("Le code promo est retiré.");
            }}
          >
            Retirer le code<span className="sr-only"> {discount.value}</span>
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submitOnce(isSubmitting, submit)} className="flex flex-col gap-2" aria-label="Appliquer un code promo">
          <TextField label="Code promo" autoComplete="off" autoCapitalize="characters" optional error={errors.code?.message} {...register("code")} />
          <SubmitButton pending={isSubmitting} pendingLabel="Vérification…" className={`${SECONDARY_BUTTON} self-start`}>
            Appliquer
          </SubmitButton>
        </form>
      )}
      <p role="status" className="text-sm empty:hidden">
        {notice}
      </p>
    </div>
  );
}
