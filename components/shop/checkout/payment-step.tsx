"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { generalMessage } from "@/components/account/api-errors";
import { CheckboxField } from "@/components/account/checkbox-field";
import { ERROR, LINK } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { submitOnce } from "@/components/account/submit-once";
import { orderFieldErrors, validateOrder } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import { BREATHALYSER_MESSAGE } from "@/lib/domain/shop/checkout-settings";
import { selectedDeliveryOption } from "@/lib/domain/shop/checkout-delivery";
import { orderBody } from "@/lib/domain/shop/checkout-order";
import { PAYMENT_METHOD_LABELS } from "@/lib/domain/shop/payment-methods";
import { ALCOHOL_SELLING_MESSAGE } from "@/lib/domain/shop/shop-settings";
import { paymentFormSchema, type PaymentFormOutput } from "@/lib/schemas/shop/checkout";
import { ORDER_MESSAGES, type Order, type PaymentMethod } from "@/lib/schemas/shop/order";
import { useAuthStore } from "@/stores/auth-store";
import { useCartStore } from "@/stores/shop/cart-store";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { ChoiceFieldset } from "./choice-fieldset";
import { EmailConfirmationOffer } from "./email-confirmation-offer";
import type { StepProps } from "./checkout-types";
import { AmountsRecap, ChoicesRecap } from "./order-recap";
import { BackButton, NextButton, StepActions } from "./step-actions";
import { useDeliveryState } from "./use-delivery-state";
import { usePlaceOrder } from "./use-place-order";

const METHOD_FIELD_ID = "paiement-moyen";

/** What each method means for the customer (the labels are lib/domain/shop/payment-methods'). */
const METHOD_HINTS: Record<PaymentMethod, string> = {
  CARD: "Paiement sécurisé par carte bancaire, à l'étape suivante.",
  BANK_TRANSFER: "Nos coordonnées bancaires vous sont données avec la confirmation ; la commande est préparée dès réception du virement.",
  CHEQUE: "À l'ordre du domaine, avec la référence de la commande au dos ; la commande est préparée dès réception du chèque.",
  ON_SITE: "Vous réglez au domaine lors du retrait de votre commande.",
};

interface PaymentFormValues {
  paymentMethod: PaymentMethod | "";
  ageConfirmed: boolean;
}

/**
 * Step 4: the server's quote of the order (POST /order/validate?step=payment: amounts, offered
 * methods), the recap of the choices, the methods with their French labels (and, to an account
 * whose address is not confirmed, why the offline ones are not offered, with a way to receive the
 * confirmation link again: email-confirmation-offer), the age confirmation of
 * a wine shop, the breathalyser banner (DISPLAY_ETHYLOTEST_MESSAGE), then « Commander avec obligation de paiement »
 * (POST /order with an Idempotency-Key, use-place-order). The order placed, the cart and the
 * delivery choices are emptied, as the server emptied the cart.
 */
export function PaymentStep({ settings, clickAndCollect, errors: serverErrors, onServerErrors, goTo, onPlaced }: StepProps & { onPlaced: (order: Order) => void }) {
  const state = useDeliveryState();
  const cartId = useCartStore((store) => store.cartId);
  const clearAuth = useAuthStore((store) => store.clear);
  const place = usePlaceOrder();
  const [alert, setAlert] = useState<string | null>(null);
  const body = orderBody(state, cartId);
  const bodyKey = JSON.stringify(body);
  const quote = useQuery({
    queryKey: queryKeys.orderQuote(bodyKey),
    queryFn: () => validateOrder(body, { paymentStep: true }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const resolver = useMemo(() => zodResolver(paymentFormSchema({ ageRequired: settings.sellsAlcohol })) as unknown as Resolver<PaymentFormValues, unknown, PaymentFormOutput>, [settings.sellsAlcohol]);
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver,
    defaultValues: { paymentMethod: "", ageConfirmed: false },
  });
  const { errors, isSubmitting } = formState;
  const methods = useMemo(() => quote.data?.paymentMethods ?? [], [quote.data]);
  const awaitingEmail = (quote.data?.unavailablePaymentMethods ?? []).filter((u) => u.reason === "EMAIL_NOT_CONFIRMED").map((u) => u.method);
  const quoteFields = quote.error ? orderFieldErrors(quote.error) : {};
  const quoteAlert = quote.error && Object.keys(quoteFields).length === 0 ? generalMessage(quote.error) : null;

  // The quote refused (a problem of an earlier step, met since): the customer is taken to it.
  useEffect(() => {
    if (!quote.error) return;
    const fields = orderFieldErrors(quote.error);
    if (Object.keys(fields).length > 0) onServerErrors(fields, "paiement");
  }, [quote.error, onServerErrors]);

  // What a free-shipping code takes off, known now that a carrier is quoted.
  useEffect(() => {
    const discount = useDeliveryStore.getState().discount;
    const taken = quote.data?.amounts.shippingDiscount;
    if (discount && taken !== undefined && discount.shippingFees !== taken) useDeliveryStore.getState().update({ discount: { ...discount, shippingFees: taken } });
  }, [quote.data]);

  // One method: already chosen.
  useEffect(() => {
    if (methods.length === 1 && !getValues("paymentMethod")) setValue("paymentMethod", methods[0]!);
  }, [methods, getValues, setValue]);

  // The server's messages for this step's fields.
  useEffect(() => {
    if (serverErrors.paymentMethod) setError("paymentMethod", { type: "server", message: serverErrors.paymentMethod });
    if (serverErrors.ageConfirmed) setError("ageConfirmed", { type: "server", message: serverErrors.ageConfirmed }, { shouldFocus: true });
  }, [serverErrors, setError]);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await place(orderBody(useDeliveryStore.getState(), useCartStore.getState().cartId, values));
    if (result.ok) {
      onPlaced(result.order);
      // The server emptied the cart with the order: so does the browser.
      useDeliveryStore.getState().clear();
      void useCartStore.getState().refresh();
      return;
    }
    const { error } = result;
    const fields = orderFieldErrors(error);
    if (Object.keys(fields).length > 0) onServerErrors(fields, "paiement");
    else if (error.status === 401) {
      clearAuth();
      onServerErrors({ _account: error.message }, "adresses");
    } else if (error.status === 409 && error.message !== ORDER_MESSAGES.idempotencyConflict) onServerErrors({ idSchedule: error.message }, "livraison");
    else {
      if (error.status === 404) void useCartStore.getState().refresh();
      setAlert(generalMessage(error));
    }
  });

  const option = selectedDeliveryOption(state);
  const ships = option === "HOME" || option === "RELAY";
  const pending = isSubmitting;
  return (
    <form noValidate onSubmit={submitOnce(pending || !quote.data || methods.length === 0, submit)} className="flex flex-col gap-8" aria-label="Paiement de la commande">
      {settings.breathalyserMessage ? (
        <aside aria-label="Prévention routière" className="rounded-md border-2 border-primary p-4" data-testid="message-ethylotest">
          <p className="font-semibold">{BREATHALYSER_MESSAGE}</p>
        </aside>
      ) : null}
      <div className="grid items-start gap-8 md:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-8">
          <ChoicesRecap state={state} pickup={clickAndCollect} onEdit={goTo} />
          {quote.isPending ? (
            <p role="status">Calcul du montant de votre commande…</p>
          ) : methods.length > 0 ? (
            <ChoiceFieldset id={METHOD_FIELD_ID} legend="Moyen de paiement" error={errors.paymentMethod?.message}>
              {methods.map((method) => (
                <PaymentChoice key={method} method={method} register={register} />
              ))}
            </ChoiceFieldset>
          ) : quote.data && awaitingEmail.length === 0 ? (
            <p role="alert">{ORDER_MESSAGES.noPaymentMethod}</p>
          ) : null}
          {awaitingEmail.length > 0 ? <EmailConfirmationOffer methods={awaitingEmail} othersUsable={methods.length > 0} onConfirmed={() => void quote.refetch()} /> : null}
          {settings.sellsAlcohol ? (
            <CheckboxField
              label="Je certifie avoir 18 ans ou plus : la vente d'alcool aux mineurs est interdite."
              required
              error={errors.ageConfirmed?.message}
              {...register("ageConfirmed")}
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-4 rounded-lg border border-ink/20 p-5">
          <h3 className="text-xl font-semibold">Montant de votre commande</h3>
          {quote.data ? <AmountsRecap amounts={quote.data.amounts} discountCode={quote.data.discount?.code ?? null} ships={ships} /> : <p role="status">Calcul en cours…</p>}
          {settings.alcoholMessage ? <p className="text-sm font-semibold">{ALCOHOL_SELLING_MESSAGE}</p> : null}
        </div>
      </div>
      {errors.root ? <p className={ERROR}>{errors.root.message}</p> : null}
      <FormAlert message={alert ?? quoteAlert} />
      <div className="flex flex-col gap-3">
        <StepActions>
          <BackButton onClick={() => goTo("adresses")}>Retour aux coordonnées</BackButton>
          <NextButton type="submit" pending={pending} pendingLabel="Enregistrement de la commande…" blocked={!quote.data || methods.length === 0}>
            Commander avec obligation de paiement
          </NextButton>
        </StepActions>
        <p className="text-sm sm:text-end">
          {/* Code de la consommation, art. L221-14: the button itself says the order obliges to pay. */}
          En passant commande, vous acceptez nos{" "}
          <a className={LINK} href="/sale-terms" target="_blank" rel="noopener">
            conditions générales de vente<span className="sr-only"> (nouvel onglet)</span>
          </a>
          .
        </p>
      </div>
    </form>
  );
}

function PaymentChoice({ method, register }: { method: PaymentMethod; register: ReturnType<typeof useForm<PaymentFormValues, unknown, PaymentFormOutput>>["register"] }) {
  const hintId = `paiement-${method.toLowerCase()}-aide`;
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border-2 border-ink/25 p-3 hover:border-primary has-[:checked]:border-primary" data-testid={`paiement-${method}`}>
      <input type="radio" value={method} aria-describedby={hintId} className="mt-1 size-5 shrink-0 accent-primary" {...register("paymentMethod")} />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
        <span id={hintId} className="text-sm">
          {METHOD_HINTS[method]}
        </span>
      </span>
    </label>
  );
}
